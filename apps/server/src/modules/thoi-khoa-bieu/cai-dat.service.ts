import type {
  CaiDatThoiKhoaBieu,
  CaiDatThoiKhoaBieuInput,
  GiaoVienThoiKhoaBieuInput,
  MonHocThoiKhoaBieuInput,
  RangBuoc,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/errors';
import { findSubjectsByIds } from '../danh-muc';
import { assertYearOpen, getYearOrActive } from '../nam-hoc';
import { findStaffByIds } from '../nhan-vien';
import * as repo from './thoi-khoa-bieu.repository';

/** A year's timetable settings (periods, days, times) and the subjects' and teachers' constraints the solver keeps. */

const ENTITY_SETTINGS = 'CaiDatThoiKhoaBieu';

/* Settings */

/** Defaults of a secondary school (45-minute periods, Monday to Saturday, 4 morning + 4 afternoon periods). */
export function defaultSettings(namHocId: number): CaiDatThoiKhoaBieu {
  return {
    namHocId,
    soNgayHoc: 6,
    soTietNgay: 8,
    soTietSang: 4,
    gioBatDau: ['07:00', '07:50', '08:50', '09:40', '13:30', '14:20', '15:20', '16:10'],
    thoiLuongTiet: 45,
    tietCam: [],
    soTuanNam: 35,
    version: 0,
  };
}

/** The settings of a year (its defaults until someone saves them). */
export async function settingsOf(db: DbOrTx, namHocId: number): Promise<CaiDatThoiKhoaBieu> {
  const row = await repo.findSettings(db, namHocId);
  if (!row) return defaultSettings(namHocId);
  const { updatedAt: _, ...settings } = row;
  return settings;
}

export async function getSettings(db: Db, namHocId: number | undefined): Promise<CaiDatThoiKhoaBieu> {
  const year = await getYearOrActive(db, namHocId);
  return settingsOf(db, year.id);
}

export function saveSettings(db: Db, caller: Caller, input: CaiDatThoiKhoaBieuInput): Promise<CaiDatThoiKhoaBieu> {
  return db.transaction(async (tx) => {
    const year = await getYearOrActive(tx, input.namHocId);
    await assertYearOpen(tx, year.id, 'thoiKhoaBieu.namHoc.closed');
    const before = await settingsOf(tx, year.id);
    if (input.version !== before.version) throw conflict();
    const tietCam = input.tietCam.filter((s) => s.day < input.soNgayHoc && s.period < input.soTietNgay);
    const values = {
      namHocId: year.id,
      soNgayHoc: input.soNgayHoc,
      soTietNgay: input.soTietNgay,
      soTietSang: input.soTietSang,
      gioBatDau: input.gioBatDau,
      thoiLuongTiet: input.thoiLuongTiet,
      tietCam,
      soTuanNam: input.soTuanNam,
    };
    const saved =
      before.version === 0 && !(await repo.findSettings(tx, year.id))
        ? await repo.insertSettings(tx, values)
        : await repo.updateSettings(tx, values, before.version);
    if (!saved) throw conflict();
    const { updatedAt: _, ...after } = saved;
    await audit(tx, caller, { action: 'update', entity: ENTITY_SETTINGS, entityId: year.id, before, after });
    return after;
  });
}

/* Subjects' and teachers' constraints */

export async function getConstraints(db: Db, namHocId: number | undefined): Promise<RangBuoc> {
  const year = await getYearOrActive(db, namHocId);
  const [subjects, unavailable, preferred] = await Promise.all([
    repo.listSubjectAttributes(db),
    repo.listUnavailable(db, year.id),
    repo.listPreferredDays(db, year.id),
  ]);
  const teachers = [...new Set([...unavailable.map((u) => u.nhanVienId), ...preferred.map((p) => p.nhanVienId)])];
  return {
    namHocId: year.id,
    monHoc: subjects.map((s) => ({
      monHocId: s.monHocId,
      loaiPhongId: s.loaiPhongId,
      tietDoi: s.tietDoi,
      monNang: s.monNang,
    })),
    giaoVien: teachers.map((nhanVienId) => ({
      nhanVienId,
      banTiet: unavailable.filter((u) => u.nhanVienId === nhanVienId).map((u) => ({ day: u.thu, period: u.tiet })),
      ngayUuTien: preferred.filter((p) => p.nhanVienId === nhanVienId).map((p) => p.thu),
    })),
  };
}

export function saveSubjectAttributes(db: Db, caller: Caller, monHocId: number, input: MonHocThoiKhoaBieuInput) {
  return db.transaction(async (tx) => {
    if ((await findSubjectsByIds(tx, [monHocId])).length === 0) throw notFound();
    try {
      await repo.upsertSubjectAttributes(tx, [{ monHocId, ...input }]);
    } catch (error) {
      if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION)
        throw badRequest('thoiKhoaBieu.loaiPhong.notFound', undefined, 'loaiPhongId');
      throw error;
    }
    await audit(tx, caller, { action: 'update', entity: 'MonHocThoiKhoaBieu', entityId: monHocId, after: input });
    return { monHocId, ...input };
  });
}

export function saveTeacherConstraints(db: Db, caller: Caller, nhanVienId: number, input: GiaoVienThoiKhoaBieuInput) {
  return db.transaction(async (tx) => {
    if ((await findStaffByIds(tx, [nhanVienId])).length === 0) throw notFound();
    const year = await getYearOrActive(tx, input.namHocId);
    await assertYearOpen(tx, year.id, 'thoiKhoaBieu.namHoc.closed');
    await repo.replaceTeacherConstraints(tx, year.id, nhanVienId, input.banTiet, input.ngayUuTien);
    await audit(tx, caller, { action: 'update', entity: 'GiaoVienThoiKhoaBieu', entityId: nhanVienId, after: input });
    return { nhanVienId, banTiet: input.banTiet, ngayUuTien: [...new Set(input.ngayUuTien)] };
  });
}
