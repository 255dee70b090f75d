import type { RetrievalCase } from './retrieval-quality.cases';

/**
 * HELD-OUT questions for the retrieval-quality test: written once, never used to choose the ranking's or the
 * "not found" rule's numbers (those are tuned on `retrieval-quality.cases.ts` only, see retrieval-tuning.test.ts).
 * Do not adjust thresholds to make these pass; if the figures drop, the rule is what needs a better idea.
 * Vietnamese with and without diacritics and English; 7 of them cannot be answered from the documents.
 * First measurement with the rule tuned on the tuning set (2026-11-25): top-1 63.2 %, top-3 78.9 % (15/19), correct
 * "not found" 42.9 % (3/7), against 91.2 % / 85.7 % on the tuning set: the lexical ranking and the rule do not
 * generalise to new wordings yet, and this test says so by failing. After the introduction grew (same rule): top-3
 * 84.2 % (16/19), "not found" 3/7 — still under 85 %. After issue 24 §7 (novel words count against the best
 * passage, rule re-tuned on the tuning set; 2026-11-28): top-3 84.2 % (16/19), "not found" 6/7. This set had been
 * looked at while the rule evolved, so retrieval-quality.held-out-2.cases.ts is the clean measure now.
 */
export const HELD_OUT_CASES: RetrievalCase[] = [
  // Topic 6: the student handbook.
  { topic: 6, q: 'Đồng phục thể dục gồm những gì?', expect: '3.2. Đồng phục thể dục' },
  { topic: 6, q: 'what do i wear for PE lessons', expect: '3.2. PE uniform' },
  { topic: 6, q: 'nghi hoc khong xin phep bi xu ly the nao', expect: '4.2. Nghỉ không phép' },
  { topic: 6, q: 'Can I leave school early for a dentist appointment?', expect: '4.5. Leaving school' },
  { topic: 6, q: 'Em bị dị ứng hải sản thì nhà ăn có nấu riêng không?', expect: '9.3. Dị ứng thực phẩm' },
  { topic: 6, q: 'vang mat hom kiem tra thi co duoc kiem tra bu khong', expect: '8.3. Vắng mặt khi kiểm tra' },
  { topic: 6, q: 'How are conduct points counted?', expect: '6.1. Conduct points' },
  { topic: 6, q: 'quen mat khau tai khoan cong thong tin', expect: '15.2. Tài khoản' },
  { topic: 6, q: 'Trường có dạy lái máy bay không?', expect: null },
  { topic: 6, q: 'Is there a swimming competition against other cities this weekend?', expect: null },
  // Topic 1: the staff regulations.
  { topic: 1, q: 'Đổi tiết với đồng nghiệp cần báo ai?', expect: 'Điều 14. Đổi tiết' },
  { topic: 1, q: 'who approves swapping a lesson with a colleague', expect: 'Article 14. Swapping lessons' },
  { topic: 1, q: 'thuong tet duoc tinh the nao', expect: 'Điều 27. Thưởng' },
  { topic: 1, q: 'What should I do if a student is injured in my lesson?', expect: 'Article 25. Medical incidents' },
  { topic: 1, q: 'Làm hỏng máy chiếu của trường có phải bồi thường không?', expect: 'Điều 31. Trách nhiệm vật chất' },
  { topic: 1, q: 'Giáo viên có được đi du lịch nước ngoài bằng ngân sách trường mỗi năm không?', expect: null },
  { topic: 1, q: 'What is the menu in the staff canteen on Friday?', expect: null },
  // Topic 4: the school introduction.
  { topic: 4, q: 'Trường có những cấp học nào?', expect: '3. Các cấp học' },
  { topic: 4, q: 'How does the entrance test work?', expect: '8.3. Entrance assessment' },
  { topic: 4, q: 'Can we visit the campus before applying?', expect: '8.6. Visiting the school' },
  { topic: 4, q: 'thu vien truong co bao nhieu dau sach', expect: '5.3. Thư viện' },
  { topic: 4, q: 'What is the school mission?', expect: '2.1. Mission' },
  { topic: 4, q: 'Hội cha mẹ học sinh làm những việc gì?', expect: '10. Hội Cha mẹ học sinh' },
  { topic: 4, q: 'Trường có ký túc xá cho học sinh ở lại qua đêm không?', expect: null },
  { topic: 4, q: 'Who won the football world cup in 2022?', expect: null },
  { topic: 4, q: 'gia xang hom nay bao nhieu', expect: null },
];
