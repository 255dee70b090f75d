import type { KetQuaTracNghiem, KetQuaTracNghiemQuery, Lang } from '@hpl/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { type ExportColumn, exportList, formatVnDateTime } from '../../lib/excel-export';
import { exportPage, logExport } from './ket-qua.service';

const scores = (r: KetQuaTracNghiem, lang: Lang) =>
  r.ketQua.map((k) => `${k.title[lang]}: ${k.score}${k.bandLabel ? ` (${k.bandLabel[lang]})` : ''}`).join('; ');

const COLUMNS: ExportColumn<KetQuaTracNghiem>[] = [
  { header: { vi: 'Mã học sinh', en: 'Student code' }, width: 14, value: (r) => r.maHocSinh },
  { header: { vi: 'Họ tên', en: 'Full name' }, width: 26, value: (r) => r.hoTen },
  { header: { vi: 'Lớp', en: 'Class' }, width: 10, value: (r) => r.tenLop },
  { header: { vi: 'Đợt đánh giá', en: 'Campaign' }, width: 30, value: (r) => r.tenDot },
  {
    header: { vi: 'Bài đánh giá', en: 'Instrument' },
    width: 24,
    value: (r, lang) => (lang === 'vi' ? r.tenBai : r.tenBaiEn),
  },
  { header: { vi: 'Nộp lúc', en: 'Submitted' }, width: 18, value: (r) => formatVnDateTime(r.nopLuc) },
  { header: { vi: 'Kết quả', en: 'Scores' }, width: 60, value: (r, lang) => scores(r, lang) },
  {
    header: { vi: 'Cần theo dõi', en: 'Follow-up' },
    width: 12,
    value: (r, lang) => (r.canTheoDoi ? (lang === 'vi' ? 'Có' : 'Yes') : ''),
  },
];

/** Every result the list shows (same filters and sort); the export is audit-logged once, with its row count. */
export async function exportResults(db: Db, caller: Caller, query: KetQuaTracNghiemQuery, lang: Lang) {
  const exported = await exportList(
    lang,
    { name: { vi: 'Kết quả trắc nghiệm', en: 'Screening results' }, columns: COLUMNS },
    (pageIndex, pageSize) => exportPage(db, { ...query, pageIndex, pageSize }),
  );
  await logExport(db, caller, query, exported.totalCount);
  return exported;
}
