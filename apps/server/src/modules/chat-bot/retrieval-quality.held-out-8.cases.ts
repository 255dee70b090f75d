import type { RetrievalCase } from './retrieval-quality.cases';

/**
 * EIGHTH HELD-OUT set, written on 2026-11-29 (04:00 UTC) by a helper session that did not read the retrieval code
 * (nor its tests, nor any answer of the chatbot), and committed BEFORE the changes it is meant to judge, so that no
 * number is chosen with it in view. Held-out set 7 was measured when the sentence-level evidence was judged, so from
 * now on it is tuning material like sets 1 to 6; this one is the clean measure of what follows. Written from the demo
 * documents' text (apps/server/src/demo/chat-bot), not from what the retrieval answers: per topic (1, 4, 6) 15
 * answerable questions worded as parents, students and teachers would (Vietnamese with and without diacritics,
 * English; the expected passage is the one in the question's language, named by the start of its heading as in the
 * other sets), and 17 the documents cannot answer, in both languages, many of them made of the documents' own words
 * ("tủ khóa cá nhân", "cà vạt", "tiền ăn bán trú", "mẫu của Tổ Cambridge", "định mức", "bộ vest", "Công đoàn", "thưởng
 * Tết", "máy chấm công", "nhà hát 400 chỗ", "lệ phí xét tuyển", "thư viện điện tử", "Open Day", "report card") and
 * asking for a detail no document states (an amount, a name, a place, a colour, a yes or no the documents never
 * settle), the others off-topic. An unanswerable question is one no document of any topic answers (questions a
 * document of another topic answers, such as the lost property office or the club fees for the handbook, were left
 * out as borderline).
 * Checked against the other sets (word overlap, accents folded, with all their 697 questions, then by reading the
 * closest and searching the existing files for each question's key words in both languages): no question repeats
 * one of theirs, in the same or the other language, nor paraphrases one closely.
 * Protocol: measured once with the code as it was when this file was committed (aggregate and per-topic figures only;
 * the test prints no case of this set, so no answer is looked at), then once after the changes; both are reported in
 * retrieval-quality.test.ts. Do not tune on these: retrieval-tuning.test.ts does not read this file.
 * Measured before the changes (aggregate and per topic only; 2026-11-29 04:13 UTC): top-1 39/45, top-3 86.7 % (39/45;
 * per topic 1/4/6: 15/15, 10/15, 14/15), "not found" 68.6 % (35/51; per topic 1/4/6: 9/17, 12/17, 14/17).
 * After (the best sentence with the heading must hold 37.5 % of the question's weight, retrieval.ts SENTENCE_COVERAGE,
 * chosen on sets 1 to 7): the same, top-3 86.7 % and "not found" 68.6 %, in every topic. The goal top-3 ≥ 85 % is met;
 * "not found" ≥ 90 % is not, overall nor in any topic. See retrieval-quality.test.ts.
 */
export const HELD_OUT_8_CASES: RetrievalCase[] = [
  // Topic 6: the student handbook — answerable.
  { topic: 6, q: 'Học sinh trung học tan học lúc mấy giờ?', expect: '2.1. Giờ đến trường' },
  { topic: 6, q: 'Quần đồng phục của trường màu gì?', expect: '3.1. Đồng phục hằng ngày' },
  { topic: 6, q: 'Đến lớp sau mấy giờ thì bị tính là đi học muộn?', expect: '4.3. Đi học muộn' },
  {
    topic: 6,
    q: 'Con bị ốm dài ngày phải nghỉ nhiều thì trường có cho học bù không?',
    expect: '4.4. Số buổi nghỉ tối đa',
  },
  { topic: 6, q: 'Học sinh có được chạy nhảy ở cầu thang không?', expect: '7.3. An toàn trong trường' },
  { topic: 6, q: 'Học sinh trung học phải đạt điều kiện gì để được lên lớp?', expect: '8.7. Lên lớp và học lại' },
  { topic: 6, q: 'Học sinh có được cấp địa chỉ email của trường không?', expect: '15.2. Tài khoản Cổng thông tin' },
  { topic: 6, q: 'hoc sinh cambridge tu lop may phai mang laptop', expect: '5.3. Máy tính xách tay' },
  { topic: 6, q: 'thu vien mo cua den may gio', expect: '10. Thư viện' },
  { topic: 6, q: 'dang ky hoac huy tuyen xe dua don truoc ngay nao', expect: '12. Xe đưa đón' },
  { topic: 6, q: 'hoc sinh tieu hoc co duoc mang dien thoai di hoc khong', expect: '5.1. Điện thoại di động' },
  { topic: 6, q: 'diem cuoi ky cong bo roi thi con may ngay de xin phuc khao', expect: '8.5. Phúc khảo' },
  { topic: 6, q: 'Where do semi-boarding students eat lunch?', expect: '9.1. School lunch' },
  { topic: 6, q: 'Can I eat snacks on the school bus?', expect: '12. School bus' },
  { topic: 6, q: 'What should I do if I feel unwell during a lesson?', expect: '11.1. Medical room' },
  // Topic 6 — unanswerable.
  { topic: 6, q: 'Tủ khóa cá nhân của học sinh trung học đặt ở tầng mấy?', expect: null },
  { topic: 6, q: 'Điểm hành vi xuống dưới bao nhiêu thì phụ huynh bị mời lên trường?', expect: null },
  { topic: 6, q: 'Giáo viên chủ nhiệm có đến thăm nhà học sinh vào đầu năm không?', expect: null },
  { topic: 6, q: 'Cà vạt đồng phục của học sinh trung học màu gì?', expect: null },
  { topic: 6, q: 'Giày đi học có bắt buộc phải màu đen không?', expect: null },
  { topic: 6, q: 'Mẹo giải khối rubik 3x3 nhanh nhất là gì?', expect: null },
  { topic: 6, q: 'hoc sinh quen mang the hoc sinh thi co duoc vao cong khong', expect: null },
  { topic: 6, q: 'chuyen vien tam ly cua truong ten la gi', expect: null },
  { topic: 6, q: 'tien an ban tru moi thang het bao nhieu', expect: null },
  { topic: 6, q: 'ngay hoi the thao co nhung mon thi dau nao', expect: null },
  { topic: 6, q: 'hoc sinh co duoc mang may tinh casio vao phong kiem tra khong', expect: null },
  { topic: 6, q: 'cach lam slime tai nha', expect: null },
  { topic: 6, q: 'Who will be my homeroom teacher next year?', expect: null },
  { topic: 6, q: 'Can I get a copy of my report card in English?', expect: null },
  { topic: 6, q: 'Does the library have manga?', expect: null },
  { topic: 6, q: 'Can I choose where I sit in class?', expect: null },
  { topic: 6, q: 'How many calories are in a bowl of pho?', expect: null },
  // Topic 1: the staff regulations — answerable.
  {
    topic: 1,
    q: 'Những việc nội quy không nói tới thì làm theo quy định nào?',
    expect: 'Điều 1. Phạm vi điều chỉnh',
  },
  {
    topic: 1,
    q: 'Giáo viên thỉnh giảng phải tuân theo những điều nào của nội quy?',
    expect: 'Điều 2. Đối tượng áp dụng',
  },
  { topic: 1, q: 'Giáo viên có được cho học sinh ra khỏi lớp trong giờ dạy không?', expect: 'Điều 13. Giờ lên lớp' },
  {
    topic: 1,
    q: 'Nhận xét học sinh tiểu học thực hiện theo thông tư nào?',
    expect: 'Điều 15. Kiểm tra, đánh giá',
  },
  {
    topic: 1,
    q: 'Hợp đồng bao lâu thì được mua bảo hiểm sức khỏe tự nguyện?',
    expect: 'Điều 28. Bảo hiểm và phúc lợi',
  },
  {
    topic: 1,
    q: 'Tiết lộ đề kiểm tra trước khi thi bị kỷ luật hình thức gì?',
    expect: 'Điều 29. Hành vi vi phạm',
  },
  { topic: 1, q: 'ong ba mat thi duoc nghi may ngay co huong luong khong', expect: 'Điều 9. Nghỉ việc riêng' },
  {
    topic: 1,
    q: 'giao vien co duoc hut thuoc trong khuon vien truong khong',
    expect: ['Điều 23. Phòng cháy', 'Điều 13. Giờ lên lớp'],
  },
  { topic: 1, q: 'phieu luong duoc gui qua dau', expect: 'Điều 26. Trả lương' },
  {
    topic: 1,
    q: 'khong dong y ket qua danh gia nam hoc thi khieu nai trong bao lau',
    expect: 'Điều 33. Khiếu nại',
  },
  { topic: 1, q: 've som truoc gio ket thuc lam viec can ai dong y', expect: 'Điều 6. Đi muộn' },
  {
    topic: 1,
    q: 'How many days in advance must I request annual leave during the school year?',
    expect: 'Article 7. Annual leave',
  },
  { topic: 1, q: 'When must the electronic class logbook be completed?', expect: 'Article 13. Lessons' },
  {
    topic: 1,
    q: 'Does the school pay for training courses it sends me on?',
    expect: 'Article 18. Professional development',
  },
  { topic: 1, q: 'How is the end-of-year bonus decided?', expect: 'Article 27. Bonuses' },
  // Topic 1 — unanswerable.
  { topic: 1, q: 'Mẫu giáo án của Tổ Cambridge tải về ở đâu?', expect: null },
  { topic: 1, q: 'Định mức giờ dạy của giáo viên tiểu học là bao nhiêu tiết một tuần?', expect: null },
  { topic: 1, q: 'Bộ vest nhà trường cấp cho giáo viên nữ màu gì?', expect: null },
  { topic: 1, q: 'Công đoàn trường có hỗ trợ tiền khi đoàn viên nằm viện không?', expect: null },
  { topic: 1, q: 'Đi công tác ngoại tỉnh thì giáo viên được phụ cấp bao nhiêu một ngày?', expect: null },
  { topic: 1, q: 'Vé xem múa rối nước ở Hà Nội giá bao nhiêu?', expect: null },
  { topic: 1, q: 'giao vien nuoc ngoai co duoc ho tro tien hoc tieng viet khong', expect: null },
  { topic: 1, q: 'thuong tet duoc tra vao thang may', expect: null },
  { topic: 1, q: 'giao vien co phai trong hoc sinh ngu trua khong', expect: null },
  { topic: 1, q: 'may cham cong nhan dien khuon mat co nhan duoc khi deo khau trang khong', expect: null },
  { topic: 1, q: 'bien ban du gio co can chu ky cua nguoi duoc du gio khong', expect: null },
  { topic: 1, q: 'cach tinh lai vay mua nha tra gop', expect: null },
  { topic: 1, q: 'Can I take annual leave in half days?', expect: null },
  { topic: 1, q: 'Who covers for the head of department when they are on leave?', expect: null },
  { topic: 1, q: 'How many sick days a year are paid in full?', expect: null },
  { topic: 1, q: 'Is there a quiet room where teachers can mark papers?', expect: null },
  { topic: 1, q: 'What is the cheapest mobile data plan in Vietnam?', expect: null },
  // Topic 4: the school introduction — answerable.
  {
    topic: 4,
    q: 'Kết quả kiểm tra đầu vào có sau bao lâu?',
    expect: ['8.3. Kiểm tra đầu vào', '15.1. Các bước'],
  },
  { topic: 4, q: 'Giáo viên nước ngoài của trường đến từ những nước nào?', expect: '6. Đội ngũ' },
  { topic: 4, q: 'Kiểm tra đầu vào được tổ chức vào những ngày nào?', expect: '8.1. Đối tượng và thời gian' },
  { topic: 4, q: 'Lịch thi Cambridge chi tiết được công bố trước kỳ thi bao lâu?', expect: '12.2. Kiểm tra, báo cáo' },
  { topic: 4, q: 'Câu lạc bộ thể thao sinh hoạt mấy buổi một tuần?', expect: '13.1. Câu lạc bộ thể thao' },
  { topic: 4, q: 'Báo trường HPL Times bao lâu ra một số?', expect: '13.3. Câu lạc bộ học thuật' },
  { topic: 4, q: 'hoc sinh he cambridge co hoc lich su dia ly viet nam khong', expect: '4.2. Chương trình Cambridge' },
  { topic: 4, q: 'phong hoc co dieu hoa khong', expect: '5.2. Phòng học và phòng chức năng' },
  { topic: 4, q: 'truong co clb nhiep anh khong', expect: '13.2. Câu lạc bộ nghệ thuật' },
  { topic: 4, q: 'trang facebook chinh thuc cua truong ten gi', expect: '11. Giờ làm việc và liên hệ' },
  { topic: 4, q: 'moi xe dua don co giao vien di kem khong', expect: '16.1. Xe đưa đón' },
  { topic: 4, q: 'How many students did the school have when it opened in 2008?', expect: '1. History' },
  { topic: 4, q: 'When do secondary students present their research projects?', expect: '4.4. Life skills and STEM' },
  { topic: 4, q: 'What was the average English score in the graduation exam?', expect: '7. Achievements' },
  {
    topic: 4,
    q: 'How long does the school take to reply to a written complaint from parents?',
    expect: '17. Office directory',
  },
  // Topic 4 — unanswerable.
  { topic: 4, q: 'Nhà hát 400 chỗ ngồi nằm ở tòa nhà nào?', expect: null },
  { topic: 4, q: 'Bể bơi có nhân viên cứu hộ trực trong giờ bơi không?', expect: null },
  { topic: 4, q: 'Lệ phí xét tuyển 1 triệu đồng có được hoàn lại nếu con không đỗ không?', expect: null },
  { topic: 4, q: 'Nhà thể chất đa năng có khán đài bao nhiêu chỗ ngồi?', expect: null },
  { topic: 4, q: 'Thư viện điện tử đăng nhập bằng tài khoản nào?', expect: null },
  { topic: 4, q: 'Làm căn cước cho trẻ em dưới 14 tuổi ở đâu?', expect: null },
  { topic: 4, q: 'lop cham soc sau gio hoc thu phi bao nhieu mot thang', expect: null },
  { topic: 4, q: 'phu huynh co xem duoc camera tren xe dua don qua ung dung khong', expect: null },
  { topic: 4, q: 'hoc sinh co duoc muon nhac cu cua truong mang ve nha tap khong', expect: null },
  { topic: 4, q: 'duong chay 200 met co mo cua cho nguoi dan vao tap buoi toi khong', expect: null },
  { topic: 4, q: 'chuong trinh trao doi hoc sinh sang nhat ban het bao nhieu tien', expect: null },
  { topic: 4, q: 'gia ve vao cong vien nuoc ho tay', expect: null },
  { topic: 4, q: 'Does the Open Day include a trial lesson for children?', expect: null },
  { topic: 4, q: 'Which tournaments has the school basketball team won?', expect: null },
  { topic: 4, q: 'Can grade 12 students drive to school and park on campus?', expect: null },
  { topic: 4, q: 'Which catering company runs the school canteen?', expect: null },
  { topic: 4, q: 'What are the best things to do in Ha Long Bay?', expect: null },
];
