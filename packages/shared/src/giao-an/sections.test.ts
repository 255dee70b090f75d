import { describe, expect, it } from 'vitest';
import { diffLines, diffPlanContent, emptyPlanContent } from './sections';

describe('lesson-plan version diff', () => {
  it('marks only the sections whose text changed, field by field', () => {
    const before = emptyPlanContent();
    before.mucTieu.kienThuc = 'Định nghĩa';
    before.hoatDong.luyenTap.noiDung = 'Bài 1';
    const after = structuredClone(before);
    after.mucTieu.kienThuc = 'Định nghĩa và công thức';
    after.hoatDong.luyenTap.toChuc = 'Nhóm 4';
    const diff = diffPlanContent(before, after);
    expect(diff.filter((d) => d.changed).map((d) => d.section)).toEqual(['kienThuc', 'luyenTap']);
    expect(diff.find((d) => d.section === 'luyenTap')!.fields).toEqual([
      { field: 'toChuc', before: '', after: 'Nhóm 4' },
    ]);
    expect(diff.find((d) => d.section === 'kienThuc')!.fields).toEqual([
      { field: 'text', before: 'Định nghĩa', after: 'Định nghĩa và công thức' },
    ]);
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
