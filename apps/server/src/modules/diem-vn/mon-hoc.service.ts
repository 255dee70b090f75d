import {
  type MonHocVn,
  type MonHocVnInput,
  type MonHocVnQuery,
  NO_PRIMARY_TEST,
  primaryTestedSubjectFrom,
  regularMarkCount,
  type VnGradingSettings,
} from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict } from '../../lib/errors';
import * as repo from './diem-vn.repository';
import { settingsOf, yearIdOf } from './diem-vn.service';
import * as subjectRepo from './mon-hoc.repository';
import { recomputeClassAverages } from './trung-binh.service';

// Subjects' assessment per year and grade level (`quanlydiemvn/monhoc`): the academic office's master data.

const SECONDARY = new Set(repo.SECONDARY_CAPS);

function presentSubject(
  row: Awaited<ReturnType<typeof subjectRepo.listSubjectAssessments>>[number],
  rules: VnGradingSettings,
) {
  const primary = !SECONDARY.has(row.capHoc);
  return {
    ...row,
    monKiemTra: primary ? primaryTestedSubjectFrom(row.monKiemTra, row.maMonHoc) : null,
    monKiemTraTheoMa: primary && row.monKiemTra == null,
    hinhThucDanhGia: row.hinhThucDanhGia as MonHocVn['hinhThucDanhGia'],
    soTietNam: Number(row.soTietNam),
    soDiemTx: row.soDiemTx == null ? null : Number(row.soDiemTx),
    soDiemTxTheoQuyDinh: regularMarkCount(Number(row.soTietNam), rules),
    version: Number(row.version),
  };
}

export async function listSubjects(db: Db, q: MonHocVnQuery): Promise<MonHocVn[]> {
  const namHocId = await yearIdOf(db, q.namHocId);
  const [rows, rules] = await Promise.all([
    subjectRepo.listSubjectAssessments(db, { namHocId, khoiId: q.khoiId }),
    settingsOf(db, namHocId),
  ]);
  return rows.map((r) => presentSubject(r, rules));
}

/**
 * Sets a subject's assessment in a year and grade level (audited, version-checked); the stored averages of its
 * classes are recomputed at once, since the kind and the number of regular marks decide them.
 */
export async function saveSubject(db: Db, caller: Caller, input: MonHocVnInput): Promise<MonHocVn> {
  await yearIdOf(db, input.namHocId);
  const [subject] = await subjectRepo.listSubjectAssessments(db, {
    namHocId: input.namHocId,
    khoiId: input.khoiId,
    monHocId: input.monHocId,
  });
  if (!subject) throw badRequest('diemVn.monHoc.notInYear');
  const secondary = SECONDARY.has(subject.capHoc);
  if (secondary === (input.hinhThucDanhGia === 'tieu_hoc')) throw badRequest('diemVn.hinhThuc.primary');
  if (secondary && input.monKiemTra != null) throw badRequest('diemVn.monKiemTra.notPrimary');
  const classIds = await subjectRepo.listClassIdsOfSubject(db, input.namHocId, input.monHocId, input.khoiId);
  await db.transaction(async (tx) => {
    const current = await subjectRepo.findSubjectAssessmentForUpdate(tx, input.namHocId, input.monHocId, input.khoiId);
    if ((current?.version ?? 0) !== input.version) throw conflict();
    const { version: _, monKiemTra, ...rest } = input;
    // Omitted keeps the stored role (or, never set, the default from the code); null is a set "no periodic test".
    const storedRole =
      secondary || monKiemTra === undefined ? (current?.monKiemTra ?? null) : (monKiemTra ?? NO_PRIMARY_TEST);
    const values = { ...rest, monKiemTra: secondary ? null : storedRole };
    await subjectRepo.writeSubjectAssessment(tx, current, values);
    await audit(tx, caller, {
      action: current ? 'update' : 'create',
      entity: 'DiemVN.monHoc',
      entityId: `${input.namHocId}:${input.monHocId}:${input.khoiId}`,
      before: current
        ? {
            hinhThucDanhGia: current.hinhThucDanhGia,
            soTietNam: current.soTietNam,
            soDiemTx: current.soDiemTx,
            tinhKhenThuong: current.tinhKhenThuong,
            monKiemTra: current.monKiemTra,
          }
        : null,
      after: values,
    });
    if (secondary) await recomputeClassAverages(tx, classIds);
  });
  const [saved] = await subjectRepo.listSubjectAssessments(db, {
    namHocId: input.namHocId,
    khoiId: input.khoiId,
    monHocId: input.monHocId,
  });
  return presentSubject(saved!, await settingsOf(db, input.namHocId));
}
