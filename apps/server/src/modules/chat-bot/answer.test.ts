import { describe, expect, it } from 'vitest';
import { composeAnswer } from './answer';
import type { Retrieved } from './retrieval';

const passage = (id: number, muc: string, noiDung: string): Retrieved => ({
  id,
  taiLieuId: 1,
  taiLieu: 'Sổ tay học sinh',
  ngonNgu: 'vi',
  muc,
  noiDung,
  vanBan: `${muc.toLowerCase()}\n${noiDung.toLowerCase()}`,
  score: 10 - id,
  coverage: 1,
  missing: 0,
});

describe('composeAnswer', () => {
  it('quotes only the best passage, so the reveal (15 ms per character) stays short', () => {
    const long = 'Học sinh không dùng điện thoại trong giờ học. '.repeat(40);
    const answer = composeAnswer(
      [
        passage(1, '5.1. Điện thoại di động', long),
        passage(2, '5.2. Vi phạm', long),
        passage(3, '5.3. Máy tính', long),
      ],
      ['dien', 'thoai'],
    );
    expect(answer).toMatch(/^Theo tài liệu của trường:/);
    expect(answer).toContain('(Nguồn: Sổ tay học sinh — 5.1. Điện thoại di động)');
    expect(answer).not.toContain('5.2. Vi phạm');
    expect(answer).not.toContain('5.3. Máy tính');
    expect(answer.length * 15).toBeLessThan(10_000);
  });

  it('is empty without passages', () => {
    expect(composeAnswer([], [])).toBe('');
  });
});
