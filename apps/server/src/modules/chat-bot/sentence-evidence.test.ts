import { describe, expect, it } from 'vitest';
import { analyseQuery } from './query-terms';
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
});
