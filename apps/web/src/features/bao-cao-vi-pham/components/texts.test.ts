import { TRANG_THAI_TU_KIEM_DIEM } from '@hpl/shared/bao-cao-vi-pham/contract';
import { TRANG_THAI_NEN_NEP } from '@hpl/shared/bao-cao-vi-pham/nen-nep';
import { TRANG_THAI_VI_PHAM_NV } from '@hpl/shared/bao-cao-vi-pham/nhan-vien';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/bao-cao-vi-pham.json';
import vi from '../../../locales/vi/bao-cao-vi-pham.json';

describe('bao-cao-vi-pham screens', () => {
  it('name every class-discipline, self-review and staff-report status and conduct level in both languages', () => {
    const keys = [
      ...TRANG_THAI_NEN_NEP.map((s) => `nenNep.status.${s}`),
      'nenNep.status.none',
      ...TRANG_THAI_TU_KIEM_DIEM.map((s) => `selfReview.status.${s}`),
      ...TRANG_THAI_VI_PHAM_NV.map((s) => `staffStatus.${s}`),
      ...['Tốt', 'Khá', 'Đạt', 'Chưa đạt'].map((l) => `conduct.${l}`),
    ];
    for (const key of keys) {
      expect(vi).toHaveProperty([key]);
      expect(en).toHaveProperty([key]);
    }
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
  });
});
