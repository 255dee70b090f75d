import { zKhaoSatGiaoVienInput } from '@hpl/shared/khao-sat-giao-vien/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/khao-sat-giao-vien.json';
import vi from '../../../locales/vi/khao-sat-giao-vien.json';
import { khaoSatGiaoVienConfig } from './khao-sat-giao-vien.config';

describe('khao-sat-giao-vien screen', () => {
  it('sends only fields the API accepts', () => {
    const accepted = Object.keys(zKhaoSatGiaoVienInput.shape);
    for (const field of khaoSatGiaoVienConfig.fields) expect(accepted).toContain(field.name);
  });

  it('has every text of the screen in both languages', () => {
    const keys = [
      ...khaoSatGiaoVienConfig.columns.map((c) => c.title),
      ...khaoSatGiaoVienConfig.fields.map((f) => f.label),
      ...['create', 'createTitle', 'editTitle', 'deleteTitle'].map((k) => `${khaoSatGiaoVienConfig.prefix}.${k}`),
    ];
    for (const key of keys) {
      expect(vi).toHaveProperty([key]);
      expect(en).toHaveProperty([key]);
    }
  });
});
