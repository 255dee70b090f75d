import type { RetrievalCase } from './retrieval-quality.cases';

/**
 * SEVENTH HELD-OUT set (issue 24 §7), written on 2026-11-29 (01:45 UTC) and committed BEFORE the sentence-level
 * evidence tried after it, so that no number is chosen with it in view. Held-out set 6 was measured when the last
 * changes were judged, so from now on it is tuning material like sets 1 to 5; this one is the clean measure of what
 * follows. Written from the demo documents' text (apps/server/src/demo/chat-bot), not from what the retrieval answers:
 * per topic (1, 4, 6) 15 answerable questions worded as users would (Vietnamese with and without diacritics, English;
 * the expected passage is the one in the question's language, named by the start of its heading as in the other
 * sets), and 16 or 17 the documents cannot answer, in both languages, many of them made of the documents' own words
 * ("tủ khóa", "câu lạc bộ MUN", "báo trường", "Công đoàn", "khám thai", "nhà hát", "kiểm tra đầu vào", "partner
 * school", "PE kit") and asking for a detail no document states (an amount, a name, a place, a yes or no the
 * documents never give). An unanswerable question is one no document of any topic answers (questions a document of
 * another topic answers, such as the Tết holiday for the handbook, were left out as borderline).
 * Checked against the other sets (word overlap with all 602 of their questions, then by reading the closest): no
 * question repeats one of theirs, in the same or the other language.
 * Protocol: measured once with the code as it was when this file was committed (aggregate and per-topic figures only;
 * the test prints no case of this set, so no answer was looked at), then once after the changes; both are reported in
 * retrieval-quality.test.ts. Do not tune on these: retrieval-tuning.test.ts does not read this file.
 * Measured before the changes (aggregate and per topic only): top-1 39/45, top-3 88.9 % (40/45; per topic 1/4/6: 14/15,
 * 14/15, 12/15), "not found" 76.0 % (38/50; per topic 1/4/6: 11/16, 12/17, 15/17). After (evidence at the sentence: a
 * question asking for a number or an amount of money needs it in a sentence of the best passage that holds the
 * question's words; sentence-evidence.ts): top-1 39/45, top-3 88.9 % (40/45; 14/15, 14/15, 12/15), "not found" 78.0 %
 * (39/50; 11/16, 13/17, 15/17). The goal top-3 ≥ 85 % is met; "not found" ≥ 90 % is not, overall nor in any topic.
 * See retrieval-quality.test.ts.
 */
export const HELD_OUT_7_CASES: RetrievalCase[] = [
  // Topic 6: the student handbook — answerable.
  { topic: 6, q: 'Lễ chào cờ sáng thứ Hai diễn ra ở đâu?', expect: '2.2. Chào cờ' },
  { topic: 6, q: 'Cửa hàng đồng phục mở cửa đến mấy giờ?', expect: '3.4. Mua và đổi đồng phục' },
  { topic: 6, q: 'Học sinh có được sơn móng tay khi đến trường không?', expect: '3.3. Tóc, giày' },
  { topic: 6, q: 'Con nghỉ học mà chưa báo thì giáo viên chủ nhiệm làm gì?', expect: '4.2. Nghỉ không phép' },
  { topic: 6, q: 'Con nghỉ ốm 4 ngày thì phải nộp giấy gì?', expect: '4.1. Xin phép nghỉ học' },
  { topic: 6, q: 'Gia đình có hai con học ở trường được giảm học phí thế nào?', expect: '16. Học phí' },
  { topic: 6, q: 'hoc sinh bi di ung thuc pham thi khai bao voi ai', expect: '9.3. Dị ứng thực phẩm' },
  { topic: 6, q: 'muon sach thu vien duoc gia han them bao nhieu ngay', expect: '10. Thư viện' },
  { topic: 6, q: 'hoc sinh trung hoc co duoc tu di bo ve nha khong', expect: '2.3. Đón và trả học sinh' },
  { topic: 6, q: 'thuc don ban tru duoc dang vao thu may', expect: '9.1. Đăng ký ăn trưa' },
  { topic: 6, q: 'Where is the box for letters about bullying?', expect: '7.2. If you are bullied' },
  { topic: 6, q: 'How many behaviour points does a student lose for cheating in a test?', expect: '8.4. Cheating' },
  { topic: 6, q: 'What happens if I miss an end-of-term test without permission?', expect: '8.3. Missing a test' },
  { topic: 6, q: 'What is the phone number of the Student Affairs Office?', expect: '17. Contacts' },
  { topic: 6, q: 'How often do students have a health check at school?', expect: '11.4. Health insurance' },
  // Topic 6 — unanswerable.
  { topic: 6, q: 'Thực đơn bữa trưa có món chay cho học sinh ăn chay không?', expect: null },
  { topic: 6, q: 'Học sinh có được dùng thang máy không?', expect: null },
  { topic: 6, q: 'Ai là người phụ trách câu lạc bộ báo trường?', expect: null },
  { topic: 6, q: 'Học sinh đạt giải cấp thành phố được thưởng bao nhiêu tiền?', expect: null },
  { topic: 6, q: 'Ngày hội STEM tổ chức ở tòa nhà nào?', expect: null },
  { topic: 6, q: 'Học sinh có được mang bóng từ nhà đến chơi ở sân trường không?', expect: null },
  { topic: 6, q: 'hoc sinh lop 5 co duoc tham gia cau lac bo mun khong', expect: null },
  { topic: 6, q: 'phi gui xe dap cua hoc sinh moi thang la bao nhieu', expect: null },
  { topic: 6, q: 'xe dua don co tro giup hoc sinh khuyet tat len xe khong', expect: null },
  { topic: 6, q: 'hoc sinh duoc mang thu cung den truong vao ngay hoi khong', expect: null },
  { topic: 6, q: 'ai la chu tich hoi dong hoc sinh cua truong', expect: null },
  { topic: 6, q: 'Do students get a locker key or a combination code?', expect: null },
  { topic: 6, q: 'What colour is the PE kit?', expect: null },
  { topic: 6, q: 'Who is the head librarian?', expect: null },
  { topic: 6, q: 'How much does an extra uniform polo shirt cost?', expect: null },
  { topic: 6, q: 'Are students allowed to wear headphones at break time?', expect: null },
  { topic: 6, q: 'Can parents have lunch with their children in the canteen?', expect: null },
  // Topic 1: the staff regulations — answerable.
  { topic: 1, q: 'Giờ làm việc buổi chiều kết thúc lúc mấy giờ?', expect: 'Điều 4. Thời giờ làm việc' },
  { topic: 1, q: 'Xem lịch sử chấm công của mình ở mục nào?', expect: 'Điều 5. Chấm công' },
  { topic: 1, q: 'Không nộp giáo án đúng hạn mấy lần thì bị trừ điểm thi đua?', expect: 'Điều 12. Giáo án' },
  { topic: 1, q: 'Ban Giám hiệu có dự giờ đột xuất không báo trước không?', expect: 'Điều 16. Dự giờ' },
  { topic: 1, q: 'Trưởng bộ môn duyệt giáo án trong bao nhiêu ngày?', expect: 'Điều 12. Giáo án' },
  {
    topic: 1,
    q: 'Giáo viên phải hoàn thành bao nhiêu tiết bồi dưỡng thường xuyên mỗi năm?',
    expect: 'Điều 18. Bồi dưỡng',
  },
  { topic: 1, q: 'giao vien the chat mac gi khi day', expect: 'Điều 19. Trang phục' },
  { topic: 1, q: 'co duoc nhan tin rieng voi hoc sinh qua mang xa hoi khong', expect: 'Điều 20. Ứng xử với học sinh' },
  { topic: 1, q: 'giao vien day thay co duoc tinh vao gio day khong', expect: 'Điều 14. Đổi tiết' },
  {
    topic: 1,
    q: 'qua tet phu huynh tang tren bao nhieu tien thi phai tu choi',
    expect: 'Điều 21. Ứng xử với phụ huynh',
  },
  { topic: 1, q: 'How many fire drills are held each school year?', expect: 'Article 23. Fire safety' },
  { topic: 1, q: 'Who do I pass a journalist’s interview request to?', expect: 'Article 22. Data protection' },
  {
    topic: 1,
    q: 'How long after a breach can the school still take disciplinary action?',
    expect: 'Article 30. Disciplinary procedure',
  },
  { topic: 1, q: 'Where do I send a complaint about a disciplinary decision?', expect: 'Article 33. Complaints' },
  {
    topic: 1,
    q: 'How much can be deducted from my monthly pay for damaged equipment?',
    expect: 'Article 31. Liability',
  },
  // Topic 1 — unanswerable.
  { topic: 1, q: 'Giáo viên dạy lớp Cambridge có được phụ cấp thêm không?', expect: null },
  { topic: 1, q: 'Nhân viên được tặng quà gì vào ngày Quốc tế Phụ nữ?', expect: null },
  { topic: 1, q: 'Nhà trường có tổ chức du lịch hè cho nhân viên không?', expect: null },
  { topic: 1, q: 'Ai là trưởng Phòng Truyền thông?', expect: null },
  { topic: 1, q: 'Giáo viên có được nghỉ để đi khám thai định kỳ không?', expect: null },
  { topic: 1, q: 'Phòng nghỉ của giáo viên ở tầng mấy nhà A?', expect: null },
  { topic: 1, q: 'nhan vien bao ve lam ca dem duoc tra them bao nhieu', expect: null },
  { topic: 1, q: 'mat khau cong thong tin phai doi may thang mot lan', expect: null },
  { topic: 1, q: 'giao vien co duoc tap gym mien phi o nha the chat khong', expect: null },
  { topic: 1, q: 'giao vien co duoc dang ky an chay o nha an khong', expect: null },
  { topic: 1, q: 'ai la chu tich cong doan truong', expect: null },
  { topic: 1, q: 'Does the school pay for a foreign teacher’s flight home at the end of the contract?', expect: null },
  { topic: 1, q: 'Can teachers work from home on days without lessons?', expect: null },
  { topic: 1, q: 'Is there an allowance for teaching a class of more than 30 students?', expect: null },
  { topic: 1, q: 'Are teachers given a school laptop?', expect: null },
  { topic: 1, q: 'What time does the staff canteen stop serving lunch?', expect: null },
  // Topic 4: the school introduction — answerable.
  { topic: 4, q: 'Khẩu hiệu của trường là gì?', expect: '2.3. Giá trị cốt lõi' },
  { topic: 4, q: 'Một lớp trung học có tối đa bao nhiêu học sinh?', expect: '3. Các cấp học' },
  { topic: 4, q: 'Trường đạt kiểm định chất lượng giáo dục cấp độ mấy?', expect: '1. Lịch sử' },
  { topic: 4, q: 'Thư viện của trường rộng bao nhiêu mét vuông?', expect: '5.3. Thư viện' },
  { topic: 4, q: 'Học sinh tiểu học đọc sách mỗi sáng bao nhiêu phút?', expect: '14.1. Tiểu học' },
  { topic: 4, q: 'hoc sinh vao lop 1 co phai lam bai kiem tra dau vao khong', expect: '8.3. Kiểm tra đầu vào' },
  { topic: 4, q: 'hoc sinh tuu truong nam hoc moi ngay nao', expect: '12.1. Học kỳ và các kỳ nghỉ' },
  { topic: 4, q: 'ngay hoi tu van tuyen sinh open day to chuc khi nao', expect: '8.6. Tham quan trường' },
  { topic: 4, q: 'nha an phuc vu bua sang tu may gio', expect: '18. Một ngày học' },
  { topic: 4, q: 'hoc sinh lop 10 duoc chon mon hoc theo to hop khong', expect: '14.3. Trung học phổ thông' },
  { topic: 4, q: 'How many A Level students won scholarships to study abroad in 2026?', expect: '7. Achievements' },
  { topic: 4, q: 'When is the second mid-semester break?', expect: '12.1. Terms and holidays' },
  {
    topic: 4,
    q: 'Who writes the weekly comments for primary parents?',
    expect: '14.1. Primary',
  },
  { topic: 4, q: 'What time does the school office close on Saturdays?', expect: '11. Office hours' },
  { topic: 4, q: 'In which grade does career guidance start?', expect: '14.2. Lower secondary' },
  // Topic 4 — unanswerable.
  { topic: 4, q: 'Giáo viên chủ nhiệm lớp 1A tên là gì?', expect: null },
  { topic: 4, q: 'Hiệu trưởng nhận bằng tiến sĩ ở trường đại học nào?', expect: null },
  { topic: 4, q: 'Nhà hát có hệ thống âm thanh ánh sáng chuyên nghiệp không?', expect: null },
  { topic: 4, q: 'Giáo viên người Canada dạy những lớp nào?', expect: null },
  { topic: 4, q: 'Mua thêm một bộ đồng phục giá bao nhiêu?', expect: null },
  { topic: 4, q: 'Trường có lớp tiếng Việt cho học sinh nước ngoài không?', expect: null },
  { topic: 4, q: 'san bong co nhan tao co den de da buoi toi khong', expect: null },
  { topic: 4, q: 'nha hat co cho ngoi danh cho nguoi khuyet tat khong', expect: null },
  { topic: 4, q: 'hoc sinh lop 10 he quoc gia co chuyen sang he cambridge duoc khong', expect: null },
  { topic: 4, q: 'nha truong co lap camera trong lop hoc khong', expect: null },
  { topic: 4, q: 'diem chuan bai kiem tra dau vao lop 6 la bao nhieu', expect: null },
  { topic: 4, q: 'Is there a charity dress-down day?', expect: null },
  { topic: 4, q: 'Is there a drop-off zone for cars at the main gate?', expect: null },
  { topic: 4, q: 'Do students have to learn a musical instrument?', expect: null },
  { topic: 4, q: 'What is the name of the partner school in Australia?', expect: null },
  { topic: 4, q: 'Is the school bus free for scholarship students?', expect: null },
  { topic: 4, q: 'Does the school accept tuition payments in US dollars?', expect: null },
];
