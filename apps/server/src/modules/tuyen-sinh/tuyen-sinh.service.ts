import {
  type BangHoSo,
  type ChuongTrinh,
  type ChuyenTrangThai,
  type DanhGiaInput,
  type HoSoTuyenSinh,
  type HoSoTuyenSinhChiTiet,
  type HoSoTuyenSinhListQuery,
  type LoaiTaiLieu,
  type NhapHocInput,
  type Page,
  type ThongKeTuyenSinh,
  TRANG_THAI_HO_SO,
  type TrangThaiHoSo,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { enqueue } from '../../lib/jobs';
import { pageOf } from '../../lib/list';
import { schoolToday } from '../../lib/school-date';
import type { SessionUser } from '../../lib/session-user';
import { createStudentWithin } from '../hoc-sinh';
import { listClassSizesOfYear } from '../lop-quan-ly';
import { findActiveYear, findYearsOverlapping } from '../nam-hoc';
import { ENTITY } from './nhan-vao.service';
import { mayScore, rubricTotal, transitionProblem } from './tuyen-sinh.policy';
import * as repo from './tuyen-sinh.repository';

type Row = Awaited<ReturnType<typeof repo.listApplications>>['items'][number];
const present = (row: Row): HoSoTuyenSinh => ({
  id: row.id,
  maHoSo: row.maHoSo,
  maHoSoNguon: row.maHoSoNguon,
  nguon: row.nguon as HoSoTuyenSinh['nguon'],
  namHocDuTuyen: row.namHocDuTuyen,
  hoTen: row.hoTen,
  ngaySinh: row.ngaySinh,
  gioiTinh: row.gioiTinh,
  chuongTrinh: row.chuongTrinh as ChuongTrinh,
  khoi: row.khoi,
  truongCu: row.truongCu,
  trangThai: row.trangThai as TrangThaiHoSo,
  lichKiemTra: row.lichKiemTra?.toISOString() ?? null,
  diemTrungBinh: row.diemTrungBinh,
  hocSinhId: row.hocSinhId,
  ngayNop: row.createdAt.toISOString(),
  version: row.version,
});

export async function listApplications(db: Db, query: HoSoTuyenSinhListQuery): Promise<Page<HoSoTuyenSinh>> {
  const { items, total } = await repo.listApplications(db, query);
  return pageOf(query, items.map(present), total);
}

const BOARD_COLUMN_SIZE = 12;

export async function boardOf(db: Db, filter: { chuongTrinh?: ChuongTrinh; khoi?: number }): Promise<BangHoSo> {
  const { items, counts } = await repo.listBoard(db, filter, BOARD_COLUMN_SIZE);
  const count = new Map(counts.map((c) => [c.trangThai, c.n]));
  return TRANG_THAI_HO_SO.map((trangThai) => ({
    trangThai,
    soLuong: count.get(trangThai) ?? 0,
    items: items.filter((r) => r.trangThai === trangThai).map(present),
  }));
}

export async function statisticsOf(db: Db): Promise<ThongKeTuyenSinh> {
  const rows = await repo.countByGradeAndProgramme(db);
  const out = new Map<string, ThongKeTuyenSinh[number]>();
  for (const r of rows) {
    const key = `${r.khoi}|${r.chuongTrinh}`;
    let entry = out.get(key);
    if (!entry) {
      entry = { khoi: r.khoi, chuongTrinh: r.chuongTrinh as ChuongTrinh, tong: 0, theoTrangThai: {} };
      out.set(key, entry);
    }
    entry.tong += r.n;
    entry.theoTrangThai[r.trangThai] = r.n;
  }
  return [...out.values()];
}

export async function getApplication(db: DbOrTx, id: number): Promise<HoSoTuyenSinhChiTiet> {
  const row = await repo.findApplication(db, id);
  if (!row) throw notFound();
  const [taiLieu, lichSu, danhGia] = await Promise.all([
    repo.listDocumentsOf(db, id),
    repo.listHistoryOf(db, id),
    repo.listReviewsOf(db, id),
  ]);
  return {
    ...present(row),
    diaChi: row.diaChi,
    ghiChu: row.ghiChu,
    phuHuynh: row.phuHuynh,
    taiLieu: taiLieu.map((d) => ({ ...d, loai: d.loai as LoaiTaiLieu })),
    lichSu: lichSu.map((h) => ({
      id: h.id,
      tuTrangThai: h.tuTrangThai as TrangThaiHoSo | null,
      denTrangThai: h.denTrangThai as TrangThaiHoSo,
      nguoiThucHien: h.nguoiThucHien,
      ghiChu: h.ghiChu,
      thoiDiem: h.createdAt.toISOString(),
    })),
    danhGia,
  };
}

/** Statuses whose step queues the guardians' decision e-mail (the job of `thu-gui-phu-huynh.ts`). */
const MAILED: readonly TrangThaiHoSo[] = ['trungTuyen', 'danhSachCho', 'khongTrungTuyen'];

/**
 * One step of the workflow, refused unless the table allows it; history and audit rows in the same transaction, and
 * for a decision (when mail is on) the guardians' e-mail queued with them, so it leaves only if the step is kept.
 */
export async function moveApplication(
  db: Db,
  caller: Caller,
  id: number,
  input: ChuyenTrangThai,
  options: { mailGuardians?: boolean } = {},
) {
  await db.transaction(async (tx) => {
    const before = await repo.findApplication(tx, id, true);
    if (!before) throw notFound();
    if (before.version !== input.version) throw conflict();
    const from = before.trangThai as TrangThaiHoSo;
    const problem = transitionProblem(from, input.trangThai, input.lichKiemTra);
    if (problem) throw badRequest(problem, { from, to: input.trangThai }, 'trangThai');
    const lichKiemTra = input.trangThai === 'henKiemTra' ? new Date(input.lichKiemTra!) : undefined;
    if (!(await repo.updateStatus(tx, id, before.version, { trangThai: input.trangThai, lichKiemTra }))) {
      throw conflict();
    }
    await repo.insertHistory(tx, {
      hoSoId: id,
      tuTrangThai: from,
      denTrangThai: input.trangThai,
      taiKhoanId: caller.user.accountId,
      nguoiThucHien: caller.user.hoTen,
      ghiChu: input.ghiChu,
    });
    await audit(tx, caller, {
      action: 'transition',
      entity: ENTITY,
      entityId: id,
      before: { trangThai: from },
      after: { trangThai: input.trangThai, lichKiemTra: input.lichKiemTra ?? null },
      reason: input.ghiChu,
    });
    if (options.mailGuardians && MAILED.includes(input.trangThai)) {
      await enqueue(tx, 'tuyen-sinh.decision-mail', {
        payload: { hoSoId: id, trangThai: input.trangThai },
        ownerAccountId: caller.user.accountId,
        onceKey: `${id}:${before.version}`,
      });
    }
  });
  return getApplication(db, id);
}

/** The reviewer's rubric scores (their own, replaced when given again), while the application is being reviewed. */
export async function scoreApplication(db: Db, caller: Caller, id: number, input: DanhGiaInput) {
  await db.transaction(async (tx) => {
    const before = await repo.findApplication(tx, id, true);
    if (!before) throw notFound();
    if (!mayScore(before.trangThai as TrangThaiHoSo)) throw badRequest('tuyenSinh.danhGia.closed');
    const tongDiem = rubricTotal(input.diem);
    await repo.saveReview(tx, {
      hoSoId: id,
      taiKhoanId: caller.user.accountId,
      nguoiDanhGia: caller.user.hoTen,
      diem: input.diem,
      tongDiem,
      nhanXet: input.nhanXet,
      ngayDanhGia: schoolToday(),
    });
    await audit(tx, caller, { action: 'score', entity: ENTITY, entityId: id, after: { ...input, tongDiem } });
  });
  return getApplication(db, id);
}

/** The year an accepted applicant joins: the one applied for once it exists, otherwise the active year. */
async function enrolmentYear(db: DbOrTx, namHocDuTuyen: string) {
  const start = Number(namHocDuTuyen.slice(0, 4));
  const years = await findYearsOverlapping(db, `${start}-09-15`, `${start + 1}-03-01`);
  return years.find((y) => y.tenNamHoc === namHocDuTuyen) ?? (await findActiveYear(db));
}

export async function listEnrolmentClasses(db: Db, id: number) {
  const row = await repo.findApplication(db, id);
  if (!row) throw notFound();
  const year = await enrolmentYear(db, row.namHocDuTuyen);
  if (!year) return { tenNamHoc: null, lop: [] };
  const classes = await listClassSizesOfYear(db, year.id);
  // The applicant's grade level, the programme's classes first (VN: national, CAM: Cambridge); every class when the
  // year has none of that grade yet.
  const grade = classes.filter((c) => c.khoiThuTu === row.khoi);
  const programme = row.chuongTrinh === 'cambridge' ? 'CAM' : 'VN';
  const shown = (grade.length ? grade : classes).sort(
    (a, b) => Number(b.heHocMa === programme) - Number(a.heHocMa === programme),
  );
  return {
    tenNamHoc: year.tenNamHoc,
    lop: shown.map((c) => ({ id: c.lopId, tenLop: c.tenLop, soHocSinh: c.soHocSinh })),
  };
}

/**
 * Enrolment: the accepted application becomes a student of the master data — record, guardians and homeroom class,
 * through the student module's one way to make a student — and the application moves to `daNhapHoc`, all in ONE
 * transaction. The application's version is checked by its last write, so any failure up to there (a taken code, a
 * closed year, an application changed meanwhile) rolls the new student back with it.
 */
export async function enrolApplication(db: Db, caller: Caller, id: number, input: NhapHocInput) {
  await db.transaction(async (tx) => {
    const before = await repo.findApplication(tx, id);
    if (!before) throw notFound();
    if (before.trangThai !== 'trungTuyen') throw badRequest('tuyenSinh.nhapHoc.notAccepted');
    const student = await createStudentWithin(tx, caller, {
      maHocSinh: input.maHocSinh || before.maHoSo,
      hoTen: before.hoTen,
      gioiTinh: before.gioiTinh as 'nam' | 'nu' | null,
      ngaySinh: before.ngaySinh,
      email: null,
      dienThoai: null,
      diaChi: before.diaChi,
      phuHuynh: before.phuHuynh,
      lopQuanLyId: input.lopQuanLyId,
      ngayNhapHoc: null,
    });
    const moved = await repo.updateStatus(tx, id, input.version, { trangThai: 'daNhapHoc', hocSinhId: student.id });
    if (!moved) throw conflict();
    await repo.insertHistory(tx, {
      hoSoId: id,
      tuTrangThai: 'trungTuyen',
      denTrangThai: 'daNhapHoc',
      taiKhoanId: caller.user.accountId,
      nguoiThucHien: caller.user.hoTen,
      ghiChu: `${student.maHocSinh} · ${student.tenLop ?? ''}`.trim(),
    });
    await audit(tx, caller, {
      action: 'enrol',
      entity: ENTITY,
      entityId: id,
      after: { hocSinhId: student.id, lopQuanLyId: input.lopQuanLyId },
    });
  });
  return getApplication(db, id);
}

/** Whether the user may download an admissions document (the office only); an allowed download is audit-logged. */
export async function mayDownloadFile(db: Db, user: SessionUser, fileId: number, allowed: boolean) {
  const owner = await repo.findApplicationOfFile(db, fileId);
  if (!owner || !allowed) return false;
  await audit(
    db,
    { accountId: user.accountId },
    { action: 'read', entity: ENTITY, entityId: owner.hoSoId, after: { fileId } },
  );
  return true;
}
