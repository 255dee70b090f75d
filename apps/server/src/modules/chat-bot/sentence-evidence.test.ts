import { describe, expect, it } from 'vitest';
import { analyseQuery } from './query-terms';
import { lacksAnswer, type Retrieved, SENTENCE_COVERAGE } from './retrieval';
import { lacksInSentences, sentenceEvidence, splitSentences } from './sentence-evidence';

describe('evidence at the sentence (issue 24 §7)', () => {
  it('splits a passage into sentences and list items, not inside numbers and times', () => {
    expect(splitSentences('Phí làm lại thẻ là 50.000 đồng. Học sinh luôn mang theo thẻ.\n1. Mở lúc 7:00.')).toEqual([
      'Phí làm lại thẻ là 50.000 đồng.',
      'Học sinh luôn mang theo thẻ.',
      '1. Mở lúc 7:00.',
    ]);
  });

  it('asks for the number in the sentence about what is asked, not anywhere in the passage', () => {
    const question = 'Căng tin mở cửa lúc mấy giờ?';
    const { terms } = analyseQuery('cang tin mo cua luc may gio');
    const passage = {
      muc: '15.1. Thẻ học sinh',
      noiDung:
        'Thẻ học sinh dùng để thanh toán tại căng tin. Mất thẻ, học sinh báo Phòng Công tác học sinh; phí làm lại thẻ là 50.000 đồng.',
    };
    const evidence = sentenceEvidence(
      question,
      terms,
      terms.map(() => 1),
      passage,
      ['digit'],
    );
    expect(lacksInSentences(evidence, ['digit'])).toEqual(['digit']);
    const open = { ...passage, noiDung: 'Căng tin mở cửa từ 6 giờ 45. Căng tin bán đồ ăn sáng.' };
    expect(
      lacksInSentences(
        sentenceEvidence(
          question,
          terms,
          terms.map(() => 1),
          open,
          ['digit'],
        ),
        ['digit'],
      ),
    ).toEqual([]);
  });

  it('checks only the kinds the question asks for', () => {
    const { terms } = analyseQuery('thu vien o dau');
    const evidence = sentenceEvidence(
      'Thư viện ở đâu?',
      terms,
      [1, 1],
      { muc: '10. Thư viện', noiDung: 'Yên lặng.' },
      [],
    );
    expect(lacksInSentences(evidence, ['digit', 'money'])).toEqual([]);
  });

  it('measures how much of the question one sentence and the heading hold, and refuses a passage that only scatters it', () => {
    const { terms } = analyseQuery('giao vien co duoc tap gym o truong khong');
    // giao, vien, tap, gym, truong: "giáo viên" is in most passages, so it weighs little.
    const weights = terms.map((t) => (t.text === 'giao' || t.text === 'vien' ? 0.2 : 1));
    const scattered = {
      muc: 'Điều 23. Phòng cháy',
      noiDung: 'Giáo viên kiểm tra lối thoát hiểm. Phòng tập có bình chữa cháy. Trường kiểm tra bình mỗi học kỳ.',
    };
    const together = {
      muc: 'Điều 30. Phòng tập',
      noiDung: 'Giáo viên được tập gym ở phòng tập của trường sau giờ làm.',
    };
    const coverageOf = (passage: typeof scattered) =>
      sentenceEvidence('Giáo viên có được tập gym ở trường không?', terms, weights, passage, []).coverage;
    expect(coverageOf(scattered)).toBeLessThan(SENTENCE_COVERAGE);
    expect(coverageOf(together)).toBeGreaterThan(0.8);
    const best = (passage: typeof scattered): Retrieved =>
      ({
        ...passage,
        score: 10,
        coverage: 0.9,
        missing: 0,
        sentence: sentenceEvidence('', terms, weights, passage, []),
      }) as Retrieved;
    expect(lacksAnswer(best(scattered))).toBe(true);
    expect(lacksAnswer(best(together))).toBe(false);
  });
});
