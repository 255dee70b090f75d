import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import * as repo from './nam-hoc.repository';

/**
 * The academic year as other modules see it. Everything another module needs to know about years goes through these
 * functions, so "the active year" and "a closed year accepts no changes" mean the same everywhere.
 */
export interface AcademicYear {
  id: number;
  tenNamHoc: string;
  ngayBatDau: string | null;
  ngayKetThuc: string | null;
  isActive: boolean;
  isClosed: boolean;
}

export function findActiveYear(db: DbOrTx): Promise<AcademicYear | undefined> {
  return repo.findActiveYearSummary(db);
}

export function findYear(db: DbOrTx, id: number): Promise<AcademicYear | undefined> {
  return repo.findYearSummary(db, id);
}

/** The year before the given one (the latest that began earlier), e.g. to copy its assignments; undefined if none. */
export function findPreviousYear(db: DbOrTx, id: number): Promise<AcademicYear | undefined> {
  return repo.findPreviousYearSummary(db, id);
}

/** The year asked for, or the active one when none is named (the header's selector defaults to it). */
export function findYearOrActive(db: DbOrTx, namHocId: number | null | undefined): Promise<AcademicYear | undefined> {
  return namHocId ? findYear(db, namHocId) : findActiveYear(db);
}

/** Like `findYearOrActive`, but an unknown year (or none active) answers 404. */
export async function getYearOrActive(db: DbOrTx, namHocId: number | null | undefined): Promise<AcademicYear> {
  const year = await findYearOrActive(db, namHocId);
  if (!year) throw notFound();
  return year;
}

/** True when the year exists and is not closed: a closed year accepts no more changes to its classes and records. */
export async function isYearOpen(db: DbOrTx, id: number): Promise<boolean> {
  const year = await findYear(db, id);
  return year !== undefined && !year.isClosed;
}

/** Refuses (400, the caller's message with the year's name) a change to a closed year; an unknown year passes. */
export async function assertYearOpen(db: DbOrTx, id: number, messageKey: string, field?: string): Promise<void> {
  const year = await findYear(db, id);
  if (year?.isClosed) throw badRequest(messageKey, { name: year.tenNamHoc }, field);
}

/** Years whose dates meet the range `from`..`to` (ISO days). */
export function findYearsOverlapping(db: DbOrTx, from: string, to: string): Promise<AcademicYear[]> {
  return repo.findYearsOverlapping(db, from, to);
}

/** SQL for "the id of the active year", for lists that default to it inside one query. */
export const activeYearId = (): SQL<number> => repo.activeYearIdQuery();

/** SQL for "the ids of the years not closed", for `inArray(x.namHocId, openYearIds())`. */
export const openYearIds = (): SQL => repo.openYearIdsQuery();

/** First and last day of a year (`thuTu` 0) or of its term `thuTu` (1, 2), when both are set. */
export async function findPeriodDates(
  db: DbOrTx,
  namHocId: number,
  thuTu: number,
): Promise<{ from: string; to: string } | null> {
  if (thuTu === 0) {
    const year = await findYear(db, namHocId);
    return year?.ngayBatDau && year.ngayKetThuc ? { from: year.ngayBatDau, to: year.ngayKetThuc } : null;
  }
  const term = (await repo.listTerms(db, namHocId)).find((t) => t.thuTu === thuTu);
  return term?.ngayBatDau && term.ngayKetThuc ? { from: term.ngayBatDau, to: term.ngayKetThuc } : null;
}

/** The terms of a year in order (id, name, order, dates). */
export function listTermsOfYear(db: DbOrTx, namHocId: number) {
  return repo.listTerms(db, namHocId);
}
