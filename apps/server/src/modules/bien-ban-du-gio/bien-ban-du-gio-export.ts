import type { DuGioListQuery, Lang } from '@hpl/shared';
import type { Db } from '../../db/client';
import { type Bilingual, type ExportColumn, exportList } from '../../lib/excel-export';
import { listAll } from './bien-ban-du-gio.service';

type Row = Awaited<ReturnType<typeof listAll>>['items'][number];

const STATUS: Record<string, Bilingual> = {
  da_len_lich: { vi: 'Đã lên lịch', en: 'Scheduled' },
  nhap: { vi: 'Đang ghi biên bản', en: 'Minute in progress' },
  da_nop: { vi: 'Đã nộp biên bản', en: 'Minute submitted' },
  da_xac_nhan: { vi: 'Giáo viên đã xác nhận', en: 'Acknowledged' },
  da_khoa: { vi: 'Đã khoá', en: 'Locked' },
};

const columns: ExportColumn<Row>[] = [
  { header: { vi: 'Ngày', en: 'Date' }, width: 12, value: (r) => r.ngay },
  { header: { vi: 'Tiết', en: 'Period' }, width: 7, value: (r) => r.tiet },
  { header: { vi: 'Giáo viên', en: 'Teacher' }, width: 26, value: (r) => r.giaoVien.hoTen },
  { header: { vi: 'Tổ chuyên môn', en: 'Department' }, width: 24, value: (r) => r.tenPhongBan ?? '' },
  { header: { vi: 'Môn', en: 'Subject' }, width: 18, value: (r) => r.tenMonHoc },
  { header: { vi: 'Lớp', en: 'Class' }, width: 18, value: (r) => r.tenLop },
  {
    header: { vi: 'Người dự giờ', en: 'Observers' },
    width: 36,
    value: (r) => r.nguoiDu.map((p) => p.hoTen).join(', '),
  },
  {
    header: { vi: 'Trạng thái', en: 'Status' },
    width: 22,
    value: (r, lang) => STATUS[r.trangThai]?.[lang] ?? r.trangThai,
  },
  { header: { vi: 'Điểm trung bình', en: 'Mean score' }, width: 10, value: (r) => r.diemTrungBinh ?? '' },
  { header: { vi: 'Thang điểm', en: 'Scale' }, width: 9, value: (r) => `${r.diemToiThieu}–${r.diemToiDa}` },
];

/** HR's export (xlsx) of every observation matching the filters, headed in the caller's language. */
export function exportObservations(db: Db, query: DuGioListQuery, lang: Lang) {
  return exportList(lang, { name: { vi: 'Dự giờ', en: 'Observations' }, columns }, (pageIndex, pageSize) =>
    listAll(db, { ...query, pageIndex, pageSize }),
  );
}
