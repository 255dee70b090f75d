import type { Lang, ViPhamHocSinhListQuery } from '@hpl/shared';
import type { Db } from '../../db/client';
import { type Bilingual, type ExportColumn, exportList } from '../../lib/excel-export';
import type { SessionUser } from '../../lib/session-user';
import { listIncidents } from './vi-pham-hoc-sinh.service';

type Row = Awaited<ReturnType<typeof listIncidents>>['items'][number];

const STATUS: Record<string, Bilingual> = {
  da_bao_cao: { vi: 'Đã báo cáo', en: 'Reported' },
  da_xac_minh: { vi: 'Đã xác minh', en: 'Verified' },
  da_xac_nhan: { vi: 'Đã xác nhận', en: 'Confirmed' },
  bo_qua: { vi: 'Không xử lý', en: 'Dismissed' },
};
const MEASURE: Record<string, Bilingual> = {
  nhac_nho: { vi: 'Nhắc nhở', en: 'Reminder' },
  yeu_cau_xin_loi: { vi: 'Yêu cầu xin lỗi', en: 'Asked to apologise' },
  phe_binh: { vi: 'Phê bình', en: 'Criticism' },
  tu_kiem_diem: { vi: 'Yêu cầu viết bản tự kiểm điểm', en: 'Asked to write a self-review' },
};
const SELF_REVIEW: Record<string, Bilingual> = {
  cho_hoc_sinh: { vi: 'Chờ học sinh viết', en: 'Awaiting the student' },
  cho_phu_huynh: { vi: 'Chờ phụ huynh xác nhận', en: 'Awaiting the guardian' },
  hoan_thanh: { vi: 'Đã hoàn thành', en: 'Done' },
};
const col = (vi: string, en: string, width: number, value: ExportColumn<Row>['value']): ExportColumn<Row> => ({
  header: { vi, en },
  width,
  value,
});

const columns: ExportColumn<Row>[] = [
  col('Ngày', 'Date', 12, (r) => r.ngay),
  col('Tiết', 'Period', 7, (r) => r.tiet ?? ''),
  col('Địa điểm', 'Place', 20, (r) => r.diaDiem ?? ''),
  col('Học sinh', 'Students', 40, (r) =>
    r.hocSinh.map((s) => `${s.hoTen} (${s.maHocSinh}, ${s.tenLop ?? ''})`).join('; '),
  ),
  col('Mã vi phạm', 'Codes', 18, (r) => r.maViPham.map((c) => c.ma).join(', ')),
  col('Điểm', 'Points', 8, (r) => r.tongDiem),
  col('Người báo cáo', 'Reported by', 24, (r) => r.nguoiBaoCao),
  col('Trạng thái', 'Status', 14, (r, lang) => STATUS[r.trangThai]?.[lang] ?? r.trangThai),
  col('Biện pháp', 'Measure', 24, (r, lang) => (r.bienPhap ? (MEASURE[r.bienPhap]?.[lang] ?? r.bienPhap) : '')),
  // Where each student's self-review stands, when the measure asks for one.
  col('Tự kiểm điểm', 'Self-review', 36, (r, lang) =>
    r.hocSinh
      .flatMap((s) => (s.tuKiemDiem ? [`${s.hoTen}: ${SELF_REVIEW[s.tuKiemDiem]?.[lang] ?? s.tuKiemDiem}`] : []))
      .join('; '),
  ),
];

/** The office's export (xlsx) of every incident matching the list's filters, in the caller's language. */
export function exportIncidents(db: Db, user: SessionUser, query: ViPhamHocSinhListQuery, lang: Lang) {
  return exportList(lang, { name: { vi: 'Vi phạm', en: 'Incidents' }, columns }, (pageIndex, pageSize) =>
    listIncidents(db, user, { ...query, pageIndex, pageSize }),
  );
}
