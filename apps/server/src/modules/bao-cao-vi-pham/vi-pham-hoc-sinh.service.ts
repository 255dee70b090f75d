import {
  type BienPhap,
  bienPhapChoPhep,
  bienPhapDeXuat,
  isBienPhapHopLe,
  mucDoCuaViPham,
  type Page,
  trangThaiTuKiemDiem,
  type ViPhamBoQua,
  type ViPhamHocSinh,
  type ViPhamHocSinhChiTiet,
  type ViPhamHocSinhListQuery,
  type ViPhamTuTrinhInput,
  type ViPhamXacNhan,
  type ViPhamXuLyKhieuNai,
  type zViPhamHocSinhInput,
} from '@hpl/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import { schoolToday } from '../../lib/school-date';
import type { SessionUser } from '../../lib/session-user';
import { notify, publishNotifications } from '../notifications';
import { findAccountOfStudent, findAccountsOfStaff } from '../tai-khoan';
import { findActiveCodes } from './ma-vi-pham.repository';
import { EVIDENCE_PURPOSE } from './minh-chung';
import {
  canTransition,
  isOffice,
  mayAppeal,
  mayDecide,
  mayRecordGuardian,
  mayRecordOwnAccount,
  mayWriteSelfReview,
  scopeOf,
  TO,
  type ViPhamAction,
  type ViPhamScope,
  visibleStudents,
} from './vi-pham-hoc-sinh.policy';
import * as repo from './vi-pham-hoc-sinh.repository';

const ENTITY = 'ViPhamHocSinh';
type Input = z.output<typeof zViPhamHocSinhInput>;
export type Row = NonNullable<Awaited<ReturnType<typeof repo.findIncident>>>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Where a student's self-review stands on this incident (null: none asked of them). */
export const selfReviewStatus = (row: Pick<Row, 'trangThai' | 'bienPhap'>, student: repo.IncidentStudent) =>
  trangThaiTuKiemDiem(row, student);

/** A row as this caller may see it: a student sees only themself among the students of a group incident. */
function present(
  scope: ViPhamScope,
  row: Omit<Row, 'moTa' | 'ghiChuQuyetDinh' | 'lyDoBoQua' | 'xacMinhLuc' | 'quyetDinhLuc' | 'namHocId'>,
): ViPhamHocSinh {
  const shown = visibleStudents(scope, row.hocSinh);
  return {
    id: row.id,
    ngay: row.ngay,
    tiet: row.tiet,
    diaDiem: row.diaDiem,
    trangThai: row.trangThai as ViPhamHocSinh['trangThai'],
    bienPhap: row.bienPhap as BienPhap | null,
    nguoiBaoCao: row.nguoiBaoCao,
    hocSinh: shown.map((s) => ({
      id: s.id,
      maHocSinh: s.maHocSinh,
      hoTen: s.hoTen,
      tenLop: s.tenLop,
      capHoc: s.capHoc as ViPhamHocSinh['hocSinh'][number]['capHoc'],
      tuKiemDiem: selfReviewStatus(row, s),
    })),
    maViPham: row.maViPham,
    tongDiem: row.tongDiem,
    soHocSinhAn: row.hocSinh.length - shown.length,
    version: row.version,
  };
}

export async function listIncidents(
  db: Db,
  user: SessionUser,
  query: ViPhamHocSinhListQuery,
): Promise<Page<ViPhamHocSinh>> {
  const scope = scopeOf(user);
  const { items, total } = await repo.listIncidents(db, scope, user.accountId, query);
  return pageOf(
    query,
    items.map((row) => present(scope, row)),
    total,
  );
}

/** The incident in the caller's scope, or 404 exactly like one that does not exist. */
export async function findVisible(db: DbOrTx, user: SessionUser, id: number): Promise<Row> {
  const row = await repo.findIncident(db, scopeOf(user), id);
  if (!row) throw notFound();
  return row;
}

export async function getIncident(db: Db, user: SessionUser, id: number): Promise<ViPhamHocSinhChiTiet> {
  const scope = scopeOf(user);
  const row = await findVisible(db, user, id);
  const shownIds = new Set(visibleStudents(scope, row.hocSinh).map((s) => s.id));
  const [accounts, evidence, appeals, reviews] = await Promise.all([
    repo.listOwnAccounts(db, id),
    repo.listEvidence(db, id),
    repo.listAppeals(db, id),
    repo.listSelfReviews(db, id),
  ]);
  const shownStudents = row.hocSinh.filter((s) => shownIds.has(s.id));
  const shownAppeals = appeals.filter((a) => shownIds.has(a.hocSinhId));
  const levels = row.hocSinh.map((s) => s.capHoc ?? '');
  const mucDo = mucDoCuaViPham(row.maViPham);
  return {
    ...present(scope, row),
    moTa: row.moTa,
    tuTrinh: accounts
      .filter((a) => shownIds.has(a.hocSinhId))
      .map((a) => ({ hocSinhId: a.hocSinhId, noiDung: a.noiDung ?? '', luc: iso(a.luc) ?? '' })),
    khieuNai: shownAppeals.map((a) => ({
      hocSinhId: a.hocSinhId,
      noiDung: a.noiDung ?? '',
      luc: iso(a.luc) ?? '',
      ketQua: a.ketQua as 'chap_nhan' | 'giu_nguyen' | null,
      traLoi: a.traLoi,
    })),
    tuKiemDiem: shownStudents.flatMap((s) => {
      const trangThai = selfReviewStatus(row, s);
      if (trangThai === null) return [];
      const r = reviews.find((x) => x.hocSinhId === s.id);
      const phuHuynh =
        r?.phuHuynhNgay && r.phuHuynhHoTen
          ? {
              hoTen: r.phuHuynhHoTen,
              ngay: r.phuHuynhNgay,
              ghiChu: r.phuHuynhGhiChu,
              ghiNhanLuc: iso(r.phuHuynhGhiNhanLuc) ?? '',
            }
          : null;
      return [{ hocSinhId: s.id, trangThai, noiDung: r?.noiDung ?? null, luc: iso(r?.luc ?? null), phuHuynh }];
    }),
    minhChung: evidence,
    ghiChuQuyetDinh: row.ghiChuQuyetDinh,
    lyDoBoQua: row.lyDoBoQua,
    xacMinhLuc: iso(row.xacMinhLuc),
    quyetDinhLuc: iso(row.quyetDinhLuc),
    bienPhapChoPhep: mucDo > 0 ? bienPhapChoPhep(levels, mucDo) : [],
    mucDo,
    bienPhapDeXuat: mucDo > 0 ? bienPhapDeXuat(levels, mucDo) : null,
    quyen: {
      xacMinh: mayDecide(user, row.trangThai, 'xacMinh'),
      quyetDinh: mayDecide(user, row.trangThai, 'xacNhan') || mayDecide(user, row.trangThai, 'boQua'),
      tuTrinh: [...shownIds].some((hocSinhId) => mayRecordOwnAccount(user, row.trangThai, hocSinhId)),
      khieuNai:
        scope.kind === 'student' &&
        mayAppeal(
          row.trangThai,
          shownAppeals.some((a) => a.hocSinhId === scope.hocSinhId),
        ),
      xuLyKhieuNai: isOffice(user) && shownAppeals.some((a) => a.ketQua === null),
      vietTuKiemDiem: shownStudents.some((s) => mayWriteSelfReview(scope, s.id, selfReviewStatus(row, s))),
      xacNhanPhuHuynh: shownStudents
        .filter((s) => mayRecordGuardian(user, s.gvcnId, selfReviewStatus(row, s)))
        .map((s) => s.id),
    },
  };
}

export function searchStudents(db: Db, search: string) {
  return repo.searchStudents(db, search);
}

/** A teacher reports an incident: students of this year, active student codes, their own fresh evidence uploads. */
export async function reportIncident(db: Db, caller: Caller, input: Input): Promise<ViPhamHocSinhChiTiet> {
  const user = caller.user;
  if (user.nhanVienId === null) throw notFound();
  if (input.ngay > schoolToday()) throw badRequest('viPham.ngay.future', {}, 'ngay');
  const hocSinhIds = [...new Set(input.hocSinhIds)];
  const maIds = [...new Set(input.maViPhamIds)];
  const fileIds = [...new Set(input.minhChungIds)];
  const id = await db.transaction(async (tx) => {
    const classes = await repo.findCurrentClasses(tx, hocSinhIds);
    const byStudent = new Map(classes.map((c) => [c.hocSinhId, c]));
    if (byStudent.size !== hocSinhIds.length) throw badRequest('viPham.hocSinh.notEnrolled', {}, 'hocSinhIds');
    const codes = await findActiveCodes(tx, maIds, 'hoc_sinh');
    if (codes.length !== maIds.length) throw badRequest('viPham.maViPham.invalid', {}, 'maViPhamIds');
    if (fileIds.length > 0) {
      const mine = await repo.findUnattachedEvidence(tx, user.accountId, EVIDENCE_PURPOSE, fileIds);
      if (mine.length !== fileIds.length) throw badRequest('viPham.minhChung.invalid', {}, 'minhChungIds');
    }
    const created = await repo.insertIncident(tx, {
      namHocId: classes[0]!.namHocId,
      ngay: input.ngay,
      tiet: input.tiet ?? null,
      diaDiem: input.diaDiem || null,
      moTa: input.moTa,
      nguoiBaoCaoId: user.nhanVienId!,
      nguoiBaoCaoTaiKhoanId: user.accountId,
      students: hocSinhIds.map((hocSinhId) => {
        const c = byStudent.get(hocSinhId)!;
        return { hocSinhId, lopQuanLyId: c.lopQuanLyId, capHoc: c.capHoc };
      }),
      codes: codes.map((c) => ({ maViPhamId: c.id, diem: c.diem })),
      fileIds,
    });
    await audit(tx, caller, {
      action: 'create',
      entity: ENTITY,
      entityId: created,
      after: { ...input, hocSinhIds, maViPhamIds: maIds, minhChungIds: fileIds },
    });
    return created;
  });
  return getIncident(db, user, id);
}

/**
 * A fault needs one of the circular's measures for the students' level of school, no heavier than the level of the
 * violation (its highest fault code's); a good deed (no negative code) none.
 */
export function measureFits(
  codes: readonly { diem: number; mucDo: number }[],
  bienPhap: string | null,
  levels: string[],
): boolean {
  const mucDo = mucDoCuaViPham(codes);
  return mucDo > 0 ? bienPhap !== null && isBienPhapHopLe(bienPhap, levels, mucDo) : bienPhap === null;
}

type Decision =
  | { action: 'xacMinh'; version: number }
  | ({ action: 'xacNhan' } & ViPhamXacNhan)
  | ({ action: 'boQua' } & ViPhamBoQua);

/**
 * The office's decisions. Confirmation records one of the circular's measures for the students' level of school
 * (anything else, suspension and expulsion included, is a 400); the students and their homeroom teachers are told.
 */
export async function decide(db: Db, caller: Caller, id: number, decision: Decision): Promise<ViPhamHocSinhChiTiet> {
  const user = caller.user;
  const notified = await db.transaction(async (tx) => {
    const before = await findVisible(tx, user, id);
    if (!isOffice(user)) throw notFound();
    if (decision.version !== before.version) throw conflict();
    if (!canTransition(before.trangThai, decision.action)) throw badRequest('viPham.trangThai.invalid');
    const now = new Date();
    const set: Parameters<typeof repo.updateIncident>[3] = { trangThai: TO[decision.action] };
    if (decision.action === 'xacMinh') Object.assign(set, { xacMinhBoiId: user.accountId, xacMinhLuc: now });
    if (decision.action === 'xacNhan') {
      const levels = before.hocSinh.map((s) => s.capHoc ?? '');
      const bienPhap = decision.bienPhap || null;
      if (!measureFits(before.maViPham, bienPhap, levels)) throw badRequest('viPham.bienPhap.invalid', {}, 'bienPhap');
      Object.assign(set, {
        bienPhap,
        ghiChuQuyetDinh: decision.ghiChu || null,
        quyetDinhBoiId: user.accountId,
        quyetDinhLuc: now,
      });
    }
    if (decision.action === 'boQua') {
      Object.assign(set, { lyDoBoQua: decision.lyDo, quyetDinhBoiId: user.accountId, quyetDinhLuc: now });
    }
    const updated = await repo.updateIncident(tx, id, before.version, set);
    if (!updated) throw conflict();
    const { version: _v, action, ...details } = decision;
    await audit(tx, caller, {
      action: action === 'xacMinh' ? 'verify' : action === 'xacNhan' ? 'confirm' : 'dismiss',
      entity: ENTITY,
      entityId: id,
      before: { trangThai: before.trangThai, bienPhap: before.bienPhap },
      after: { trangThai: set.trangThai, ...details },
    });
    if (decision.action !== 'xacNhan') return [];
    return notifyConfirmed(tx, id, before.ngay);
  });
  publishNotifications(notified);
  return getIncident(db, user, id);
}

async function notifyConfirmed(tx: DbOrTx, id: number, ngay: string): Promise<number[]> {
  const people = await repo.listStudentIds(tx, id);
  const students = (await Promise.all(people.map((p) => findAccountOfStudent(tx, p.hocSinhId)))).flatMap((a) =>
    a ? [a.id] : [],
  );
  const gvcnIds = [...new Set(people.flatMap((p) => (p.gvcnId === null ? [] : [p.gvcnId])))];
  const teachers = gvcnIds.length > 0 ? (await findAccountsOfStaff(tx, gvcnIds)).map((a) => a.id) : [];
  const recipients = [...students, ...teachers];
  // The students' notification leads to their own detail page, which shows only themself of a group incident.
  await notify(tx, recipients, { loai: 'viPham.confirmed', payload: { ngay }, duongDan: `/baoCaoViPhamHocSinh/${id}` });
  return recipients;
}

export type { ViPhamAction };

/** The student's own account before a decision: the office for any student, a student for their own part. */
export async function recordOwnAccount(
  db: Db,
  caller: Caller,
  id: number,
  input: ViPhamTuTrinhInput,
): Promise<ViPhamHocSinhChiTiet> {
  const user = caller.user;
  await db.transaction(async (tx) => {
    const row = await findVisible(tx, user, id);
    const scope = scopeOf(user);
    if (!visibleStudents(scope, row.hocSinh).some((s) => s.id === input.hocSinhId)) {
      throw badRequest('viPham.tuTrinh.notStudent', {}, 'hocSinhId');
    }
    if (!mayRecordOwnAccount(user, row.trangThai, input.hocSinhId)) throw badRequest('viPham.trangThai.invalid');
    await repo.setOwnAccount(tx, id, input.hocSinhId, input.noiDung);
    await audit(tx, caller, { action: 'ownAccount', entity: ENTITY, entityId: id, after: input });
  });
  return getIncident(db, user, id);
}

/** Evidence download: whoever sees an incident the file is attached to (the uploader is its owner anyway). */
export function mayDownloadEvidence(db: Db, user: SessionUser, fileId: number): Promise<boolean> {
  return repo.isEvidenceVisible(db, scopeOf(user), fileId);
}

/** The office verifies several reported incidents at once; those no longer reported are left as they are. */
export async function verifyMany(db: Db, caller: Caller, ids: number[]): Promise<{ daXacMinh: number }> {
  let done = 0;
  for (const id of [...new Set(ids)]) {
    const row = await repo.findIncident(db, scopeOf(caller.user), id);
    if (row?.trangThai !== 'da_bao_cao') continue;
    await decide(db, caller, id, { action: 'xacMinh', version: row.version });
    done++;
  }
  return { daXacMinh: done };
}

/** A student appeals a confirmed incident, once; the office is told through its list (status stays confirmed). */
export async function appeal(db: Db, caller: Caller, id: number, noiDung: string): Promise<ViPhamHocSinhChiTiet> {
  const user = caller.user;
  await db.transaction(async (tx) => {
    const row = await findVisible(tx, user, id);
    const scope = scopeOf(user);
    if (scope.kind !== 'student') throw notFound();
    if (row.trangThai !== 'da_xac_nhan') throw badRequest('viPham.khieuNai.once');
    if (!(await repo.setAppeal(tx, id, scope.hocSinhId, noiDung))) throw badRequest('viPham.khieuNai.once');
    await audit(tx, caller, {
      action: 'appeal',
      entity: ENTITY,
      entityId: id,
      after: { hocSinhId: scope.hocSinhId, noiDung },
    });
  });
  return getIncident(db, user, id);
}

/** The office decides an appeal (accepted: the incident no longer counts for that student); the decision is kept. */
export async function decideAppeal(
  db: Db,
  caller: Caller,
  id: number,
  input: ViPhamXuLyKhieuNai,
): Promise<ViPhamHocSinhChiTiet> {
  const user = caller.user;
  const notified = await db.transaction(async (tx) => {
    const row = await findVisible(tx, user, id);
    if (!isOffice(user)) throw notFound();
    if (!(await repo.decideAppeal(tx, id, input.hocSinhId, input.ketQua, input.traLoi))) {
      throw badRequest('viPham.khieuNai.none', {}, 'hocSinhId');
    }
    await audit(tx, caller, { action: 'decideAppeal', entity: ENTITY, entityId: id, after: input });
    const account = await findAccountOfStudent(tx, input.hocSinhId);
    const recipients = account ? [account.id] : [];
    await notify(tx, recipients, {
      loai: 'viPham.appealDecided',
      payload: { ngay: row.ngay },
      duongDan: `/baoCaoViPhamHocSinh/${id}`,
    });
    return recipients;
  });
  publishNotifications(notified);
  return getIncident(db, user, id);
}
