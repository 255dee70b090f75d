import type { RetrievalCase } from './retrieval-quality.cases';

/**
 * FOURTH HELD-OUT set (issue 24 §7), written on 2026-11-28 (21:55 UTC) and committed BEFORE any ranking change that
 * follows it, so that no number is chosen with it in view. Held-out sets 2 and 3 had been measured while the earlier
 * changes were judged, and the tuning set is nearly all answered, so this one is the clean measure of what follows.
 * Written from the demo documents' headings and text (apps/server/src/demo/chat-bot), not from what the retrieval
 * answers: per topic (1, 4, 6) 14 or 15 answerable questions worded as users would (Vietnamese with and without
 * diacritics, English; the expected passage is the one in the question's language, named by the start of its heading
 * as in the other sets) and 16 the documents cannot answer, several close to the documents' words ("Công đoàn",
 * "Michael Turner", "Long Biên", "tủ khóa", "Open Day", "foreign teachers").
 * Checked against the other sets: no question repeats one of theirs, in the same or the other language, nor the same
 * kind of unanswerable question.
 * Protocol: measured once with the code as it was when this file was committed (aggregate figures only, no case's
 * answer looked at), then once after the changes; both are reported in retrieval-quality.test.ts. Do not tune on
 * these: retrieval-tuning.test.ts does not read this file.
 * Measured before the changes (aggregate only): top-3 90.9 % (40/44), "not found" 72.9 % (35/48; per topic 1/4/6: 12,
 * 9, 14 of 16). After (accent-aware stopwords, novel pairs, English inflections, the passage's own heading, the "not
 * found" rule re-chosen per topic on the tuning material): top-3 86.4 % (38/44; 12, 13, 13), "not found" 89.6 %
 * (43/48; 14, 13, 16 of 16). See retrieval-quality.test.ts.
 */
export const HELD_OUT_4_CASES: RetrievalCase[] = [
  // Topic 6: the student handbook — answerable.
  { topic: 6, q: 'Học sinh bị đình chỉ học trong trường hợp nào?', expect: '6.3. Hình thức kỷ luật' },
  { topic: 6, q: 'Cuối năm học sinh được giấy khen học sinh xuất sắc khi nào?', expect: '6.4. Khen thưởng' },
  {
    topic: 6,
    q: 'hut thuoc la dien tu o truong co bi phat khong',
    expect: ['6.2. Các lỗi vi phạm', '6.3. Hình thức kỷ luật'],
  },
  { topic: 6, q: 'Khi có chuông báo cháy học sinh tập trung ở đâu?', expect: '7.3. An toàn trong trường' },
  { topic: 6, q: 'lich kiem tra cuoi ky duoc bao truoc bao lau', expect: '8.2. Lịch kiểm tra' },
  { topic: 6, q: 'Thực đơn bữa trưa xem ở đâu?', expect: '9.1. Đăng ký ăn trưa' },
  { topic: 6, q: 'kham suc khoe dinh ky cho hoc sinh may lan mot nam', expect: '11.4. Bảo hiểm y tế' },
  { topic: 6, q: 'Số điện thoại Phòng Công tác học sinh là gì?', expect: '17. Liên hệ' },
  { topic: 6, q: 'Câu lạc bộ sinh hoạt đến mấy giờ?', expect: '13. Câu lạc bộ' },
  {
    topic: 6,
    q: 'What happens to a student who gets into a fight?',
    expect: ['6.2. Common breaches', '6.3. Disciplinary'],
  },
  { topic: 6, q: 'Which Cambridge exams are taken in grade 10?', expect: '8.2. Test calendar' },
  { topic: 6, q: 'Am I allowed to eat in the library?', expect: '10. Library' },
  { topic: 6, q: 'Can I connect my laptop to the school wifi?', expect: '5.3. Laptops and tablets' },
  { topic: 6, q: 'Do I get a prize if I win a city competition?', expect: '6.4. Rewards' },
  // Topic 6 — unanswerable.
  { topic: 6, q: 'Căng tin bán trà sữa giá bao nhiêu?', expect: null },
  { topic: 6, q: 'Lớp 12 đi du lịch tốt nghiệp ở đâu?', expect: null },
  { topic: 6, q: 'Điểm IELTS bao nhiêu thì được miễn học tiếng Anh?', expect: null },
  { topic: 6, q: 'Xe đưa đón có đi qua Gia Lâm không?', expect: null },
  { topic: 6, q: 'Làm sao để được bầu làm lớp trưởng?', expect: null },
  { topic: 6, q: 'Trường có cho mượn áo mưa khi trời mưa không?', expect: null },
  { topic: 6, q: 'truong co cho thue tu khoa ca nhan theo thang khong', expect: null },
  { topic: 6, q: 'cach dang ky thi hoc sinh gioi quoc gia mon hoa', expect: null },
  { topic: 6, q: 'gia ve xem bong da o san my dinh', expect: null },
  { topic: 6, q: 'hoc sinh co duoc to chuc sinh nhat ban trong lop khong', expect: null },
  { topic: 6, q: 'Can I bring my skateboard to school?', expect: null },
  { topic: 6, q: 'Who won the school chess tournament last year?', expect: null },
  { topic: 6, q: 'How much pocket money should a student bring?', expect: null },
  { topic: 6, q: 'Does the school bus go to Ecopark?', expect: null },
  { topic: 6, q: 'How do I apply for a part-time job at the canteen?', expect: null },
  { topic: 6, q: 'What is the best app to learn Japanese?', expect: null },
  // Topic 1: the staff regulations — answerable.
  { topic: 1, q: 'Nghỉ ốm phải báo cho tổ trưởng trước mấy giờ?', expect: 'Điều 8. Nghỉ ốm đau' },
  { topic: 1, q: 'Được nghỉ không lương tối đa bao nhiêu ngày?', expect: 'Điều 9. Nghỉ việc riêng' },
  { topic: 1, q: 'ngay 20 thang 11 giao vien co duoc nghi khong', expect: 'Điều 10. Ngày nghỉ lễ' },
  { topic: 1, q: 'Điểm danh học sinh trong bao nhiêu phút đầu tiết?', expect: 'Điều 13. Giờ lên lớp' },
  { topic: 1, q: 'ho so chuyen mon cua giao vien gom nhung gi', expect: 'Điều 17. Hồ sơ chuyên môn' },
  {
    topic: 1,
    q: 'Trường hỗ trợ bao nhiêu tiền học chứng chỉ IELTS cho giáo viên?',
    expect: 'Điều 18. Bồi dưỡng thường xuyên',
  },
  { topic: 1, q: 'muon phong thi nghiem phai dang ky truoc bao lau', expect: 'Điều 24. Sử dụng tài sản' },
  { topic: 1, q: 'Bị khiển trách bao lâu thì được xóa kỷ luật?', expect: 'Điều 30. Trình tự xử lý kỷ luật' },
  { topic: 1, q: 'Danh hiệu chiến sĩ thi đua được xét khi nào?', expect: 'Điều 32. Khen thưởng' },
  { topic: 1, q: 'Lương được nâng bậc vào tháng mấy?', expect: 'Điều 26. Trả lương' },
  { topic: 1, q: 'Do staff get free lunch at school?', expect: 'Article 28. Insurance and benefits' },
  {
    topic: 1,
    q: 'Am I allowed to message students on Facebook or Zalo?',
    expect: 'Article 20. Conduct towards students',
  },
  { topic: 1, q: 'How many working hours are there in a week?', expect: 'Article 4. Working hours' },
  { topic: 1, q: 'Do these rules apply to staff on probation?', expect: 'Article 2. Who the regulations apply to' },
  { topic: 1, q: 'When do the staff regulations take effect?', expect: 'Article 34. Entry into force' },
  // Topic 1 — unanswerable.
  { topic: 1, q: 'Nhà trường có cho giáo viên vay tiền không?', expect: null },
  { topic: 1, q: 'Phụ cấp thâm niên của giáo viên là bao nhiêu phần trăm?', expect: null },
  { topic: 1, q: 'Công đoàn thu phí bao nhiêu mỗi tháng?', expect: null },
  { topic: 1, q: 'Mức lương khởi điểm của giáo viên tiếng Anh là bao nhiêu?', expect: null },
  { topic: 1, q: 'Giáo viên mới được đào tạo hội nhập mấy buổi?', expect: null },
  { topic: 1, q: 'Giáo viên có được mang con nhỏ đến phòng họp không?', expect: null },
  { topic: 1, q: 'lich tap huan phan mem moi vao thang sau', expect: null },
  { topic: 1, q: 'phong giao vien co tu lanh khong', expect: null },
  { topic: 1, q: 'cach tinh thue thu nhap ca nhan', expect: null },
  { topic: 1, q: 'mua dong phuc giao vien o cua hang nao ngoai truong', expect: null },
  { topic: 1, q: 'Is there a staff gym on campus?', expect: null },
  { topic: 1, q: 'How much is the relocation allowance for foreign teachers?', expect: null },
  { topic: 1, q: 'What is the retirement age for teachers?', expect: null },
  { topic: 1, q: 'Does the school pay for my visa renewal?', expect: null },
  { topic: 1, q: 'Who is the head of the maths department?', expect: null },
  { topic: 1, q: 'Who cleans the classrooms at weekends?', expect: null },
  // Topic 4: the school introduction — answerable.
  { topic: 4, q: 'Trường có bao nhiêu giáo viên nước ngoài?', expect: '6. Đội ngũ' },
  { topic: 4, q: 'Sân bóng đá của trường là sân mấy người?', expect: '5.4. Thể thao' },
  { topic: 4, q: 'so dien thoai truc khan cap ngoai gio lam viec', expect: '17. Danh bạ các bộ phận' },
  {
    topic: 4,
    q: 'Lễ khai giảng năm học 2026-2027 vào ngày nào?',
    expect: ['12.1. Học kỳ và các kỳ nghỉ', '9. Hoạt động ngoại khóa'],
  },
  { topic: 4, q: 'hoc sinh moi hoc tieng anh co duoc hoc tang cuong khong', expect: '15.3. Học sinh cần hỗ trợ' },
  { topic: 4, q: 'Học sinh hệ Quốc gia có được ôn thi vào lớp 10 không?', expect: '14.2. Trung học cơ sở' },
  { topic: 4, q: 'phi ghi danh khi nhap hoc la bao nhieu', expect: ['8.5. Học phí', '15.1. Các bước'] },
  { topic: 4, q: 'Đồ thất lạc được giữ ở đâu?', expect: '17. Danh bạ các bộ phận' },
  {
    topic: 4,
    q: 'Mỗi năm học sinh trung học phải làm bao nhiêu giờ phục vụ cộng đồng?',
    expect: '9. Hoạt động ngoại khóa',
  },
  { topic: 4, q: 'Trường nhận học sinh vào những lớp nào?', expect: '8.1. Đối tượng và thời gian' },
  { topic: 4, q: 'How many students are there in a class?', expect: '3. School levels' },
  { topic: 4, q: 'How big is the campus?', expect: '5.1. Campus' },
  { topic: 4, q: 'Which countries does the school run student exchanges with?', expect: '9. Activities and community' },
  { topic: 4, q: 'Is there an orientation for new students?', expect: '15.1. How to apply' },
  { topic: 4, q: 'How often does the parents committee meet the school leaders?', expect: "10. Parents' association" },
  // Topic 4 — unanswerable.
  { topic: 4, q: 'Trường có cho phụ huynh ăn trưa cùng con không?', expect: null },
  { topic: 4, q: 'Học phí năm 2030 dự kiến tăng bao nhiêu?', expect: null },
  { topic: 4, q: 'Trường có vườn rau cho học sinh trồng không?', expect: null },
  { topic: 4, q: 'Thầy hiệu phó Michael Turner bao nhiêu tuổi?', expect: null },
  { topic: 4, q: 'Đề kiểm tra đầu vào lớp 6 năm ngoái có đáp án không?', expect: null },
  { topic: 4, q: 'Nhà trường có in kỷ yếu cho học sinh lớp 12 không?', expect: null },
  { topic: 4, q: 'gia thue ao cu nhan tot nghiep', expect: null },
  { topic: 4, q: 'quan long bien co bao nhieu truong quoc te', expect: null },
  { topic: 4, q: 'lop hoc them toan buoi toi gan truong', expect: null },
  { topic: 4, q: 'truong co tuyen bao ve lam ca dem khong', expect: null },
  { topic: 4, q: 'Does the school have a rooftop garden?', expect: null },
  { topic: 4, q: 'How much does the school pay its Cambridge teachers?', expect: null },
  { topic: 4, q: 'How many computers are there in each computer room?', expect: null },
  { topic: 4, q: 'Can I pay tuition with a credit card?', expect: null },
  { topic: 4, q: 'What time does the Open Day finish?', expect: null },
  { topic: 4, q: 'Is there a school choir trip to Europe?', expect: null },
];
