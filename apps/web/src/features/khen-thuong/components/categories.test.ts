import { LOAI_KHEN_THUONG } from '@hpl/shared/khen-thuong/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/khen-thuong.json';
import vi from '../../../locales/vi/khen-thuong.json';
import { CATEGORY_COLOURS } from './categories';

describe('award categories', () => {
  it('have a colour and a name in both languages', () => {
    for (const loai of LOAI_KHEN_THUONG) {
      expect(CATEGORY_COLOURS[loai]).toBeTruthy();
      expect(vi).toHaveProperty([`loai.${loai}`]);
      expect(en).toHaveProperty([`loai.${loai}`]);
    }
  });
});
