import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  zHeHocInput,
  zHeHocListQuery,
  zKhoiInput,
  zKhoiListQuery,
  zLoaiPhongInput,
  zLoaiPhongListQuery,
  zMonHocInput,
  zMonHocListQuery,
  zPhongInput,
  zPhongListQuery,
  zTangToaNhaInput,
  zTangToaNhaListQuery,
  zToaNhaInput,
  zToaNhaListQuery,
  zTruongHocInput,
  zTruongHocListQuery,
} from '@hpl/shared/danh-muc/contract';
import { zLopQuanLyInput, zLopQuanLyListQuery } from '@hpl/shared/lop-quan-ly/contract';
import { zNamHocInput, zNamHocListQuery } from '@hpl/shared/nam-hoc/contract';
import { zPhongBanInput, zPhongBanListQuery } from '@hpl/shared/phong-ban/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { CrudConfig, OptionSource } from '../components/crud/crud-config';
import { heHocConfig } from '../features/danh-muc/configs/he-hoc.config';
import { khoiConfig } from '../features/danh-muc/configs/khoi.config';
import { loaiPhongConfig } from '../features/danh-muc/configs/loai-phong.config';
import { monHocConfig } from '../features/danh-muc/configs/mon-hoc.config';
import { phongConfig } from '../features/danh-muc/configs/phong.config';
import { tangToaNhaConfig } from '../features/danh-muc/configs/tang-toa-nha.config';
import { toaNhaConfig } from '../features/danh-muc/configs/toa-nha.config';
import { truongHocConfig } from '../features/danh-muc/configs/truong-hoc.config';
import { lopQuanLyConfig } from '../features/lop-quan-ly/components/lop-quan-ly.config';
import { namHocConfig } from '../features/nam-hoc/components/nam-hoc.config';
import { phongBanConfig } from '../features/phong-ban/components/phong-ban.config';

type AnyConfig = CrudConfig<{ id: number; version?: number }>;

/** Each screen with the contract it talks to: its form must send the input's fields, its filters the query's. */
const screens: [AnyConfig, z.ZodType, z.ZodType][] = [
  [heHocConfig, zHeHocInput, zHeHocListQuery],
  [khoiConfig, zKhoiInput, zKhoiListQuery],
  [truongHocConfig, zTruongHocInput, zTruongHocListQuery],
  [toaNhaConfig, zToaNhaInput, zToaNhaListQuery],
  [tangToaNhaConfig, zTangToaNhaInput, zTangToaNhaListQuery],
  [loaiPhongConfig, zLoaiPhongInput, zLoaiPhongListQuery],
  [phongConfig, zPhongInput, zPhongListQuery],
  [monHocConfig, zMonHocInput, zMonHocListQuery],
  [namHocConfig, zNamHocInput, zNamHocListQuery],
  [lopQuanLyConfig, zLopQuanLyInput, zLopQuanLyListQuery],
  [phongBanConfig, zPhongBanInput, zPhongBanListQuery],
] as unknown as [AnyConfig, z.ZodType, z.ZodType][];

const locales = path.resolve(__dirname, '../locales');
const catalogue = (lang: string, ns: string) =>
  JSON.parse(readFileSync(path.join(locales, lang, `${ns}.json`), 'utf8')) as Record<string, string>;

/** The object keys a zod schema accepts (objects, intersections and refinements). */
function shapeKeys(schema: z.ZodType): string[] {
  const def = (schema as unknown as { def: Record<string, unknown> }).def;
  if (def.shape) return Object.keys(def.shape as object);
  if (def.left && def.right) return [...shapeKeys(def.left as z.ZodType), ...shapeKeys(def.right as z.ZodType)];
  if (def.in) return shapeKeys(def.in as z.ZodType);
  if (def.innerType) return shapeKeys(def.innerType as z.ZodType);
  return [];
}

function keysOf(config: AnyConfig): string[] {
  const enumKeys = (o?: OptionSource) => (o?.kind === 'enum' ? o.values.map((v) => `${o.labelKey}${v}`) : []);
  return [
    ...['create', 'createTitle', 'editTitle', 'deleteTitle'].map((k) => `${config.prefix}.${k}`),
    ...config.columns.map((c) => c.title),
    ...config.fields.flatMap((f) => [f.label, ...(f.help ? [f.help] : []), ...enumKeys(f.options)]),
    ...(config.filters ?? []).flatMap((f) => [f.label, ...enumKeys(f.options)]),
  ];
}

describe('structure screen configs', () => {
  it.each(screens.map(([c, i, q]) => [c.resource, c, i, q] as const))('%s: texts exist in VN and US', (_, config) => {
    const missing = ['vi', 'en'].flatMap((lang) => {
      const texts = catalogue(lang, config.ns);
      return keysOf(config)
        .filter((k) => !texts[k])
        .map((k) => `${lang}/${config.ns}: ${k}`);
    });
    expect(missing).toEqual([]);
  });

  it.each(screens.map(([c, i, q]) => [c.resource, c, i, q] as const))(
    '%s: form fields, filters and sort fields match the API contract',
    (_, config, input, query) => {
      const inputKeys = shapeKeys(input);
      const queryKeys = shapeKeys(query);
      for (const field of config.fields.filter((f) => !f.formOnly)) expect(inputKeys).toContain(field.name);
      for (const filter of config.filters ?? []) expect(queryKeys).toContain(filter.param);
      for (const field of config.fields.filter((f) => f.dependsOn)) {
        expect(config.fields.map((f) => f.name)).toContain(field.dependsOn?.field);
      }
    },
  );
});
