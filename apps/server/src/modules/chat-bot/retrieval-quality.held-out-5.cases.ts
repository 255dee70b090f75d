import type { RetrievalCase } from './retrieval-quality.cases';

/**
 * FIFTH HELD-OUT set (issue 24 §7), written on 2026-11-29 (01:00 UTC) and committed BEFORE any ranking change that
 * follows it, so that no number is chosen with it in view. Held-out set 4 was measured when the last changes were
 * judged, so from now on it is tuning material like sets 1 to 3; this one is the clean measure of what follows.
 * Written from the demo documents' text (apps/server/src/demo/chat-bot), not from what the retrieval answers: per topic
 * (1, 4, 6) 14 or 15 answerable questions worded as users would (Vietnamese with and without diacritics, English; the
 * expected passage is the one in the question's language, named by the start of its heading as in the other sets), and
 * 16 or 17 the documents cannot answer, in both languages, most of them made of the documents' own words ("thử việc",
 * "Công đoàn", "Vovinam", "HPL Times", "tủ sách", "Music Night", "artificial turf", "IELTS") so that a passage shares
 * words with them without answering.
 * Checked against the other sets: no question repeats one of theirs, in the same or the other language, nor the same
 * kind of unanswerable question (no new "Michael Turner", bus-route or trade-union-fee question).
 * Protocol: measured once with the code as it was when this file was committed (aggregate and per-topic figures only;
 * the test prints no case of this set, so no answer was looked at), then once after the changes; both are reported in
 * retrieval-quality.test.ts. Do not tune on these: retrieval-tuning.test.ts does not read this file.
 * Measured before the changes (aggregate and per topic only): top-1 36/44, top-3 84.1 % (37/44; per topic 1/4/6: 11/15,
 * 14/15, 12/14), "not found" 56.0 % (28/50; per topic 1/4/6: 7/16, 8/17, 13/17). After (the question's framing
 * words dropped, a question asking for a number not answered by a passage without one, the "not found" rule re-chosen
 * on the tuning material with held-out 4 added): top-1 38/44, top-3 88.6 % (39/44; 12/15, 15/15, 12/14), "not found"
 * 68.0 % (34/50; 10/16, 10/17, 14/17). The goal top-3 ≥ 85 % is met; "not found" ≥ 90 % is not, overall nor in any
 * topic. See retrieval-quality.test.ts.
 */
export const HELD_OUT_5_CASES: RetrievalCase[] = [
  // Topic 6: the student handbook — answerable.
  { topic: 6, q: 'Buổi chiều học sinh vào học lúc mấy giờ?', expect: '2.1. Giờ đến trường' },
  { topic: 6, q: 'Sau 17 giờ 30 chưa có ai đón thì học sinh tiểu học ở đâu?', expect: '2.3. Đón và trả học sinh' },
  { topic: 6, q: 'Có được đeo trang sức khi đi học không?', expect: '3.3. Tóc, giày' },
  { topic: 6, q: 'Ai chấm điểm nề nếp hằng tuần của lớp?', expect: '6.1. Điểm nề nếp' },
  { topic: 6, q: 'Hộp thư "Em muốn nói" đặt ở đâu?', expect: '7.2. Khi em bị bắt nạt' },
  { topic: 6, q: 'hoc boi can mang theo nhung gi', expect: '3.2. Đồng phục thể dục' },
  { topic: 6, q: 'nghi om 3 ngay co can giay cua bac si khong', expect: '4.1. Xin phép nghỉ học' },
  { topic: 6, q: 'lam mat sach thu vien thi phai den the nao', expect: '10. Thư viện' },
  { topic: 6, q: 'nhat duoc cua roi tra lai co duoc khen khong', expect: '6.4. Khen thưởng' },
  { topic: 6, q: 'Can I go into the science lab without a teacher?', expect: '7.3. Safety at school' },
  { topic: 6, q: 'What time is lunch served?', expect: '9.1. School lunch' },
  { topic: 6, q: 'Is student health insurance compulsory?', expect: '11.4. Health insurance' },
  { topic: 6, q: 'Is what I tell the school counsellor kept confidential?', expect: '14. School counselling' },
  { topic: 6, q: 'What can I use my student card for?', expect: '15.1. Student card' },
  // Topic 6 — unanswerable.
  { topic: 6, q: 'Phòng tư vấn tâm lý có mở cửa vào thứ Bảy không?', expect: null },
  { topic: 6, q: 'Cửa hàng đồng phục có bán ba lô của trường không?', expect: null },
  { topic: 6, q: 'Nạp tiền vào thẻ học sinh ở đâu?', expect: null },
  { topic: 6, q: 'Giải bóng rổ giữa các lớp tổ chức vào tháng mấy?', expect: null },
  { topic: 6, q: 'Ai là bí thư Đoàn trường?', expect: null },
  { topic: 6, q: 'Thư viện có cho mượn máy tính xách tay không?', expect: null },
  { topic: 6, q: 'phong y te co ban thuoc cam cum khong', expect: null },
  { topic: 6, q: 'xe dua don co don hoc sinh vao thu bay khong', expect: null },
  { topic: 6, q: 'ao khoac dong phuc mua dong mau gi', expect: null },
  { topic: 6, q: 'diem mon am nhac co tinh vao diem tong ket khong', expect: null },
  { topic: 6, q: 'doi tuyen mun nam nay di thi o dau', expect: null },
  { topic: 6, q: 'Can I print documents in the library?', expect: null },
  { topic: 6, q: 'How many lockers are there on each floor?', expect: null },
  { topic: 6, q: "What is the school nurse's name?", expect: null },
  { topic: 6, q: 'Is there a debate competition against other schools in spring?', expect: null },
  { topic: 6, q: 'Can students borrow sports equipment at break time?', expect: null },
  { topic: 6, q: 'How much does a ticket for the Music Night cost?', expect: null },
  // Topic 1: the staff regulations — answerable.
  { topic: 1, q: 'Ban Giám hiệu gồm những ai?', expect: 'Điều 3. Giải thích từ ngữ' },
  { topic: 1, q: 'Máy chấm công đặt ở đâu?', expect: 'Điều 5. Chấm công' },
  { topic: 1, q: 'Làm lâu năm ở trường có được thêm ngày phép không?', expect: 'Điều 7. Nghỉ phép năm' },
  {
    topic: 1,
    q: 'Đề kiểm tra cuối kỳ phải nộp cho Phòng Đào tạo trước mấy ngày?',
    expect: 'Điều 15. Kiểm tra, đánh giá',
  },
  { topic: 1, q: 'Mỗi năm học có mấy lần diễn tập phòng cháy?', expect: 'Điều 23. Phòng cháy' },
  { topic: 1, q: 'giao vien vao lop muon qua 5 phut phai bao ai', expect: 'Điều 6. Đi muộn' },
  { topic: 1, q: 'nuoi con duoi 12 thang tuoi duoc nghi bao nhieu phut moi ngay', expect: 'Điều 8. Nghỉ ốm đau' },
  { topic: 1, q: 'mat the nhan vien thi lam the nao', expect: 'Điều 19. Trang phục' },
  { topic: 1, q: 'giao vien co hoc sinh dat giai quoc gia co duoc thuong khong', expect: 'Điều 27. Thưởng' },
  { topic: 1, q: 'Do I have to come in on Saturday mornings?', expect: 'Article 4. Working hours' },
  { topic: 1, q: 'How many days off do I get if my father dies?', expect: 'Article 9. Personal leave' },
  { topic: 1, q: 'Is teaching beyond my quota counted as overtime?', expect: 'Article 11. Overtime' },
  {
    topic: 1,
    q: 'Can the principal watch my lesson without telling me first?',
    expect: 'Article 16. Lesson observation',
  },
  { topic: 1, q: 'Can I let a colleague use my Portal account?', expect: 'Article 22. Data protection' },
  { topic: 1, q: 'What happens to a staff member caught gambling at work?', expect: 'Article 29. Misconduct' },
  // Topic 1 — unanswerable.
  { topic: 1, q: 'Giáo viên thử việc được hưởng bao nhiêu phần trăm lương?', expect: null },
  { topic: 1, q: 'Nhà trường có hỗ trợ tiền điện thoại cho tổ trưởng không?', expect: null },
  { topic: 1, q: 'Giáo viên có được làm việc tại nhà khi học sinh nghỉ giữa kỳ không?', expect: null },
  { topic: 1, q: 'Phòng Hành chính – Nhân sự có bao nhiêu nhân viên?', expect: null },
  { topic: 1, q: 'Giáo viên được nghỉ bao nhiêu ngày khi con ốm?', expect: null },
  { topic: 1, q: 'xin nghi viec phai bao truoc bao nhieu ngay', expect: null },
  { topic: 1, q: 'muc dong bao hiem xa hoi cua giao vien la bao nhieu phan tram', expect: null },
  { topic: 1, q: 'giao vien moi co duoc xep phong lam viec rieng khong', expect: null },
  { topic: 1, q: 'tien thuong ngay 20 thang 11 la bao nhieu', expect: null },
  { topic: 1, q: 'hop to chuyen mon vao chieu thu may', expect: null },
  { topic: 1, q: 'What is the dress code for the end-of-year staff party?', expect: null },
  { topic: 1, q: 'Who chairs the school trade union?', expect: null },
  { topic: 1, q: 'How long is the probation period for new teachers?', expect: null },
  { topic: 1, q: 'Is there a shuttle bus for staff from the city centre?', expect: null },
  { topic: 1, q: 'Is there an allowance for teachers who run an after-school club?', expect: null },
  { topic: 1, q: 'Who signs the employment contract of a new teacher?', expect: null },
  // Topic 4: the school introduction — answerable.
  { topic: 4, q: 'Trường bắt đầu dạy chương trình Cambridge từ năm nào?', expect: '1. Lịch sử' },
  { topic: 4, q: 'Chứng chỉ A Level được những nước nào công nhận?', expect: '4.2. Chương trình Cambridge' },
  { topic: 4, q: 'Bao nhiêu phần trăm giáo viên có bằng thạc sĩ?', expect: '6. Đội ngũ' },
  { topic: 4, q: 'Năm 2026 có bao nhiêu học sinh nhận học bổng du học?', expect: '7. Thành tích' },
  { topic: 4, q: 'Bài đánh giá vào lớp 1 kéo dài bao lâu?', expect: '8.3. Kiểm tra đầu vào' },
  { topic: 4, q: 'bep an cua truong co chung nhan an toan thuc pham khong', expect: '5.5. Bán trú và y tế' },
  { topic: 4, q: 'truong co nhung to chuyen mon nao', expect: '6.2. Các phòng ban' },
  { topic: 4, q: 'ngay hoi tu van dai hoc to chuc vao thang may', expect: '14.3. Trung học phổ thông' },
  { topic: 4, q: 'sach giao khoa co phai tu mua khong', expect: '16.2. Đồng phục và học phẩm' },
  { topic: 4, q: 'Can I use the digital library from home?', expect: '5.3. Library' },
  { topic: 4, q: 'How long is the running track?', expect: '5.4. Sports facilities' },
  { topic: 4, q: 'How many times a year are report cards sent home?', expect: '12.2. Tests, reports' },
  { topic: 4, q: 'How many members do we need to start a new club?', expect: '13.4. Joining a club' },
  { topic: 4, q: 'Do primary pupils have a nap after lunch?', expect: '18. A typical school day' },
  { topic: 4, q: 'What do visitors need to show at the gate?', expect: '17. Office directory' },
  // Topic 4 — unanswerable.
  { topic: 4, q: 'Phòng múa có gương và sàn gỗ không?', expect: null },
  { topic: 4, q: 'Trường đối tác ở Nhật Bản tên là gì?', expect: null },
  { topic: 4, q: 'Đội Robotics của trường từng đạt giải gì?', expect: null },
  { topic: 4, q: 'Tủ sách của mỗi lớp có bao nhiêu cuốn?', expect: null },
  { topic: 4, q: 'Bể bơi có mở cửa cho học sinh tập vào cuối tuần không?', expect: null },
  { topic: 4, q: 'vovinam co thi dai den khong', expect: null },
  { topic: 4, q: 'bao truong hpl times tuyen phong vien the nao', expect: null },
  { topic: 4, q: 'phong thi nghiem hoa hoc co tu hut khi doc khong', expect: null },
  { topic: 4, q: 'tro giang tieu hoc co phai giao vien nuoc ngoai khong', expect: null },
  { topic: 4, q: 'ngay hoi stem nam nay co giai thuong gi', expect: null },
  { topic: 4, q: 'Is the artificial turf pitch lit for evening games?', expect: null },
  { topic: 4, q: 'How many parking spaces are there for parents?', expect: null },
  { topic: 4, q: 'Can parents join the school choir?', expect: null },
  { topic: 4, q: 'What is the air quality index in the classrooms?', expect: null },
  { topic: 4, q: 'Which awards did the school win in 2025?', expect: null },
  { topic: 4, q: 'Do the bus supervisors speak English?', expect: null },
  { topic: 4, q: 'How many IELTS classes run each week?', expect: null },
];
