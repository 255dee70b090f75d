import type { Lang } from '@hpl/shared';
import type { DbOrTx } from '../../db/client';
import { createPdf, drawTableRow } from '../../lib/pdf';
import type { SessionUser } from '../../lib/session-user';
import { findSchoolHeader } from '../diem-vn';
import { getObservation } from './bien-ban-du-gio.service';

/** The labels of the printed minute, in both languages (the request's language chooses). */
const LABELS = {
  vi: {
    title: 'BIÊN BẢN DỰ GIỜ',
    teacher: 'Giáo viên dạy',
    department: 'Tổ chuyên môn',
    lesson: 'Lớp / môn',
    when: 'Ngày / tiết',
    observers: 'Người dự',
    criterion: 'Tiêu chí',
    /** The score column, headed with the observation's scale. */
    score: 'Điểm ({min}–{max})',
    mean: 'Điểm trung bình',
    strengths: 'Ưu điểm',
    suggestions: 'Góp ý',
    response: 'Ý kiến của giáo viên được dự giờ',
    status: 'Trạng thái',
    signTeacher: 'GIÁO VIÊN DẠY',
    signObserver: 'NGƯỜI DỰ GIỜ',
    none: '—',
    statuses: {
      da_len_lich: 'Đã lên lịch',
      nhap: 'Bản nháp',
      da_nop: 'Đã nộp',
      da_xac_nhan: 'Giáo viên đã xác nhận',
      da_khoa: 'Đã khoá',
    },
  },
  en: {
    title: 'LESSON OBSERVATION MINUTE',
    teacher: 'Teacher observed',
    department: 'Department',
    lesson: 'Class / subject',
    when: 'Date / period',
    observers: 'Observers',
    criterion: 'Criterion',
    score: 'Score ({min}–{max})',
    mean: 'Mean score',
    strengths: 'Strengths',
    suggestions: 'Suggestions',
    response: "The observed teacher's response",
    status: 'Status',
    signTeacher: 'TEACHER OBSERVED',
    signObserver: 'OBSERVER',
    none: '—',
    statuses: {
      da_len_lich: 'Scheduled',
      nhap: 'Draft',
      da_nop: 'Submitted',
      da_xac_nhan: 'Acknowledged by the teacher',
      da_khoa: 'Locked',
    },
  },
} as const;

const dateOf = (iso: string, lang: Lang) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return lang === 'vi' ? `${d}/${m}/${y}` : `${y}-${m}-${d}`;
};

/**
 * The printed minute of an observation (A4, the embedded Vietnamese font): who, which lesson, the rubric with its
 * scores, strengths, suggestions and the teacher's response, with signature places. Read through `getObservation`,
 * so whoever may not see the observation gets its 404.
 */
export async function renderMinutePdf(db: DbOrTx, user: SessionUser, id: number, lang: Lang) {
  const minute = await getObservation(db, user, id);
  const school = await findSchoolHeader(db);
  const L = LABELS[lang];
  const { doc, done } = createPdf(`${L.title} – ${minute.giaoVien.hoTen} – ${minute.ngay}`);
  doc.addPage();
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font('bold').fontSize(11).text(school.tenTruong.toUpperCase());
  if (school.diaChi) doc.font('regular').fontSize(9).text(school.diaChi);
  doc.moveDown(1.5);
  doc.font('bold').fontSize(15).text(L.title, { align: 'center', width });
  doc.moveDown();
  const line = (label: string, value: string) => {
    doc.font('bold').fontSize(10).text(`${label}: `, { continued: true });
    doc.font('regular').text(value || L.none);
  };
  line(L.teacher, minute.giaoVien.hoTen);
  line(L.department, minute.tenPhongBan ?? '');
  line(L.lesson, `${minute.tenLop} / ${minute.tenMonHoc}`);
  line(L.when, `${dateOf(minute.ngay, lang)} / ${minute.tiet}`);
  line(L.observers, minute.nguoiDu.map((p) => p.hoTen).join(', '));
  line(L.status, L.statuses[minute.trangThai]);
  doc.moveDown();

  const columns = [{ width: width - 80 }, { width: 80, align: 'center' as const }];
  const scale = L.score.replace('{min}', String(minute.diemToiThieu)).replace('{max}', String(minute.diemToiDa));
  drawTableRow(doc, columns, [L.criterion, scale], { bold: true });
  for (const group of minute.tieuChi) {
    drawTableRow(doc, columns, [lang === 'en' ? group.tieuDeEn : group.tieuDe, ''], { bold: true });
    for (const criterion of group.tieuChi) {
      const text = lang === 'en' ? criterion.noiDungEn : criterion.noiDung;
      const height = Math.max(
        18,
        doc
          .font('regular')
          .fontSize(9)
          .heightOfString(text, { width: width - 88 }) + 10,
      );
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const y = doc.y;
      doc.rect(doc.page.margins.left, y, columns[0]!.width, height).stroke('#888888');
      doc.rect(doc.page.margins.left + columns[0]!.width, y, 80, height).stroke('#888888');
      doc.text(text, doc.page.margins.left + 4, y + 5, { width: width - 88 });
      const score = minute.diem[criterion.ma];
      doc.text(score === undefined ? L.none : String(score), doc.page.margins.left + columns[0]!.width, y + 5, {
        width: 80,
        align: 'center',
      });
      doc.x = doc.page.margins.left;
      doc.y = y + height;
    }
  }
  const mean = minute.diemTrungBinh === null ? L.none : minute.diemTrungBinh.toFixed(2);
  drawTableRow(doc, columns, [L.mean, lang === 'vi' ? mean.replace('.', ',') : mean], { bold: true });
  doc.moveDown();
  for (const [label, text] of [
    [L.strengths, minute.uuDiem],
    [L.suggestions, minute.gopY],
    [L.response, minute.phanHoi],
  ] as const) {
    doc.font('bold').fontSize(10).text(label, doc.page.margins.left, doc.y, { width });
    doc
      .font('regular')
      .fontSize(10)
      .text(text.trim() || L.none, { width });
    doc.moveDown(0.5);
  }
  doc.moveDown();
  if (doc.y + 80 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  doc
    .font('bold')
    .fontSize(10)
    .text(L.signTeacher, doc.page.margins.left, y, { width: width / 2, align: 'center' });
  doc.text(L.signObserver, doc.page.margins.left + width / 2, y, { width: width / 2, align: 'center' });
  doc.font('regular').text(minute.giaoVien.hoTen, doc.page.margins.left, y + 60, { width: width / 2, align: 'center' });
  doc.text(minute.nguoiDu.map((p) => p.hoTen).join(', '), doc.page.margins.left + width / 2, y + 60, {
    width: width / 2,
    align: 'center',
  });
  doc.end();
  return { name: `bien-ban-du-gio-${minute.id}`, pdf: await done };
}
