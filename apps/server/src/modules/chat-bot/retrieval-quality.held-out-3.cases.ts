import type { RetrievalCase } from './retrieval-quality.cases';

/**
 * THIRD HELD-OUT set, written on 2026-11-28 (15:30 UTC) and committed BEFORE the ranking changes that follow it
 * (accent-folded field, syllable pairs, school synonyms, BM25 parameters, the "not found" margin), so that no number
 * was chosen with it in view. The second held-out set had been measured while the previous rule was chosen, so this
 * one is the clean measure of those changes. Written from the documents' headings and text, not from what the
 * retrieval answers: for each topic about 13 answerable questions worded anew (Vietnamese with and without diacritics,
 * English; the expected passage is the one in the question's language) and 16 the documents cannot answer, several
 * close to the documents' words ("sân bóng", "Long Biên", "swimming pool", "club", "giáo viên").
 * 41 questions of the first draft repeated a question of the tuning set (same words, or the same question in the
 * other language, or the same kind of unanswerable question: "helicopter pad", "best smartphone"), which would have
 * leaked the tuning into this measure: they were replaced before any ranking change (the first draft's figures,
 * aggregate only, were top-3 33/39 and "not found" 42/48; no case's answer was looked at).
 * Measured before the changes (top-3 84.6 %, 33/39; "not found" 91.7 %, 44/48; per topic 1/4/6: top-3 11, 9, 13 of
 * 13, "not found" 15, 15, 14 of 16) and after (top-3 82.1 %, 32/39; "not found" 93.8 %, 45/48; top-3 10, 9, 13,
 * "not found" 16, 15, 14); see retrieval-quality.test.ts.
 * Do not tune on these: retrieval-tuning.test.ts reads retrieval-quality.cases.ts only; the figures are reported by
 * retrieval-quality.test.ts.
 * Since held-out set 4 was written (issue 24 §7, 2026-11-28 21:55 UTC), this set is TUNING MATERIAL: it had been
 * measured, and retrieval-tuning.test.ts now reads it with the tuning set.
 */
export const HELD_OUT_3_CASES: RetrievalCase[] = [
  // Topic 6: the student handbook — answerable.
  { topic: 6, q: 'Tiết sinh hoạt lớp vào hôm nào?', expect: '2.2. Chào cờ và sinh hoạt lớp' },
  { topic: 6, q: 'may gio phu huynh den don hoc sinh tieu hoc', expect: '2.3. Đón và trả học sinh' },
  { topic: 6, q: 'Can I wear nail polish to school?', expect: '3.3. Hair, shoes and accessories' },
  { topic: 6, q: 'Đồng phục mua rồi có đổi size được không?', expect: '3.4. Mua và đổi đồng phục' },
  { topic: 6, q: 'hoc sinh co duoc ra khoi truong giua buoi khong', expect: '4.5. Ra khỏi trường trong giờ học' },
  { topic: 6, q: 'Bài tập về nhà được giao ở đâu?', expect: '8.1. Bài tập về nhà' },
  { topic: 6, q: 'What happens if I fail a subject at the end of the year?', expect: '8.7. Moving up and repeating' },
  { topic: 6, q: 'Em bị hen suyễn thì có được mang thuốc theo người không?', expect: '11.2. Uống thuốc tại trường' },
  { topic: 6, q: 'Do I have to wear a seatbelt on the school bus?', expect: '12. School bus' },
  {
    topic: 6,
    q: 'Em hay lo lắng, căng thẳng thì ở trường có ai để nói chuyện không?',
    expect: '14. Tư vấn tâm lý học đường',
  },
  { topic: 6, q: 'dong hoc phi ca nam co duoc giam khong', expect: '16. Học phí và các khoản thu' },
  { topic: 6, q: 'What counts as bullying?', expect: '7.1. What bullying is' },
  { topic: 6, q: 'When must lunch and bus fees be paid?', expect: '16. Tuition and fees' },
  // Topic 6 — unanswerable.
  { topic: 6, q: 'Học sinh có được đi xe máy điện đến trường không?', expect: null },
  { topic: 6, q: 'Trường có tổ chức dạ hội tốt nghiệp không?', expect: null },
  { topic: 6, q: 'Giá thuê sân bóng của trường vào cuối tuần là bao nhiêu?', expect: null },
  { topic: 6, q: 'Điểm chuẩn vào đại học Bách khoa năm nay là bao nhiêu?', expect: null },
  { topic: 6, q: 'Trường có bán vé xem xiếc không?', expect: null },
  { topic: 6, q: 'lich thi dau cua doi tuyen viet nam', expect: null },
  { topic: 6, q: 'cach giai phuong trinh bac hai', expect: null },
  { topic: 6, q: 'truong co phong karaoke khong', expect: null },
  { topic: 6, q: 'mua sach giao khoa cu o pho nao', expect: null },
  { topic: 6, q: 'Who is the best footballer in the world?', expect: null },
  { topic: 6, q: 'What time does the shopping mall open on Sunday?', expect: null },
  { topic: 6, q: 'How do I fix a flat bicycle tyre?', expect: null },
  { topic: 6, q: 'Can you write my essay about climate change?', expect: null },
  { topic: 6, q: 'What is the price of the new PlayStation?', expect: null },
  { topic: 6, q: 'Where can I rent a costume for Halloween?', expect: null },
  { topic: 6, q: 'Is there a school prom in December?', expect: null },
  // Topic 1: the staff regulations — answerable.
  { topic: 1, q: 'cham cong ho cho dong nghiep bi xu ly the nao', expect: 'Điều 5. Chấm công' },
  { topic: 1, q: 'phep nam chua nghi het co duoc chuyen sang nam sau khong', expect: 'Điều 7. Nghỉ phép năm' },
  { topic: 1, q: 'How long is maternity leave?', expect: 'Article 8. Sick leave' },
  { topic: 1, q: 'Một tháng được làm thêm tối đa bao nhiêu giờ?', expect: 'Điều 11. Làm thêm giờ' },
  { topic: 1, q: 'Who approves my lesson plans, and how fast?', expect: 'Article 12. Lesson plans' },
  { topic: 1, q: 'co phai day tiet thao giang khong', expect: 'Điều 16. Dự giờ và thao giảng' },
  { topic: 1, q: 'Giáo viên nam có phải thắt cà vạt không?', expect: 'Điều 19. Trang phục' },
  {
    topic: 1,
    q: 'How should I contact parents about their child?',
    expect: 'Article 21. Conduct towards parents',
  },
  { topic: 1, q: 'Báo chí muốn phỏng vấn thì giáo viên có được trả lời không?', expect: 'Điều 22. Bảo mật thông tin' },
  { topic: 1, q: 'thac mac ve phieu luong thi hoi ai', expect: 'Điều 26. Trả lương' },
  { topic: 1, q: 'Do staff children get a discount on tuition?', expect: 'Article 28. Insurance and benefits' },
  { topic: 1, q: 'Tự ý bỏ việc mấy ngày thì bị sa thải?', expect: 'Điều 29. Hành vi vi phạm' },
  { topic: 1, q: 'Can I change a mark after the gradebook is locked?', expect: 'Article 15. Tests' },
  // Topic 1 — unanswerable.
  { topic: 1, q: 'Phòng giáo viên có máy pha cà phê không?', expect: null },
  { topic: 1, q: 'Giá thuê căn hộ gần trường bao nhiêu?', expect: null },
  { topic: 1, q: 'Công thức nấu bún chả Hà Nội?', expect: null },
  { topic: 1, q: 'Ai là thủ tướng Nhật Bản hiện nay?', expect: null },
  { topic: 1, q: 'Trường có tặng quà sinh nhật cho giáo viên không?', expect: null },
  { topic: 1, q: 'cach cai dat may in o nha', expect: null },
  { topic: 1, q: 'lich bay di da nang thang sau', expect: null },
  { topic: 1, q: 'gia ca phe o quan doi dien truong', expect: null },
  { topic: 1, q: 'co duoc nuoi ca canh trong phong hop khong', expect: null },
  { topic: 1, q: 'How do I reset my home router?', expect: null },
  { topic: 1, q: 'How do I book a table at a restaurant in Hanoi?', expect: null },
  { topic: 1, q: 'Who wrote Harry Potter?', expect: null },
  { topic: 1, q: 'What is the exchange rate of the euro today?', expect: null },
  { topic: 1, q: 'Does the school pay for staff yoga retreats in Bali?', expect: null },
  { topic: 1, q: 'How do I translate a PDF into Japanese?', expect: null },
  { topic: 1, q: 'When does the next iPhone come out?', expect: null },
  // Topic 4: the school introduction — answerable.
  { topic: 4, q: 'HPL mở cấp trung học phổ thông từ năm nào?', expect: '1. Lịch sử hình thành' },
  { topic: 4, q: 'What is the school motto?', expect: '2.3. Core values' },
  { topic: 4, q: 'Mỗi tuần có mấy tiết STEM?', expect: '4.4. Giáo dục kỹ năng sống và STEM' },
  { topic: 4, q: 'Mùa đông học sinh có bơi được không?', expect: '5.4. Thể thao' },
  { topic: 4, q: 'Which vice-principal is responsible for the national programme?', expect: '6.1. School leadership' },
  { topic: 4, q: 'Nhà ăn phục vụ bao nhiêu suất mỗi ngày?', expect: '5.5. Bán trú và y tế' },
  { topic: 4, q: 'When are the mid-term tests of term 1?', expect: '12.2. Tests, reports and parent meetings' },
  { topic: 4, q: 'nghi giua hoc ky 1 vao nhung ngay nao', expect: '12.1. Học kỳ và các kỳ nghỉ' },
  { topic: 4, q: 'dang ky cau lac bo vao luc nao', expect: '13.4. Đăng ký câu lạc bộ' },
  { topic: 4, q: 'How can parents see where the school bus is?', expect: '16.1. School bus' },
  { topic: 4, q: 'email phong tuyen sinh la gi', expect: '17. Danh bạ các bộ phận' },
  {
    topic: 4,
    q: 'We move to Hanoi in January: can our son start at HPL then?',
    expect: '15.2. Joining during the school year',
  },
  { topic: 4, q: 'nop ho so nhap hoc co can ban sao giay khai sinh khong', expect: ['8.2. Hồ sơ', '15.1. Các bước'] },
  // Topic 4 — unanswerable.
  { topic: 4, q: 'Trường có chi nhánh ở Thành phố Hồ Chí Minh không?', expect: null },
  { topic: 4, q: 'Trường có trạm sạc xe điện không?', expect: null },
  { topic: 4, q: 'Đội bóng nào vô địch V-League năm ngoái?', expect: null },
  { topic: 4, q: 'Giá cổ phiếu ngân hàng hôm nay thế nào?', expect: null },
  { topic: 4, q: 'cong thuc nau canh chua ca', expect: null },
  { topic: 4, q: 've tau cao toc ha noi hai phong gia bao nhieu', expect: null },
  { topic: 4, q: 'lich cat dien quan long bien tuan nay', expect: null },
  { topic: 4, q: 'truong co day nhay du khong', expect: null },
  { topic: 4, q: 'Does the school have a planetarium?', expect: null },
  { topic: 4, q: 'How many Michelin restaurants are there in Hanoi?', expect: null },
  { topic: 4, q: 'What is the population of Vietnam?', expect: null },
  { topic: 4, q: 'Can parents rent the swimming pool for a birthday party?', expect: null },
  { topic: 4, q: 'Is there an ice hockey team?', expect: null },
  { topic: 4, q: 'Who designed the school logo?', expect: null },
  { topic: 4, q: 'How do I get a visa to study in Japan?', expect: null },
  { topic: 4, q: 'Which celebrity visited the school last year?', expect: null },
];
