import { describe, expect, it } from 'vitest';
import { expectedKinds, holdsKind } from './answer-types';
import { lacksAnswer, type Retrieved } from './retrieval';

describe('the kind of answer a question asks for (issue 24 §7)', () => {
  it('reads the kind from the question, in Vietnamese with or without accents and in English', () => {
    expect(expectedKinds('Ai là hiệu trưởng?')).toContain('name');
    expect(expectedKinds('hieu truong la ai')).toContain('name');
    expect(expectedKinds("What is the school nurse's name?")).toContain('name');
    expect(expectedKinds('Ban Giám hiệu gồm những ai?')).not.toContain('name');
    expect(expectedKinds('Câu lạc bộ sinh hoạt đến mấy giờ?')).toContain('clock');
    expect(expectedKinds('Được nghỉ không lương tối đa bao nhiêu ngày?')).toEqual(['unit']);
    expect(expectedKinds('Thẻ học sinh làm lại mất bao nhiêu tiền?')).toContain('money');
  });

  it('finds a person named in the passage by a title before the name', () => {
    expect(holdsKind('name', 'Ai là hiệu trưởng?', 'Hiệu trưởng: Tiến sĩ Nguyễn Thị Thanh Hà, phụ trách chung.')).toBe(
      true,
    );
    expect(holdsKind('name', 'Who is the principal?', 'Principal: Dr Nguyen Thi Thanh Ha.')).toBe(true);
    expect(holdsKind('name', 'Ai là trưởng phòng?', 'Phòng Công tác học sinh: phòng 103, nhà A.')).toBe(false);
    expect(holdsKind('unit', 'bao nhiêu ngày', 'được nghỉ 3 ngày')).toBe(true);
    expect(holdsKind('unit', 'bao nhiêu ngày', 'nghỉ theo lịch của Nhà trường, 2 lần')).toBe(false);
  });

  it('does not answer with a best passage lacking a checked kind, nor the most specific word when it covers little', () => {
    const best = { score: 1, coverage: 0.4, missing: 0 } as Retrieved;
    expect(lacksAnswer({ ...best, lacks: ['name'] })).toBe(true);
    expect(lacksAnswer({ ...best, lacks: ['key'] })).toBe(true);
    expect(lacksAnswer({ ...best, coverage: 0.8, lacks: ['key'] })).toBe(false);
    expect(lacksAnswer({ ...best, lacks: ['place'] })).toBe(false);
    expect(lacksAnswer(best)).toBe(false);
  });
});
