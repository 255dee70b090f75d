import { type DonNghiPhepListQuery, type Lang, translateMessage } from '@hpl/shared';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import { listRequests } from './leave-requests.service';

/** Builds the HR export (xlsx) of every request matching the filters, headed in the caller's language. */
export async function exportRequests(
  db: Db,
  user: SessionUser,
  query: DonNghiPhepListQuery,
  lang: Lang,
): Promise<Buffer> {
  const page = await listRequests(db, user, { ...query, phamVi: 'tatCa', pageIndex: 1, pageSize: -1 });
  const t = (key: string) => translateMessage(key, lang);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'HPL Portal';
  const sheet = workbook.addWorksheet(t('leave.export.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: t('leave.export.maNhanVien'), key: 'maNhanVien', width: 10 },
    { header: t('leave.export.hoTen'), key: 'hoTen', width: 26 },
    { header: t('leave.export.phongBan'), key: 'phongBan', width: 28 },
    { header: t('leave.export.loai'), key: 'loai', width: 22 },
    { header: t('leave.export.tuNgay'), key: 'tuNgay', width: 18 },
    { header: t('leave.export.denNgay'), key: 'denNgay', width: 18 },
    { header: t('leave.export.soNgay'), key: 'soNgay', width: 9 },
    { header: t('leave.export.lyDo'), key: 'lyDo', width: 40 },
    { header: t('leave.export.canDayThay'), key: 'canDayThay', width: 12 },
    { header: t('leave.export.trangThai'), key: 'trangThai', width: 20 },
    { header: t('leave.export.nguoiDuyet'), key: 'nguoiDuyet', width: 24 },
    { header: t('leave.export.yKien'), key: 'yKien', width: 30 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of page.items) {
    sheet.addRow({
      maNhanVien: r.maNhanVien,
      hoTen: r.hoTen,
      phongBan: (lang === 'en' ? r.tenPhongBanEn : null) ?? r.tenPhongBan ?? '',
      loai: (lang === 'en' ? r.tenLoaiEn : null) ?? r.tenLoai,
      tuNgay: `${r.tuNgay} (${t(`leave.half.${r.tuBuoi}`)})`,
      denNgay: `${r.denNgay} (${t(`leave.half.${r.denBuoi}`)})`,
      soNgay: r.soNgay,
      lyDo: r.lyDo,
      canDayThay: r.canDayThay ? t('leave.export.yes') : '',
      trangThai: t(`leave.status.${r.trangThai}`),
      nguoiDuyet: r.nguoiDuyet?.hoTen ?? '',
      yKien: r.yKienDuyet ?? '',
    });
  }
  sheet.autoFilter = { from: 'A1', to: 'L1' };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
