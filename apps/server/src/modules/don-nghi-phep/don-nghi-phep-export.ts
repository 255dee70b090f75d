import { type DonNghiPhepListQuery, type Lang, translateMessage } from '@hpl/shared';
import type { Db } from '../../db/client';
import { type Bilingual, type ExportColumn, exportList } from '../../lib/excel-export';
import type { SessionUser } from '../../lib/session-user';
import { listRequests } from './don-nghi-phep.service';

type Row = Awaited<ReturnType<typeof listRequests>>['items'][number];

/** A catalogue key in both languages, as the shared export helper wants its headers. */
const both = (key: string): Bilingual => ({ vi: translateMessage(key, 'vi'), en: translateMessage(key, 'en') });
const column = (key: string, width: number, value: ExportColumn<Row>['value']): ExportColumn<Row> => ({
  header: both(`leave.export.${key}`),
  width,
  value,
});

const columns: ExportColumn<Row>[] = [
  column('maNhanVien', 10, (r) => r.maNhanVien),
  column('hoTen', 26, (r) => r.hoTen),
  column('phongBan', 28, (r, lang) => (lang === 'en' ? r.tenPhongBanEn : null) ?? r.tenPhongBan ?? ''),
  column('loai', 22, (r, lang) => (lang === 'en' ? r.tenLoaiEn : null) ?? r.tenLoai),
  column('tuNgay', 18, (r, lang) => `${r.tuNgay} (${translateMessage(`leave.half.${r.tuBuoi}`, lang)})`),
  column('denNgay', 18, (r, lang) => `${r.denNgay} (${translateMessage(`leave.half.${r.denBuoi}`, lang)})`),
  column('soNgay', 9, (r) => r.soNgay),
  column('lyDo', 40, (r) => r.lyDo),
  column('canDayThay', 12, (r, lang) => (r.canDayThay ? translateMessage('leave.export.yes', lang) : '')),
  column('trangThai', 20, (r, lang) => translateMessage(`leave.status.${r.trangThai}`, lang)),
  column('nguoiDuyet', 24, (r) => r.nguoiDuyet?.hoTen ?? ''),
  column('yKien', 30, (r) => r.yKienDuyet ?? ''),
];

/** The HR export (xlsx) of every request matching the filters, headed in the caller's language. */
export function exportRequests(db: Db, user: SessionUser, query: DonNghiPhepListQuery, lang: Lang) {
  return exportList(lang, { name: both('leave.export.sheet'), columns }, (pageIndex, pageSize) =>
    listRequests(db, user, { ...query, phamVi: 'tatCa', pageIndex, pageSize }),
  );
}
