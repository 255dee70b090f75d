import { zThongBaoGuiPhuHuynhInput } from '@hpl/shared/thong-bao-gui-phu-huynh/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/thong-bao-gui-phu-huynh.json';
import vi from '../../../locales/vi/thong-bao-gui-phu-huynh.json';
import { thongBaoGuiPhuHuynhConfig } from './thong-bao-gui-phu-huynh.config';

describe('thong-bao-gui-phu-huynh screen', () => {
  it('sends only fields the API accepts', () => {
    const accepted = Object.keys(zThongBaoGuiPhuHuynhInput.shape);
    for (const field of thongBaoGuiPhuHuynhConfig.fields) expect(accepted).toContain(field.name);
  });

  it('has every text of the screen in both languages', () => {
    const keys = [
      ...thongBaoGuiPhuHuynhConfig.columns.map((c) => c.title),
      ...thongBaoGuiPhuHuynhConfig.fields.map((f) => f.label),
      ...['create', 'createTitle', 'editTitle', 'deleteTitle'].map((k) => `${thongBaoGuiPhuHuynhConfig.prefix}.${k}`),
    ];
    for (const key of keys) {
      expect(vi).toHaveProperty([key]);
      expect(en).toHaveProperty([key]);
    }
  });
});
