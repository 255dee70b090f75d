import { OBSERVATION_STATUSES } from '@hpl/shared/bien-ban-du-gio/contract';
import { RUBRIC_CRITERIA, RUBRIC_TEXT } from '@hpl/shared/bien-ban-du-gio/rubric';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/bien-ban-du-gio.json';
import vi from '../../../locales/vi/bien-ban-du-gio.json';

describe('bien-ban-du-gio screens', () => {
  it('name every status in both languages, and every rubric criterion has both texts', () => {
    for (const status of OBSERVATION_STATUSES) {
      expect(vi).toHaveProperty([`status.${status}`]);
      expect(en).toHaveProperty([`status.${status}`]);
    }
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    for (const c of RUBRIC_CRITERIA) expect(RUBRIC_TEXT[c].vi && RUBRIC_TEXT[c].en).toBeTruthy();
  });
});
