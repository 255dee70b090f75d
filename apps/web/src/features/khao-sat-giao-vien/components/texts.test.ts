import { SURVEY_PROGRAMMES, SURVEY_STATES } from '@hpl/shared/khao-sat-giao-vien/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/khao-sat-giao-vien.json';
import vi from '../../../locales/vi/khao-sat-giao-vien.json';

describe('khao-sat-giao-vien screens', () => {
  it('name every campaign state and programme in both languages, with the same keys', () => {
    for (const key of [...SURVEY_STATES.map((s) => `state.${s}`), ...SURVEY_PROGRAMMES.map((p) => `programme.${p}`)]) {
      expect(vi).toHaveProperty([key]);
      expect(en).toHaveProperty([key]);
    }
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
  });
});
