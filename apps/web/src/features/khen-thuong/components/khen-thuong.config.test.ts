import { zKhenThuongInput } from '@hpl/shared/khen-thuong/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/khen-thuong.json';
import vi from '../../../locales/vi/khen-thuong.json';
import { khenThuongConfig } from './khen-thuong.config';

describe('khen-thuong screen', () => {
  it('sends only fields the API accepts', () => {
    const accepted = Object.keys(zKhenThuongInput.shape);
    for (const field of khenThuongConfig.fields) expect(accepted).toContain(field.name);
  });

  it('has every text of the screen in both languages', () => {
    const keys = [
      ...khenThuongConfig.columns.map((c) => c.title),
      ...khenThuongConfig.fields.map((f) => f.label),
      ...['create', 'createTitle', 'editTitle', 'deleteTitle'].map((k) => `${khenThuongConfig.prefix}.${k}`),
    ];
    for (const key of keys) {
      expect(vi).toHaveProperty([key]);
      expect(en).toHaveProperty([key]);
    }
  });
});
