import { RECORD_STATUSES } from '@hpl/shared/ho-so-chuyen-mon/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/ho-so-chuyen-mon.json';
import vi from '../../../locales/vi/ho-so-chuyen-mon.json';

describe('ho-so-chuyen-mon screens', () => {
  it('name every status in both languages, with the same keys', () => {
    for (const status of RECORD_STATUSES) {
      expect(vi).toHaveProperty([`status.${status}`]);
      expect(en).toHaveProperty([`status.${status}`]);
    }
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
  });
});
