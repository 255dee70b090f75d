import { zTuyenSinhInput } from '@hpl/shared/tuyen-sinh/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/tuyen-sinh.json';
import vi from '../../../locales/vi/tuyen-sinh.json';
import { tuyenSinhConfig } from './tuyen-sinh.config';

describe('tuyen-sinh screen', () => {
  it('sends only fields the API accepts', () => {
    const accepted = Object.keys(zTuyenSinhInput.shape);
    for (const field of tuyenSinhConfig.fields) expect(accepted).toContain(field.name);
  });

  it('has every text of the screen in both languages', () => {
    const keys = [
      ...tuyenSinhConfig.columns.map((c) => c.title),
      ...tuyenSinhConfig.fields.map((f) => f.label),
      ...['create', 'createTitle', 'editTitle', 'deleteTitle'].map((k) => `${tuyenSinhConfig.prefix}.${k}`),
    ];
    for (const key of keys) {
      expect(vi).toHaveProperty([key]);
      expect(en).toHaveProperty([key]);
    }
  });
});
