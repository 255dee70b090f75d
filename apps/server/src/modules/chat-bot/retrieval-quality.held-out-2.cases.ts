import type { RetrievalCase } from './retrieval-quality.cases';

/**
 * SECOND HELD-OUT set (issue 24 §7), written on 2026-11-28 BEFORE the "not found" rule was changed, and never read by
 * the tuning (retrieval-tuning.test.ts reads retrieval-quality.cases.ts only). The first held-out set had been looked
 * at while the rule evolved, so it is no longer a clean measure; this one is. At least 15 questions per topic that the
 * documents cannot answer — Vietnamese with and without diacritics and English, some close to the documents' words
 * ("tài khoản ngân hàng", "bánh chưng ngày Tết", "bằng lái") — and answerable questions worded anew.
 * Do not tune on these; the figures are reported by retrieval-quality.test.ts.
 * Measured before the change: top-3 76.2 % (16/21), "not found" 68.8 % (33/48; per topic 1/4/6: 10, 11, 12 of 16).
 * After (rule chosen on the tuning set only): top-3 81.0 % (17/21), "not found" 91.7 % (44/48; 13, 15, 16 of 16).
 * After the synonyms, the accent-folded field and the sources' share (chosen on the tuning set only; this set's
 * figures were not looked at case by case): top-3 81.0 % (17/21), "not found" 95.8 % (46/48; 15, 15, 16 of 16).
 * Since held-out set 4 was written (issue 24 §7, 2026-11-28 21:55 UTC), this set is TUNING MATERIAL: it had been
 * measured, and retrieval-tuning.test.ts now reads it with the tuning set.
 */
export const HELD_OUT_2_CASES: RetrievalCase[] = [
  // Topic 6: the student handbook — answerable.
  { topic: 6, q: 'Học sinh có được nhuộm tóc không?', expect: '3.3. Tóc, giày' },
  { topic: 6, q: 'What if I catch chickenpox?', expect: '11.3. Infectious diseases' },
  { topic: 6, q: 'xem phieu ket qua hoc tap o dau', expect: '8.6. Xem điểm' },
  { topic: 6, q: 'Có được mang máy tính bảng đến lớp không?', expect: '5.3. Máy tính xách tay' },
  { topic: 6, q: 'Where can I buy a new uniform?', expect: '3.4. Buying and exchanging uniform' },
  { topic: 6, q: 'Phòng y tế ở đâu, mở cửa lúc nào?', expect: '11.1. Phòng y tế' },
  { topic: 6, q: 'When is the flag ceremony?', expect: '2.2. Flag ceremony' },
  // Topic 6 — unanswerable.
  { topic: 6, q: 'Trường có cho học sinh nuôi mèo trong lớp không?', expect: null },
  { topic: 6, q: 'Ai là ca sĩ nổi tiếng nhất Việt Nam?', expect: null },
  { topic: 6, q: 'Giá vé xem phim cuối tuần này bao nhiêu?', expect: null },
  { topic: 6, q: 'Mua vé concert BlackPink ở đâu?', expect: null },
  { topic: 6, q: 'Làm thế nào để mở tài khoản ngân hàng?', expect: null },
  { topic: 6, q: 'Kết quả bóng đá Ngoại hạng Anh tối qua thế nào?', expect: null },
  { topic: 6, q: 'thoi tiet ngay mai o ha noi the nao', expect: null },
  { topic: 6, q: 'cach nau pho bo ngon', expect: null },
  { topic: 6, q: 'bao gio co iphone moi', expect: null },
  { topic: 6, q: 'khi nao co ket qua xo so', expect: null },
  { topic: 6, q: 'How do I apply for a passport?', expect: null },
  { topic: 6, q: 'What is the capital of Australia?', expect: null },
  { topic: 6, q: 'How much does a taxi to the airport cost?', expect: null },
  { topic: 6, q: 'Is there a skating rink near the school?', expect: null },
  { topic: 6, q: 'What is the recipe for chocolate cake?', expect: null },
  { topic: 6, q: 'Can I sell my old video games at school?', expect: null },
  // Topic 1: the staff regulations — answerable.
  { topic: 1, q: 'Mấy giờ giáo viên phải có mặt ở trường?', expect: 'Điều 4. Thời giờ làm việc' },
  { topic: 1, q: 'How many days off do we get for Tet?', expect: 'Article 10. Public holidays' },
  { topic: 1, q: 'di muon bao nhieu phut thi bi tru luong', expect: 'Điều 6. Đi muộn' },
  { topic: 1, q: 'What must I do when the fire alarm rings?', expect: 'Article 23. Fire safety' },
  { topic: 1, q: 'Kết hôn được nghỉ mấy ngày có lương?', expect: 'Điều 9. Nghỉ việc riêng' },
  { topic: 1, q: 'Khiếu nại quyết định kỷ luật ở đâu?', expect: ['Điều 33. Khiếu nại', 'Điều 30. Trình tự'] },
  {
    topic: 1,
    q: 'how many hours of professional development per year',
    expect: 'Article 18. Professional development',
  },
  // Topic 1 — unanswerable.
  { topic: 1, q: 'Giáo viên có được hỗ trợ tiền mua nhà không?', expect: null },
  { topic: 1, q: 'Có được mang thú cưng đến phòng giáo viên không?', expect: null },
  { topic: 1, q: 'Xe buýt số mấy đi đến sân bay Nội Bài?', expect: null },
  { topic: 1, q: 'Ai vô địch World Cup năm 2018?', expect: null },
  { topic: 1, q: 'Trường có tổ chức giải chạy marathon cho giáo viên không?', expect: null },
  { topic: 1, q: 'mat khau may in phong giao vien la gi', expect: null },
  { topic: 1, q: 'gia vang hom nay bao nhieu', expect: null },
  { topic: 1, q: 'lich chieu phim rap gan truong', expect: null },
  { topic: 1, q: 'cach doi bang lai xe quoc te', expect: null },
  { topic: 1, q: 'What is the staff discount at the local gym?', expect: null },
  { topic: 1, q: 'How do I renew my passport?', expect: null },
  { topic: 1, q: 'Which stocks should I buy this year?', expect: null },
  { topic: 1, q: 'Is the school buying new pianos next year?', expect: null },
  { topic: 1, q: 'What is the weather forecast for Hanoi tomorrow?', expect: null },
  { topic: 1, q: 'Can I bring my cat to the staff room?', expect: null },
  { topic: 1, q: 'Công đoàn tổ chức đi du lịch hè ở đâu năm nay?', expect: null },
  // Topic 4: the school introduction — answerable.
  { topic: 4, q: 'Trường đã đạt những thành tích gì?', expect: '7. Thành tích' },
  { topic: 4, q: 'What is the vision of HPL?', expect: '2.2. Vision' },
  { topic: 4, q: 'Xe đưa đón của trường giá bao nhiêu?', expect: '16.1. Xe đưa đón' },
  { topic: 4, q: 'Chương trình Cambridge học những môn gì?', expect: '4.2. Chương trình Cambridge' },
  { topic: 4, q: 'What does a typical school day look like?', expect: '18. A typical school day' },
  { topic: 4, q: 'hoc sinh can ho tro dac biet co duoc nhan khong', expect: '15.3. Học sinh cần hỗ trợ đặc biệt' },
  { topic: 4, q: 'Trường có phòng y tế và bác sĩ không?', expect: '5.5. Bán trú và y tế' },
  // Topic 4 — unanswerable.
  { topic: 4, q: 'Vé tàu hỏa đi Sài Gòn giá bao nhiêu?', expect: null },
  { topic: 4, q: 'Trường có sân golf không?', expect: null },
  { topic: 4, q: 'Hiệu trưởng thích ăn món gì nhất?', expect: null },
  { topic: 4, q: 'Cách gói bánh chưng ngày Tết?', expect: null },
  { topic: 4, q: 'Tỷ giá đô la hôm nay là bao nhiêu?', expect: null },
  { topic: 4, q: 'truong co day lai xe o to khong', expect: null },
  { topic: 4, q: 'gia nha dat quanh truong bao nhieu', expect: null },
  { topic: 4, q: 'ket qua xo so mien bac hom nay', expect: null },
  { topic: 4, q: 'Who is the president of the United States?', expect: null },
  { topic: 4, q: 'Does the school have a zoo?', expect: null },
  { topic: 4, q: 'How much is a hotel room near the school?', expect: null },
  { topic: 4, q: 'What is the price of bitcoin today?', expect: null },
  { topic: 4, q: 'Can students keep horses at school?', expect: null },
  { topic: 4, q: 'Is there a cinema on the campus?', expect: null },
  { topic: 4, q: 'Does HPL offer cooking classes for adults?', expect: null },
  { topic: 4, q: 'Trường có nuôi cá sấu không?', expect: null },
];
