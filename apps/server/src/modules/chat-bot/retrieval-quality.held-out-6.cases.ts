import type { RetrievalCase } from './retrieval-quality.cases';

/**
 * SIXTH HELD-OUT set (issue 24 §7), written on 2026-11-29 (01:30 UTC) and committed BEFORE any ranking change that
 * follows it, so that no number is chosen with it in view. Held-out set 5 was measured when the last changes were
 * judged, so from now on it is tuning material like sets 1 to 4; this one is the clean measure of what follows.
 * Written from the demo documents' text (apps/server/src/demo/chat-bot), not from what the retrieval answers: per topic
 * (1, 4, 6) 15 answerable questions worded as users would (Vietnamese with and without diacritics, English; the
 * expected passage is the one in the question's language, named by the start of its heading as in the other sets), and
 * 17 to 19 the documents cannot answer, in both languages, most of them made of the documents' own words ("phòng
 * chờ", "căng tin", "Hội chợ Tết", "lao động", "thưởng cuối năm", "HPL Band", "Robotics", "University Fair",
 * "wellbeing assessment") and asking for a detail the documents never state (an amount, a name, a time, a place).
 * Checked against the other sets: no question repeats one of theirs, in the same or the other language.
 * Protocol: measured once with the code as it was when this file was committed (aggregate and per-topic figures only;
 * the test prints no case of this set, so no answer was looked at), then once after the changes; both are reported in
 * retrieval-quality.test.ts. Do not tune on these: retrieval-tuning.test.ts does not read this file.
 * Measured before the changes (aggregate and per topic only): top-1 39/45, top-3 91.1 % (41/45; per topic 1/4/6: 12/15,
 * 14/15, 15/15), "not found" 42.6 % (23/54; per topic 1/4/6: 8/17, 4/18, 11/19). After (the kind of answer asked
 * checked in the best passage: a person named for "ai là / who is", the question's most specific word in a best
 * passage covering under half of it; answer-types.ts): top-1 39/45, top-3 91.1 % (41/45; 12/15, 14/15, 15/15), "not
 * found" 46.3 % (25/54; 9/17, 4/18, 12/19). The goal top-3 ≥ 85 % is met; "not found" ≥ 90 % is not, overall nor in
 * any topic. See retrieval-quality.test.ts.
 */
export const HELD_OUT_6_CASES: RetrievalCase[] = [
  // Topic 6: the student handbook — answerable.
  { topic: 6, q: 'Giờ ra chơi buổi sáng kéo dài từ mấy giờ đến mấy giờ?', expect: '2.1. Giờ đến trường' },
  { topic: 6, q: 'Học sinh tiểu học thắt cà vạt hay đeo nơ?', expect: '3.1. Đồng phục hằng ngày' },
  { topic: 6, q: 'Cần về sớm thì ai cấp giấy ra cổng?', expect: '4.5. Ra khỏi trường' },
  { topic: 6, q: 'Học sinh trung học cất điện thoại ở đâu trong giờ học?', expect: '5.1. Điện thoại di động' },
  { topic: 6, q: 'Học sinh kết nối mạng wifi nào?', expect: '5.3. Máy tính xách tay' },
  { topic: 6, q: 'Học sinh bán trú nghỉ trưa đến mấy giờ?', expect: '9.1. Đăng ký ăn trưa' },
  { topic: 6, q: 'noi tuc chui bay co bi tru diem khong', expect: ['6.2. Các lỗi vi phạm', '6.1. Điểm nề nếp'] },
  { topic: 6, q: 'phuc khao bai kiem tra bao lau thi co ket qua', expect: '8.5. Phúc khảo' },
  { topic: 6, q: 'bi sot xuat huyet khi nao moi duoc di hoc lai', expect: '11.3. Bệnh truyền nhiễm' },
  { topic: 6, q: 'khong di xe dua don thi phai bao truoc may gio', expect: '12. Xe đưa đón' },
  { topic: 6, q: 'Which building is the library in?', expect: '10. Library' },
  { topic: 6, q: 'Where do I sign in if I arrive late?', expect: '4.3. Arriving late' },
  { topic: 6, q: 'Which room is the IT team in?', expect: '15.2. Portal account' },
  { topic: 6, q: 'Are meals cancelled after 9:00 refunded?', expect: '9.2. Cancelling a meal' },
  { topic: 6, q: 'Which floor is the counselling room on?', expect: '14. School counselling' },
  // Topic 6 — unanswerable.
  { topic: 6, q: 'Học sinh có được mặc áo khoác tự chọn khi trời lạnh không?', expect: null },
  { topic: 6, q: 'Ở phòng chờ sau 17 giờ 30 có phải trả phí trông muộn không?', expect: null },
  { topic: 6, q: 'Căng tin mở cửa lúc mấy giờ?', expect: null },
  { topic: 6, q: 'Học sinh có được mang đồ ăn từ nhà vào nhà ăn không?', expect: null },
  { topic: 6, q: 'Ai là trưởng Phòng Công tác học sinh?', expect: null },
  { topic: 6, q: 'Hội chợ Tết tổ chức vào ngày nào?', expect: null },
  { topic: 6, q: 'Chuyến đi trải nghiệm của khối 7 đi đâu?', expect: null },
  { topic: 6, q: 'giay khen hoc sinh xuat sac co kem tien thuong khong', expect: null },
  { topic: 6, q: 'mat chia khoa tu khoa ca nhan thi lam sao', expect: null },
  { topic: 6, q: 'kiem tra bu co lam vao thu bay khong', expect: null },
  { topic: 6, q: 'phong may tinh mo cua den may gio', expect: null },
  { topic: 6, q: 'cau lac bo co vua thi dau o giai nao', expect: null },
  { topic: 6, q: 'Is there a school psychologist who speaks English?', expect: null },
  { topic: 6, q: 'Can I charge my laptop in the classroom?', expect: null },
  { topic: 6, q: 'How many behaviour points does a student lose for littering?', expect: null },
  { topic: 6, q: 'Can I take a different bus route on Fridays?', expect: null },
  { topic: 6, q: 'Is there a prize for the class with the best conduct score each week?', expect: null },
  { topic: 6, q: 'Are there showers after swimming lessons?', expect: null },
  { topic: 6, q: 'How many times a year is the wellbeing assessment done?', expect: null },
  // Topic 1: the staff regulations — answerable.
  { topic: 1, q: 'Nhân viên bảo vệ làm việc theo ca do ai xếp?', expect: 'Điều 4. Thời giờ làm việc' },
  { topic: 1, q: 'Đi muộn bao nhiêu lần trong một tháng thì bị khiển trách?', expect: 'Điều 6. Đi muộn' },
  { topic: 1, q: 'Nghỉ ốm từ 2 ngày trở lên cần nộp giấy tờ gì?', expect: 'Điều 8. Nghỉ ốm đau' },
  {
    topic: 1,
    q: 'Làm thêm vào ngày nghỉ hằng tuần được trả bao nhiêu phần trăm lương?',
    expect: 'Điều 11. Làm thêm giờ',
  },
  { topic: 1, q: 'Giáo viên nhận dạy thay được thông báo qua đâu?', expect: 'Điều 14. Đổi tiết' },
  { topic: 1, q: 'Hồ sơ chuyên môn được kiểm tra mấy lần?', expect: 'Điều 17. Hồ sơ chuyên môn' },
  { topic: 1, q: 'duoc dung dien thoai trong gio day khong', expect: ['Điều 13. Giờ lên lớp', 'Điều 29. Hành vi'] },
  { topic: 1, q: 'bi ky luat trong nam co duoc xet lao dong tien tien khong', expect: 'Điều 32. Khen thưởng' },
  { topic: 1, q: 'cuoi buoi giao vien day tiet cuoi phai nhac hoc sinh gi', expect: 'Điều 24. Sử dụng tài sản' },
  { topic: 1, q: 'ai duoc dang anh hoc sinh len trang cua truong', expect: 'Điều 22. Bảo mật thông tin' },
  { topic: 1, q: 'What are the morning working hours?', expect: 'Article 4. Working hours' },
  {
    topic: 1,
    q: 'How many times can I forget to clock in before I get a written reminder?',
    expect: 'Article 5. Clocking',
  },
  { topic: 1, q: 'Which template do Cambridge lesson plans use?', expect: 'Article 12. Lesson plans' },
  {
    topic: 1,
    q: 'Who do I tell if I see signs that a student is being bullied?',
    expect: 'Article 20. Conduct towards students',
  },
  { topic: 1, q: 'Who takes part in a disciplinary meeting?', expect: 'Article 30. Disciplinary procedure' },
  // Topic 1 — unanswerable.
  { topic: 1, q: 'Giáo viên chủ nhiệm được phụ cấp bao nhiêu mỗi tháng?', expect: null },
  { topic: 1, q: 'Máy chấm công nhận diện khuôn mặt lưu ảnh trong bao lâu?', expect: null },
  { topic: 1, q: 'Nghỉ phép năm có được ứng trước khi làm đủ 12 tháng không?', expect: null },
  { topic: 1, q: 'Thưởng cuối năm học loại hoàn thành xuất sắc là bao nhiêu tiền?', expect: null },
  { topic: 1, q: 'Ai là trưởng Phòng Hành chính – Nhân sự?', expect: null },
  { topic: 1, q: 'Dạy thay một tiết được trả bao nhiêu tiền?', expect: null },
  { topic: 1, q: 'giao vien nu co duoc mac quan jean vao thu sau khong', expect: null },
  { topic: 1, q: 'ngay phep nam chua nghi co duoc quy doi thanh tien khong', expect: null },
  { topic: 1, q: 'bao hiem suc khoe tu nguyen chi tra toi da bao nhieu', expect: null },
  { topic: 1, q: 'hoi dong thi dua khen thuong gom nhung ai', expect: null },
  { topic: 1, q: 'giao vien dang ky cho dau xe o to o dau', expect: null },
  { topic: 1, q: 'How many cover lessons can I be asked to teach in a week?', expect: null },
  { topic: 1, q: 'Can I bring my own laptop and connect it to the school network?', expect: null },
  { topic: 1, q: 'Who do I ask to book the school theatre for a class play?', expect: null },
  { topic: 1, q: 'Is a demonstration lesson paid extra?', expect: null },
  { topic: 1, q: 'Do heads of department get a reduced teaching load?', expect: null },
  { topic: 1, q: 'Is there a dress code for online lessons taught from home?', expect: null },
  // Topic 4: the school introduction — answerable.
  { topic: 4, q: 'Lớp tiểu học có trợ giảng không?', expect: ['3. Các cấp học', '14.1. Tiểu học'] },
  { topic: 4, q: 'Hồ sơ tuyển sinh nhận đến ngày nào?', expect: '8.1. Đối tượng và thời gian' },
  { topic: 4, q: 'Nhà hát của trường có bao nhiêu chỗ ngồi?', expect: '5.2. Phòng học' },
  { topic: 4, q: 'Học sinh từ nước ngoài về cần nộp thêm giấy tờ gì?', expect: ['15.2. Chuyển trường', '8.2. Hồ sơ'] },
  { topic: 4, q: 'Xe đưa đón có lắp camera không?', expect: '16.1. Xe đưa đón' },
  { topic: 4, q: 'Cần hỏi về học phí và hóa đơn thì liên hệ phòng nào?', expect: '17. Danh bạ các bộ phận' },
  { topic: 4, q: 'hoc sinh o lai cham soc sau gio hoc co duoc an gi khong', expect: '16.3. Chăm sóc sau giờ học' },
  { topic: 4, q: 'tieng nhat hoc may tiet mot tuan', expect: '4.3. Ngoại ngữ thứ hai' },
  { topic: 4, q: 'nha c gom nhung gi', expect: '5.1. Khuôn viên' },
  { topic: 4, q: 'le be giang to chuc ngay nao', expect: '12.1. Học kỳ và các kỳ nghỉ' },
  {
    topic: 4,
    q: 'What sports can students play in the sports hall?',
    expect: ['5.4. Sports facilities', '13.1. Sports'],
  },
  { topic: 4, q: 'When do the end-of-year tests take place?', expect: '12.2. Tests, reports' },
  { topic: 4, q: 'How long do parents have to pay the enrolment fee after the offer?', expect: '15.1. How to apply' },
  {
    topic: 4,
    q: 'Who writes the support plan for a student with learning difficulties?',
    expect: '15.3. Students who need',
  },
  { topic: 4, q: 'What time do the buses leave in the afternoon?', expect: '18. A typical school day' },
  // Topic 4 — unanswerable.
  { topic: 4, q: 'Lớp trải nghiệm trong kỳ nghỉ giữa học kỳ thu phí bao nhiêu?', expect: null },
  { topic: 4, q: 'Hội chợ Tết năm nay gây quỹ cho tổ chức từ thiện nào?', expect: null },
  { topic: 4, q: 'Trường có bao nhiêu học sinh hệ Cambridge?', expect: null },
  { topic: 4, q: 'Phòng Tư vấn đại học có luyện thi TOEFL không?', expect: null },
  { topic: 4, q: 'Thầy Trần Văn Hùng dạy môn gì?', expect: null },
  { topic: 4, q: 'Ban nhạc HPL Band tuyển thành viên vào lúc nào?', expect: null },
  { topic: 4, q: 'hoc sinh trao doi sang han quoc trong bao lau', expect: null },
  { topic: 4, q: 'phi cau lac bo robotics moi hoc ky bao nhieu', expect: null },
  { topic: 4, q: 'hoc bong tai nang co phai phong van khong', expect: null },
  { topic: 4, q: 'phong thi nghiem sinh hoc co kinh hien vi dien tu khong', expect: null },
  { topic: 4, q: 'bua sang o nha an gia bao nhieu', expect: null },
  { topic: 4, q: 'How many students came to the University Fair last year?', expect: null },
  { topic: 4, q: 'Which universities did our A Level students go to in 2026?', expect: null },
  { topic: 4, q: 'Is there a waiting list for grade 1?', expect: null },
  { topic: 4, q: 'Who coaches the debate team?', expect: null },
  { topic: 4, q: 'What does the Student of the Month receive besides a certificate?', expect: null },
  { topic: 4, q: 'How many interactive screens are there in the library?', expect: null },
  { topic: 4, q: 'Does after-school care run during the mid-semester breaks?', expect: null },
];
