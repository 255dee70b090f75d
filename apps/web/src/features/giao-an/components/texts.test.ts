import { PLAN_STATUSES } from '@hpl/shared/giao-an/contract';
import { ACTIVITY_FIELDS, PLAN_PROGRAMMES, SECTION_KINDS } from '@hpl/shared/giao-an/sections';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/giao-an.json';
import vi from '../../../locales/vi/giao-an.json';

describe('giao-an screens', () => {
  it('name every status, section kind, programme and activity field in both languages', () => {
    const keys = [
      ...PLAN_STATUSES.map((s) => `status.${s}`),
      ...ACTIVITY_FIELDS.map((f) => `field.${f}`),
      ...SECTION_KINDS.map((k) => `settings.kind.${k}`),
      ...PLAN_PROGRAMMES.map((p) => `settings.programme.${p}`),
      'section.chung',
      'decision.approve',
      'decision.return',
    ];
    for (const key of keys) {
      expect(vi).toHaveProperty([key]);
      expect(en).toHaveProperty([key]);
    }
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
  });
});
