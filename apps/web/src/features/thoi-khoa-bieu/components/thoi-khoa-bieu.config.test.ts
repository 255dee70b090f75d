import { zThoiKhoaBieuInput } from '@hpl/shared/thoi-khoa-bieu/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/thoi-khoa-bieu.json';
import vi from '../../../locales/vi/thoi-khoa-bieu.json';
import { thoiKhoaBieuConfig } from './thoi-khoa-bieu.config';

describe('thoi-khoa-bieu screen', () => {
  it('sends only fields the API accepts', () => {
    const accepted = Object.keys(zThoiKhoaBieuInput.shape);
    for (const field of thoiKhoaBieuConfig.fields) expect(accepted).toContain(field.name);
  });

  it('has every text of the screen in both languages', () => {
    const keys = [
      ...thoiKhoaBieuConfig.columns.map((c) => c.title),
      ...thoiKhoaBieuConfig.fields.map((f) => f.label),
      ...['create', 'createTitle', 'editTitle', 'deleteTitle'].map((k) => `${thoiKhoaBieuConfig.prefix}.${k}`),
    ];
    for (const key of keys) {
      expect(vi).toHaveProperty([key]);
      expect(en).toHaveProperty([key]);
    }
  });
});
