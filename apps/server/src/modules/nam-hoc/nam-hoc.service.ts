import type { HocKy, HocKyUpdate, ListQuery, NamHoc, NamHocInput } from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { type Actor, audit } from '../../lib/audit';
import { AppError, badRequest, conflict, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import * as repo from './nam-hoc.repository';

const ENTITY = 'NamHoc';
const TERM_ENTITY = 'HocKy';
const DEFAULT_TERMS = [
  { tenHocKy: 'Học kỳ I', thuTu: 1 },
  { tenHocKy: 'Học kỳ II', thuTu: 2 },
];

async function assertNameFree(tx: DbOrTx, name: string, exceptId?: number) {
  if (await repo.findNamHocByName(tx, name, exceptId)) {
    throw badRequest('namHoc.tenNamHoc.duplicate', { name }, 'tenNamHoc');
  }
}

/** A unique-index race between the check and the write still answers 400, not 500. */
function mapUniqueViolation(error: unknown, name: string): never {
  if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw badRequest('namHoc.tenNamHoc.duplicate', { name }, 'tenNamHoc');
  throw error;
}

export async function listYears(db: Db, query: ListQuery) {
  const { items, total } = await repo.listNamHoc(db, query);
  return pageOf(query, items, total);
}

export async function getYear(db: Db, id: number): Promise<NamHoc> {
  const row = await repo.findNamHoc(db, id);
  if (!row) throw notFound();
  return row;
}

export async function listTermsOfYear(db: Db, id: number) {
  await getYear(db, id);
  return repo.listTerms(db, id);
}

/** Creates a year with its two terms. The first year ever created becomes the active one. */
export async function createYear(db: Db, actor: Actor, input: NamHocInput): Promise<NamHoc> {
  try {
    return await db.transaction(async (tx) => {
      await assertNameFree(tx, input.tenNamHoc);
      const created = await repo.insertNamHoc(tx, input);
      await repo.insertTerms(tx, created.id, DEFAULT_TERMS);
      const activate = input.isActive || !(await repo.findActiveNamHoc(tx));
      if (activate) {
        await repo.deactivateOtherYears(tx, created.id);
        await repo.setActive(tx, created.id);
      }
      const result = (await repo.findNamHoc(tx, created.id))!;
      await audit(tx, actor, { action: 'create', entity: ENTITY, entityId: created.id, after: result });
      return result;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    mapUniqueViolation(error, input.tenNamHoc);
  }
}

/** Activating a year deactivates the others; deactivating the only active year is refused. */
export async function updateYear(
  db: Db,
  actor: Actor,
  id: number,
  input: NamHocInput & { version?: number },
): Promise<NamHoc> {
  try {
    return await db.transaction(async (tx) => {
      const before = await repo.findNamHoc(tx, id);
      if (!before) throw notFound();
      if (input.version !== undefined && input.version !== before.version) throw conflict();
      if (before.isActive && !input.isActive) throw badRequest('namHoc.mustKeepActive', {}, 'isActive');
      await assertNameFree(tx, input.tenNamHoc, id);
      if (input.isActive && !before.isActive) await repo.deactivateOtherYears(tx, id);
      const updated = await repo.updateNamHoc(tx, id, before.version, {
        tenNamHoc: input.tenNamHoc,
        isActive: input.isActive,
        ngayBatDau: input.ngayBatDau ?? null,
        ngayKetThuc: input.ngayKetThuc ?? null,
      });
      if (!updated) throw conflict();
      await audit(tx, actor, { action: 'update', entity: ENTITY, entityId: id, before, after: updated });
      return updated;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    mapUniqueViolation(error, input.tenNamHoc);
  }
}

/** A year with classes, or the active year, cannot be deleted. */
export async function deleteYear(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findNamHoc(tx, id);
    if (!before) throw notFound();
    if (before.isActive) throw badRequest('namHoc.isActive');
    if ((await repo.countClassesOfYear(tx, id)) > 0) throw badRequest('namHoc.hasClasses', { name: before.tenNamHoc });
    await repo.deleteNamHoc(tx, id);
    await audit(tx, actor, { action: 'delete', entity: ENTITY, entityId: id, before });
  });
}

/** `yyyy-mm-dd` as the school writes dates (dd/mm/yyyy), for messages. */
const showDate = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '…');

/**
 * Checks a term's dates against its year and the year's other terms: inside the year, and after every earlier term
 * (by order) and before every later one, so terms never overlap. A term with one date is checked on that date.
 */
function assertTermDates(year: NamHoc, terms: repo.HocKyRow[], term: repo.HocKyRow, input: HocKyUpdate) {
  const from = input.ngayBatDau ?? null;
  const to = input.ngayKetThuc ?? null;
  const first = from ?? to;
  const last = to ?? from;
  if (!first || !last) return;
  if ((year.ngayBatDau && first < year.ngayBatDau) || (year.ngayKetThuc && last > year.ngayKetThuc)) {
    throw badRequest(
      'hocKy.outsideYear',
      { year: year.tenNamHoc, from: showDate(year.ngayBatDau), to: showDate(year.ngayKetThuc) },
      first < (year.ngayBatDau ?? first) ? 'ngayBatDau' : 'ngayKetThuc',
    );
  }
  for (const other of terms) {
    if (other.id === term.id) continue;
    const otherFirst = other.ngayBatDau ?? other.ngayKetThuc;
    const otherLast = other.ngayKetThuc ?? other.ngayBatDau;
    if (!otherFirst || !otherLast) continue;
    if (other.thuTu < term.thuTu && first <= otherLast) {
      throw badRequest('hocKy.overlapEarlier', { other: other.tenHocKy, date: showDate(otherLast) }, 'ngayBatDau');
    }
    if (other.thuTu > term.thuTu && last >= otherFirst) {
      throw badRequest('hocKy.overlapLater', { other: other.tenHocKy, date: showDate(otherFirst) }, 'ngayKetThuc');
    }
  }
}

/** Renames a term or moves its dates; the year row is locked so two term edits of one year cannot cross. */
export async function updateTerm(
  db: Db,
  actor: Actor,
  namHocId: number,
  hocKyId: number,
  input: HocKyUpdate,
): Promise<HocKy> {
  return db.transaction(async (tx) => {
    const year = await repo.lockNamHoc(tx, namHocId);
    if (!year) throw notFound();
    const terms = await repo.listTerms(tx, namHocId);
    const before = terms.find((k) => k.id === hocKyId);
    if (!before) throw notFound();
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    const name = input.tenHocKy;
    if (terms.some((k) => k.id !== hocKyId && k.tenHocKy.toLowerCase() === name.toLowerCase())) {
      throw badRequest('hocKy.tenHocKy.duplicate', { name }, 'tenHocKy');
    }
    assertTermDates(year, terms, before, input);
    const updated = await repo.updateTerm(tx, hocKyId, before.version, {
      tenHocKy: name,
      ngayBatDau: input.ngayBatDau ?? null,
      ngayKetThuc: input.ngayKetThuc ?? null,
    });
    if (!updated) throw conflict();
    await audit(tx, actor, { action: 'update', entity: TERM_ENTITY, entityId: hocKyId, before, after: updated });
    return updated;
  });
}
