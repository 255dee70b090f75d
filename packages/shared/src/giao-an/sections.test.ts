import { describe, expect, it } from 'vitest';
import { buildPlanContent, DEFAULT_LAYOUTS, diffLines, diffPlanContent, normalisePlanContent } from './sections';

describe('lesson-plan version diff', () => {
  it('marks only the sections whose text changed, field by field', () => {
    const before = buildPlanContent(DEFAULT_LAYOUTS.vn, {
      kienThuc: { text: 'Định nghĩa' },
      luyenTap: { noiDung: 'Bài 1' },
    });
    const after = buildPlanContent(DEFAULT_LAYOUTS.vn, {
      kienThuc: { text: 'Định nghĩa và công thức' },
      luyenTap: { noiDung: 'Bài 1', toChuc: 'Nhóm 4' },
    });
    const diff = diffPlanContent(before, after);
    expect(diff.filter((d) => d.changed).map((d) => d.section)).toEqual(['kienThuc', 'luyenTap']);
    expect(diff.find((d) => d.section === 'luyenTap')!.fields).toEqual([
      { field: 'toChuc', before: '', after: 'Nhóm 4' },
    ]);
    expect(diff.find((d) => d.section === 'kienThuc')!.fields).toEqual([
      { field: 'text', before: 'Định nghĩa', after: 'Định nghĩa và công thức' },
    ]);
  });

  it('compares versions written in different sections: added and dropped sections both show', () => {
    const before = buildPlanContent(DEFAULT_LAYOUTS.vn.slice(0, 2), {
      kienThuc: { text: 'A' },
      nangLuc: { text: 'B' },
    });
    const after = buildPlanContent([DEFAULT_LAYOUTS.vn[0]!, DEFAULT_LAYOUTS.cam[0]!], {
      kienThuc: { text: 'A' },
      learningObjectives: { text: 'C' },
    });
    const changed = diffPlanContent(before, after).filter((d) => d.changed);
    expect(changed.map((d) => [d.section, d.fields[0]!.before, d.fields[0]!.after])).toEqual([
      ['learningObjectives', '', 'C'],
      ['nangLuc', 'B', ''],
    ]);
  });

  it('reads a plan stored in the old fixed 5512 shape as the seeded national layout', () => {
    const old = {
      mucTieu: { kienThuc: 'K', nangLuc: '', phamChat: '' },
      thietBi: 'T',
      hoatDong: { moDau: { mucTieu: 'a', noiDung: 'b', sanPham: 'c', toChuc: 'd' } },
    };
    const content = normalisePlanContent(old);
    expect(content.muc.map((m) => m.ma)).toEqual(DEFAULT_LAYOUTS.vn.map((m) => m.ma));
    expect(content.muc.find((m) => m.ma === 'thietBi')!.truong).toEqual({ text: 'T' });
    expect(content.muc.find((m) => m.ma === 'moDau')!.truong).toEqual({
      mucTieu: 'a',
      noiDung: 'b',
      sanPham: 'c',
      toChuc: 'd',
    });
    expect(normalisePlanContent(content)).toBe(content);
  });

  it('diffs lines: kept, removed and added', () => {
    expect(diffLines('a\nb\nc', 'a\nc\nd')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
    expect(diffLines('', '')).toEqual([{ kind: 'same', text: '' }]);
  });
});
