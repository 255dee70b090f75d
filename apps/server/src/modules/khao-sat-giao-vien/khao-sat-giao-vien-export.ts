import type { Lang, ThongKeKhaoSat } from '@hpl/shared';
import type { Db } from '../../db/client';
import { type ExportColumn, sheetOf, streamWorkbook } from '../../lib/excel-export';
import { statistics } from './khao-sat-giao-vien.service';

type TeacherRow = ThongKeKhaoSat['giaoVien'][number];
type DeptRow = ThongKeKhaoSat['phongBan'][number];
type QuestionRow = ThongKeKhaoSat['cauHoi'][number];

const scoreColumns = <T extends { diem: (number | null)[] }>(count: number): ExportColumn<T>[] =>
  Array.from({ length: count }, (_, q) => ({
    header: { vi: `Câu ${q + 1}`, en: `Q${q + 1}` },
    width: 9,
    value: (r: T) => r.diem[q] ?? '',
  }));

/** The statistics of one campaign as a workbook: teachers, departments, questions (same figures as the screen). */
export async function exportStatistics(db: Db, khaoSatId: number, lang: Lang) {
  const stats = await statistics(db, khaoSatId);
  const n = stats.khaoSat.cauHoi.length;
  const teachers: ExportColumn<TeacherRow>[] = [
    { header: { vi: 'Giáo viên', en: 'Teacher' }, width: 28, value: (r) => r.hoTen },
    { header: { vi: 'Tổ chuyên môn', en: 'Department' }, width: 24, value: (r) => r.tenPhongBan ?? '' },
    { header: { vi: 'Số phiếu', en: 'Answers' }, width: 10, value: (r) => r.soPhieu },
    ...scoreColumns<TeacherRow>(n),
    { header: { vi: 'Trung bình', en: 'Mean' }, width: 11, value: (r) => r.trungBinh ?? '' },
  ];
  const departments: ExportColumn<DeptRow>[] = [
    { header: { vi: 'Tổ chuyên môn', en: 'Department' }, width: 28, value: (r) => r.tenPhongBan ?? '' },
    { header: { vi: 'Số phiếu', en: 'Answers' }, width: 10, value: (r) => r.soPhieu },
    ...scoreColumns<DeptRow>(n),
    { header: { vi: 'Trung bình', en: 'Mean' }, width: 11, value: (r) => r.trungBinh ?? '' },
  ];
  const questions: ExportColumn<QuestionRow>[] = [
    { header: { vi: 'Câu hỏi', en: 'Question' }, width: 50, value: (r) => r.cauHoi },
    { header: { vi: 'Trung bình', en: 'Mean' }, width: 11, value: (r) => r.trungBinh ?? '' },
    ...[1, 2, 3, 4, 5].map(
      (s): ExportColumn<QuestionRow> => ({
        header: { vi: `Số phiếu ${s} điểm`, en: `Scored ${s}` },
        width: 12,
        value: (r) => r.phanBo[s - 1] ?? 0,
      }),
    ),
  ];
  return {
    stream: streamWorkbook(lang, [
      sheetOf({ name: { vi: 'Giáo viên', en: 'Teachers' }, columns: teachers, rows: stats.giaoVien }),
      sheetOf({ name: { vi: 'Tổ chuyên môn', en: 'Departments' }, columns: departments, rows: stats.phongBan }),
      sheetOf({ name: { vi: 'Câu hỏi', en: 'Questions' }, columns: questions, rows: stats.cauHoi }),
    ]),
  };
}
