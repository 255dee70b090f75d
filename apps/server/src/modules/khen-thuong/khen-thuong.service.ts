import {
  AWARD_PHOTO_MAX_MB,
  type KhenThuong,
  type KhenThuongAn,
  type KhenThuongInput,
  type KhenThuongListQuery,
  type LoaiKhenThuong,
  type Page,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import { detectImageType, type Upload } from '../../lib/multipart';
import type { SessionUser } from '../../lib/session-user';
import { storeFile } from '../../lib/uploads';
import { findStudentName } from '../hoc-sinh';
import { findYear, getYearOrActive } from '../nam-hoc';
import { findStaffByIds } from '../nhan-vien';
import { recipientKind, scopeOf } from './khen-thuong.policy';
import * as repo from './khen-thuong.repository';

const ENTITY = 'KhenThuong';
/** `files.purpose` of award photos: whoever sees the entry on the board sees its photo. */
export const AWARD_PHOTO_PURPOSE = 'award-photo';
export const AWARD_PHOTO_MAX_BYTES = AWARD_PHOTO_MAX_MB * 1024 * 1024;

type Row = NonNullable<Awaited<ReturnType<typeof repo.findAward>>>;

async function present(db: DbOrTx, rows: Row[]): Promise<KhenThuong[]> {
  const recipients = await repo.listRecipients(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    loai: r.loai as LoaiKhenThuong,
    cuaToi: Boolean(r.cuaToi),
    nguoiNhan: recipients
      .filter((x) => x.khenThuongId === r.id)
      .map(({ hocSinhId, nhanVienId, hoTen }) => ({ hocSinhId, nhanVienId, hoTen })),
  }));
}

/** The board of one academic year (the header's year; the active one by default). */
export async function listAwards(db: Db, user: SessionUser, query: KhenThuongListQuery): Promise<Page<KhenThuong>> {
  const year = await getYearOrActive(db, query.namHocId);
  const { items, total } = await repo.listAwards(db, scopeOf(user), year.id, query);
  return pageOf(query, await present(db, items), total);
}

/** A hidden entry is not found for anyone but Admin. */
export async function getAward(db: DbOrTx, user: SessionUser, id: number): Promise<KhenThuong> {
  const row = await repo.findAward(db, scopeOf(user), id);
  if (!row) throw notFound();
  return (await present(db, [row]))[0]!;
}

export function mayDownloadPhoto(db: Db, user: SessionUser, fileId: number): Promise<boolean> {
  return repo.isPhotoVisible(db, scopeOf(user), fileId);
}

export async function storePhoto(db: Db, uploadDir: string, caller: Caller, upload: Upload): Promise<{ id: number }> {
  const mimeType = detectImageType(upload.buffer);
  if (!mimeType) throw badRequest('khenThuong.anh.type', {}, 'anhId');
  return db.transaction(async (tx) => {
    const id = await storeFile(tx, uploadDir, {
      buffer: upload.buffer,
      mimeType,
      originalName: upload.filename,
      purpose: AWARD_PHOTO_PURPOSE,
      ownerAccountId: caller.user.accountId,
    });
    await audit(tx, caller, {
      action: 'upload',
      entity: 'File',
      entityId: id,
      after: { purpose: AWARD_PHOTO_PURPOSE },
    });
    return { id };
  });
}

/** Recipients named from their records (students and staff through their modules' entries). */
async function resolveRecipients(db: DbOrTx, input: KhenThuongInput['nguoiNhan']) {
  const staffIds = input.flatMap((r) => (r.hocSinhId == null && r.nhanVienId != null ? [r.nhanVienId] : []));
  const staff = new Map((staffIds.length ? await findStaffByIds(db, staffIds) : []).map((s) => [s.id, s.hoTen]));
  const out: { hocSinhId: number | null; nhanVienId: number | null; hoTen: string }[] = [];
  for (const r of input) {
    const kind = recipientKind(r);
    if (kind === null) throw badRequest('khenThuong.nguoiNhan.invalid', {}, 'nguoiNhan');
    if (kind === 'ten') {
      out.push({ hocSinhId: null, nhanVienId: null, hoTen: r.hoTen! });
      continue;
    }
    const hoTen = kind === 'hocSinh' ? await findStudentName(db, r.hocSinhId!) : staff.get(r.nhanVienId!);
    if (!hoTen) throw badRequest('khenThuong.nguoiNhan.notFound', {}, 'nguoiNhan');
    out.push({ hocSinhId: r.hocSinhId ?? null, nhanVienId: kind === 'nhanVien' ? r.nhanVienId! : null, hoTen });
  }
  return out;
}

async function checkRefs(tx: DbOrTx, input: KhenThuongInput) {
  if (!(await findYear(tx, input.namHocId))) throw badRequest('khenThuong.namHoc.notFound', {}, 'namHocId');
  if (input.anhId != null && (await repo.findFile(tx, input.anhId))?.purpose !== AWARD_PHOTO_PURPOSE) {
    throw badRequest('khenThuong.anh.notFound', {}, 'anhId');
  }
}

export async function createAward(db: Db, caller: Caller, input: KhenThuongInput): Promise<KhenThuong> {
  const id = await db.transaction(async (tx) => {
    await checkRefs(tx, input);
    const recipients = await resolveRecipients(tx, input.nguoiNhan);
    const created = await repo.insertAward(tx, input);
    await repo.replaceRecipients(tx, created, recipients);
    await audit(tx, caller, { action: 'create', entity: ENTITY, entityId: created, after: { ...input, recipients } });
    return created;
  });
  return getAward(db, caller.user, id);
}

export async function updateAward(db: Db, caller: Caller, id: number, input: KhenThuongInput): Promise<KhenThuong> {
  await db.transaction(async (tx) => {
    const before = await getAward(tx, caller.user, id);
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    await checkRefs(tx, input);
    const recipients = await resolveRecipients(tx, input.nguoiNhan);
    if (!(await repo.updateAward(tx, id, before.version, repo.awardValues(input)))) throw conflict();
    await repo.replaceRecipients(tx, id, recipients);
    await audit(tx, caller, {
      action: 'update',
      entity: ENTITY,
      entityId: id,
      before,
      after: { ...input, recipients },
    });
  });
  return getAward(db, caller.user, id);
}

/** Hides an entry from the board (kept for Admin) or shows it again. */
export async function setHidden(db: Db, caller: Caller, id: number, input: KhenThuongAn): Promise<KhenThuong> {
  await db.transaction(async (tx) => {
    const before = await repo.findAward(tx, scopeOf(caller.user), id);
    if (!before) throw notFound();
    if (input.version !== before.version) throw conflict();
    if (!(await repo.updateAward(tx, id, before.version, { an: input.an }))) throw conflict();
    await audit(tx, caller, {
      action: input.an ? 'hide' : 'show',
      entity: ENTITY,
      entityId: id,
      before: { an: before.an },
      after: { an: input.an },
    });
  });
  return getAward(db, caller.user, id);
}
