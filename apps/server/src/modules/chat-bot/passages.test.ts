import { describe, expect, it } from 'vitest';
import { excerpt, questionLanguage } from './answer';
import { headingOf, splitPassages } from './passages';
import { analyseQuery, asksForNumber, isEnglishQuestion, stem, toTsQuery } from './query-terms';
import { rankCandidates } from './ranking';
import { spellAccents } from './retrieval';
import { htmlToText } from './text-extraction';

describe('splitting a document into passages', () => {
  it('splits plain text (PDF, DOCX) along chapters and articles, naming the path of each passage', () => {
    const text = [
      'NỘI QUY TRƯỜNG HỌC',
      'Chương I',
      'QUY ĐỊNH CHUNG',
      'Điều 1. Phạm vi điều chỉnh',
      'Nội quy này áp dụng cho mọi học sinh.',
      'Điều 2. Giờ học',
      'Học sinh có mặt lúc 7 giờ 25.',
      'Chương II. Kỷ luật',
      'Điều 5. Đi học muộn',
      '1. Đi muộn 3 lần tính 1 buổi nghỉ không phép.',
      '2. Đi muộn nhiều lần bị trừ điểm nề nếp.',
    ].join('\n');
    const passages = splitPassages(text, 'text');
    expect(passages.map((p) => p.muc)).toEqual([
      '',
      'Chương I',
      'Chương I › Điều 1. Phạm vi điều chỉnh',
      'Chương I › Điều 2. Giờ học',
      'Chương II. Kỷ luật › Điều 5. Đi học muộn',
    ]);
    expect(passages[4]!.noiDung).toBe(
      '1. Đi muộn 3 lần tính 1 buổi nghỉ không phép.\n2. Đi muộn nhiều lần bị trừ điểm nề nếp.',
    );
  });

  it('follows Markdown headings, leaves the single title out of the path and keeps articles below headings', () => {
    const markdown =
      '# Sổ tay\n\nLời mở đầu.\n\n## 1. Giờ học\n\n### Điều 5. Đi muộn\n\nĐi muộn **3 lần** là một buổi.\n';
    expect(splitPassages(markdown, 'markdown')).toEqual([
      { muc: '', noiDung: 'Lời mở đầu.' },
      { muc: '1. Giờ học › Điều 5. Đi muộn', noiDung: 'Đi muộn 3 lần là một buổi.' },
    ]);
    expect(headingOf('Article 12. Lesson plans', false)).toEqual({ level: 4, title: 'Article 12. Lesson plans' });
    expect(headingOf('CHAPTER II. WORKING HOURS', false)?.level).toBe(2);
    expect(headingOf('Điều này áp dụng cho mọi người vì…', false)).toBeNull();
  });

  it('cuts a long section at paragraph and sentence boundaries into readable passages', () => {
    const sentence = 'Học sinh giữ gìn vệ sinh chung và không xả rác trong lớp học. ';
    const markdown = `## Điều 9. Vệ sinh\n\n${sentence.repeat(30)}\n\n${sentence.repeat(30)}`;
    const passages = splitPassages(markdown, 'markdown');
    expect(passages.length).toBeGreaterThan(2);
    for (const p of passages) {
      expect(p.muc).toBe('Điều 9. Vệ sinh');
      expect(p.noiDung.length).toBeLessThanOrEqual(1400);
      expect(p.noiDung.endsWith('.')).toBe(true);
    }
  });

  it('reads mammoth HTML with its headings as Markdown', () => {
    expect(htmlToText('<h1>Nội quy</h1><p>Điều 1 &amp; 2</p><ul><li>Một</li></ul>').trim()).toBe(
      '# Nội quy\n\nĐiều 1 & 2\n\n\n- Một',
    );
  });
});

describe('what a question is searched with', () => {
  it('drops words without meaning, keeps homographs that matter once unaccented and stems English by prefix', () => {
    const query = analyseQuery('hoc sinh di hoc muon thi bi xu ly the nao');
    // "thế nào" only frames the question: "the" goes next to "nao" (alone it may be "thẻ", a card).
    expect(query.terms.map((t) => t.text)).toEqual(['hoc', 'sinh', 'di', 'muon', 'xu', 'ly']);
    expect(analyseQuery('mat the hoc sinh').terms.map((t) => t.text)).toEqual(['mat', 'the', 'hoc', 'sinh']);
    expect(query.pairs).toContainEqual(['hoc', 'sinh']);
    // With the question's accents, a stopword spelt otherwise than its function word is a word: "bể" (not "be"),
    // "thi" (an exam, not "thì"), "vé" (not "về"); "ở", "có" and "không" stay dropped, and so does "đâu" after "ở".
    const spelled = analyseQuery('be boi o dau, co thi ve khong', [
      'bể',
      'bơi',
      'ở',
      'đâu',
      'có',
      'thi',
      'vé',
      'không',
    ]);
    expect(spelled.terms.map((t) => t.text)).toEqual(['be', 'boi', 'thi', 've']);
    expect(analyseQuery('be boi o dau, co thi ve khong').terms.map((t) => t.text)).toEqual(['boi']);
    // "đầu" (the start) is a word: only "đâu" spelt so, or "dau" after "o" in a question without accents, frames.
    expect(analyseQuery('dau hoc ky').terms.map((t) => t.text)).toEqual(['dau', 'hoc', 'ky']);
    expect(analyseQuery('o dau hoc ky', ['ở', 'đầu', 'học', 'kỳ']).terms.map((t) => t.text)).toEqual([
      'dau',
      'hoc',
      'ky',
    ]);
    // English framing words go in a question read as English only ("the" is "thẻ" in Vietnamese).
    expect(isEnglishQuestion('what time is the library open', false)).toBe(true);
    expect(isEnglishQuestion('mat the hoc sinh thi lam the nao', false)).toBe(false);
    expect(isEnglishQuestion('what time', true)).toBe(false);
    expect(analyseQuery('what time is the library open', undefined, true).terms.map((t) => t.text)).toEqual([
      'library',
      'open',
    ]);
    expect(analyseQuery('am i allowed to eat in class', undefined, true).terms.map((t) => t.text)).toEqual([
      'eat',
      'class',
    ]);
    expect(asksForNumber('Học phí bao nhiêu một năm?')).toBe(true);
    expect(asksForNumber('How much is the fee?')).toBe(true);
    expect(asksForNumber('may tinh xach tay')).toBe(false);
    expect(asksForNumber('Ai là hiệu trưởng?')).toBe(false);
    expect(stem('suspended')).toBe('suspend');
    expect(stem('libraries')).toBe('library');
    expect(stem('class')).toBe('class');
    expect(toTsQuery(analyseQuery('what happens to late students').terms)).toBe('(late | lates | lated) | student:*');
    expect(toTsQuery(analyseQuery('buy a bus pass').terms)).toBe(
      '(buy | buys | buyed | buying) | (bus | buses) | (pass | passes)',
    );
  });

  it('searches a school word with its synonyms, and weighs a word held only with other accents less', () => {
    expect(toTsQuery(analyseQuery('i forgot my facebook password').terms)).toBe(
      '(forgot:* | forget) | (facebook:* | social <-> media | mang <-> xa <-> hoi) | (password:* | mat <-> khau)',
    );
    const passages = [
      { id: 1, vanBan: 'di lai\nve may bay', accented: 'đi lại\nvé máy bay' },
      { id: 2, vanBan: 'lich hoc\nhoc thu bay', accented: 'lịch học\nhọc thứ bảy' },
    ];
    const unaccented = rankCandidates(analyseQuery('bay'), passages, () => 2, 10);
    expect(unaccented.map((r) => r.coverage)).toEqual([1, 1]);
    const accented = analyseQuery('bay');
    spellAccents('Bảy', accented.terms);
    const ranked = rankCandidates(accented, passages, () => 2, 10);
    expect(ranked.map((r) => r.candidate.id)).toEqual([2, 1]);
    expect(ranked[1]!.coverage).toBeLessThan(ranked[0]!.coverage);
  });

  it('tells the language of a question and quotes the sentences that hold its words', () => {
    expect(questionLanguage('Giờ vào lớp là mấy giờ?', 'en')).toBe('vi');
    expect(questionLanguage('What time does school start?', 'vi')).toBe('en');
    expect(questionLanguage('gio vao lop', 'vi')).toBe('vi');
    const text = `${'Câu mở đầu không liên quan. '.repeat(12)}Thư viện mở cửa lúc 7 giờ. ${'Câu kết thúc. '.repeat(20)}`;
    const normalized = text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').toLowerCase();
    expect(excerpt(text, normalized, ['thu', 'vien'])).toContain('Thư viện mở cửa lúc 7 giờ.');
  });
});
