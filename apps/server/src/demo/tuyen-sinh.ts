import { deflateSync } from 'node:zlib';
import type { TrangThaiHoSo } from '@hpl/shared';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { createPdf } from '../lib/pdf';
import { storeFile } from '../lib/uploads';

const HO = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Huỳnh'];
const DEM = ['Minh', 'Gia', 'Bảo', 'Ngọc', 'Thanh', 'Khánh', 'Anh', 'Phương'];
const TEN = ['An', 'Khang', 'Linh', 'Vy', 'Nam', 'Châu', 'Huy', 'Trâm', 'Phúc', 'Mai', 'Đức', 'Hân', 'Long'];
const SCHOOLS = [
  'Trường Mầm non Hoa Sen',
  'Trường Tiểu học Lê Văn Tám',
  'Trường THCS Nguyễn Du',
  'Trường Quốc tế Sài Gòn',
];

/** How many applications stop at each status (40 in all, every status present). */
const PLAN: [TrangThaiHoSo, number][] = [
  ['daNop', 8],
  ['dangXet', 6],
  ['henKiemTra', 5],
  ['daDanhGia', 5],
  ['trungTuyen', 5],
  ['danhSachCho', 3],
  ['khongTrungTuyen', 3],
  ['daNhapHoc', 2],
  ['daRut', 3],
];
const PATH: Record<TrangThaiHoSo, TrangThaiHoSo[]> = {
  daNop: [],
  dangXet: ['dangXet'],
  henKiemTra: ['dangXet', 'henKiemTra'],
  daDanhGia: ['dangXet', 'henKiemTra', 'daDanhGia'],
  trungTuyen: ['dangXet', 'henKiemTra', 'daDanhGia', 'trungTuyen'],
  danhSachCho: ['dangXet', 'henKiemTra', 'daDanhGia', 'danhSachCho'],
  khongTrungTuyen: ['dangXet', 'daDanhGia', 'khongTrungTuyen'],
  daNhapHoc: ['dangXet', 'henKiemTra', 'daDanhGia', 'trungTuyen', 'daNhapHoc'],
  daRut: ['dangXet', 'daRut'],
};
const COMMENT: Partial<Record<TrangThaiHoSo, string>> = {
  dangXet: 'Hồ sơ đủ giấy tờ, chuyển xét duyệt.',
  henKiemTra: 'Hẹn kiểm tra đầu vào sáng thứ Bảy.',
  daDanhGia: 'Đã kiểm tra và phỏng vấn.',
  trungTuyen: 'Đạt yêu cầu.',
  danhSachCho: 'Khối đã đủ chỉ tiêu, chờ chỗ trống.',
  khongTrungTuyen: 'Kết quả kiểm tra chưa đạt.',
  daNhapHoc: 'Đã hoàn tất thủ tục nhập học.',
  daRut: 'Phụ huynh rút hồ sơ.',
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A plain 3×4 ID-photo placeholder as a real PNG (uploads are typed from their bytes). */
function photoPng(shade: number): Buffer {
  const width = 60;
  const height = 80;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([90 + shade, 140, 200 - shade], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function samplePdf(title: string): Promise<Buffer> {
  const { doc, done } = createPdf(title);
  doc.addPage();
  doc.font('bold').fontSize(16).text(title, { align: 'center' });
  doc.moveDown().font('regular').fontSize(11).text('Bản sao dùng cho dữ liệu mẫu của cổng thông tin.');
  doc.end();
  return done;
}

const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+07:00`);
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Forty applications for next year across every status, each with its documents (birth certificate, report card,
 * photo), its history and, once evaluated, the admissions officer's rubric scores — so `tuyensinh` sees a full
 * pipeline. The two enrolled ones point at existing students (made from their records).
 */
export async function seedAdmissions(tx: DbOrTx, uploadDir: string, asOf: string): Promise<void> {
  const [officer] = await tx
    .select({ id: t.taiKhoan.id, hoTen: t.nhanVien.hoTen })
    .from(t.taiKhoan)
    .innerJoin(t.nhanVien, eq(t.nhanVien.id, t.taiKhoan.nhanVienId))
    .where(eq(t.taiKhoan.username, 'tuyensinh'));
  const enrolled = await tx
    .select({ id: t.hocSinh.id, hoTen: t.hocSinh.hoTen, ngaySinh: t.hocSinh.ngaySinh })
    .from(t.hocSinh)
    .where(isNull(t.hocSinh.deletedAt))
    .orderBy(desc(t.hocSinh.id))
    .limit(2);
  const [birth, report] = await Promise.all([samplePdf('GIẤY KHAI SINH (BẢN SAO)'), samplePdf('HỌC BẠ (BẢN SAO)')]);
  const statuses = PLAN.flatMap(([s, n]) => Array.from({ length: n }, () => s));
  let i = 0;
  for (const status of statuses) {
    i++;
    const student = status === 'daNhapHoc' ? enrolled.shift() : undefined;
    const khoi = [1, 6, 10, 2, 7, 3][i % 6]!;
    const hoTen = student?.hoTen ?? `${HO[i % HO.length]} ${DEM[(i * 3) % DEM.length]} ${TEN[(i * 7) % TEN.length]}`;
    const ngaySinh =
      student?.ngaySinh ??
      `${2027 - khoi - 6}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`;
    const submitted = plusDays(asOf, -60 + i);
    const [row] = await tx
      .insert(t.hoSoTuyenSinh)
      .values({
        maHoSo: `demo-${i}`,
        maHoSoNguon: i % 4 === 0 ? null : `WEB-2027-${String(1000 + i)}`,
        nguon: i % 4 === 0 ? 'vanPhong' : 'web',
        namHocDuTuyen: '2027-2028',
        hoTen,
        ngaySinh,
        gioiTinh: i % 2 ? 'nam' : 'nu',
        diaChi: `${10 + i} đường Nguyễn Văn Linh, Quận 7, TP.HCM`,
        chuongTrinh: i % 3 === 0 ? 'cambridge' : 'quocGia',
        khoi,
        truongCu: SCHOOLS[i % SCHOOLS.length]!,
        phuHuynh: [
          {
            quanHe: i % 2 ? 'Bố' : 'Mẹ',
            hoTen: `${HO[(i + 3) % HO.length]} Văn ${TEN[(i + 5) % TEN.length]}`,
            dienThoai: `09${String(10_000_000 + i * 7919).slice(0, 8)}`,
            email: `phuhuynh${i}@example.vn`,
            ngheNghiep: null,
          },
        ],
        trangThai: status,
        lichKiemTra: PATH[status].includes('henKiemTra') ? at(plusDays(submitted, 10), 8) : null,
        hocSinhId: student?.id ?? null,
        createdAt: at(submitted, 9),
      })
      .returning({ id: t.hoSoTuyenSinh.id });
    const hoSoId = row!.id;
    const documents = [
      { loai: 'giayKhaiSinh', buffer: birth, mimeType: 'application/pdf', name: 'giay-khai-sinh.pdf' },
      { loai: 'hocBa', buffer: report, mimeType: 'application/pdf', name: 'hoc-ba.pdf' },
      { loai: 'anhThe', buffer: photoPng(i * 2), mimeType: 'image/png', name: 'anh-the.png' },
    ].slice(0, i % 5 === 0 ? 2 : 3);
    for (const d of documents) {
      const tepId = await storeFile(tx, uploadDir, {
        buffer: d.buffer,
        mimeType: d.mimeType,
        originalName: d.name,
        purpose: 'admission-document',
        ownerAccountId: null,
      });
      await tx.insert(t.hoSoTuyenSinhTaiLieu).values({ hoSoId, loai: d.loai, tepId });
    }
    let from: TrangThaiHoSo | null = null;
    const steps: TrangThaiHoSo[] = ['daNop', ...PATH[status]];
    for (const [k, to] of steps.entries()) {
      await tx.insert(t.hoSoTuyenSinhLichSu).values({
        hoSoId,
        tuTrangThai: from,
        denTrangThai: to,
        taiKhoanId: to === 'daNop' ? null : (officer?.id ?? null),
        nguoiThucHien: to === 'daNop' ? null : (officer?.hoTen ?? null),
        ghiChu: COMMENT[to] ?? null,
        createdAt: at(plusDays(submitted, k * 4), 10),
      });
      from = to;
    }
    if (officer && PATH[status].includes('daDanhGia')) {
      const diem = { hocLuc: 3 + (i % 3), kiemTraDauVao: 2 + (i % 4), phongVan: 3 + (i % 2), phuHopChuongTrinh: 4 };
      const tongDiem = Math.round(((diem.hocLuc + diem.kiemTraDauVao + diem.phongVan + 4) / 4) * 10) / 10;
      await tx.insert(t.hoSoTuyenSinhDanhGia).values({
        hoSoId,
        taiKhoanId: officer.id,
        nguoiDanhGia: officer.hoTen,
        diem,
        tongDiem,
        nhanXet: 'Mạnh dạn, giao tiếp tốt.',
        ngayDanhGia: plusDays(submitted, 12),
      });
      await tx.update(t.hoSoTuyenSinh).set({ diemTrungBinh: tongDiem }).where(eq(t.hoSoTuyenSinh.id, hoSoId));
    }
  }
  await tx.update(t.hoSoTuyenSinh).set({
    maHoSo: sql`'TS27-' || lpad(${t.hoSoTuyenSinh.id}::text, 5, '0')`,
  });
}
