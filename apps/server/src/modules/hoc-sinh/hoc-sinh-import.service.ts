import { randomUUID } from 'node:crypto';
import {
  HOC_SINH_IMPORT_COLUMNS,
  type HocSinhImportRow,
  IMPORT_MAX_ROWS,
  type ImportRowError,
  type Lang,
  type NhapExcelXemTruoc,
  type TacVuNhap,
  translateMessage,
  zEmail,
  zMaHocSinh,
  zOptionalText,
  zPhone,
  zRequiredText,
} from '@hpl/shared';
import { foldVietnamese } from '@hpl/shared/text-fold';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { refreshPlannerStatistics } from '../../db/statistics';
import { type Actor, audit } from '../../lib/audit';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { findByOnceKey, type JobKind, type JobRunner } from '../../lib/jobs';
import { nameValues } from '../../lib/name-order';
import { assertHeader, cellDate, cellText, readSheet } from '../../lib/spreadsheet';
import { listClassNamesOfYear } from '../lop-quan-ly';
import { getYearOrActive } from '../nam-hoc';
import { today } from './hoc-sinh.service';
import * as repo from './hoc-sinh-import.repository';

const KIND = 'hoc-sinh';
const PREVIEW_ROWS = 200;
const MAX_ERRORS = 1_000;
const BATCH = 500;
/** A preview can be committed within this time. */
const JOB_TTL_MS = 60 * 60 * 1000;

/**
 * The commit runs as a job (lib/jobs, kind `hoc-sinh.import`, its once key the import's id): its progress is the job's,
 * read by any instance; the import's row keeps the preview, the status and the outcome.
 */
export const IMPORT_KIND = 'hoc-sinh.import';
/** How long the confirming request waits for the import before answering its progress (the client then polls). */
const WAIT_FOR_IMPORT_MS = 120_000;

interface ImportPayload {
  importId: string;
  lang: Lang;
  actor: Actor;
}

const zRow = z.object({
  maHocSinh: zMaHocSinh,
  hoTen: zRequiredText('hocSinh.hoTen', 150),
  email: zEmail('hocSinh.email'),
  dienThoai: zPhone('hocSinh.dienThoai'),
  diaChi: zOptionalText('hocSinh.diaChi', 300),
  phuHuynhHoTen: zOptionalText('phuHuynh.hoTen', 150),
  phuHuynhQuanHe: zOptionalText('phuHuynh.quanHe', 50),
  phuHuynhDienThoai: zPhone('phuHuynh.dienThoai'),
});

const columnIndex = Object.fromEntries(HOC_SINH_IMPORT_COLUMNS.map((c, i) => [c.key, i])) as Record<string, number>;
const columnName = (key: string | null, lang: Lang) => {
  const column = HOC_SINH_IMPORT_COLUMNS.find((c) => c.key === key);
  return column ? column[lang] : null;
};

function parseGender(text: string | null): 'nam' | 'nu' | null | 'invalid' {
  if (!text) return null;
  const t = foldVietnamese(text);
  if (['nam', 'male', 'm'].includes(t)) return 'nam';
  if (['nu', 'female', 'f'].includes(t)) return 'nu';
  return 'invalid';
}

interface Validated {
  rows: HocSinhImportRow[];
  errors: ImportRowError[];
  classIds: Map<string, number>;
}

/** Validates every row (format, duplicates inside the file and against the database, class names of the year). */
async function validateRows(db: DbOrTx, rows: HocSinhImportRow[], namHocId: number, lang: Lang): Promise<Validated> {
  const errors: ImportRowError[] = [];
  const add = (dong: number, cot: string | null, key: string, params: Record<string, string | number> = {}) => {
    errors.push({ dong, cot, tenCot: columnName(cot, lang), thongBao: translateMessage(key, lang, params) });
  };
  const classes = await listClassNamesOfYear(db, namHocId);
  const classIds = new Map(classes.map((c) => [c.tenLop.toLowerCase(), c.id]));
  const seen = new Map<string, number>();
  for (const row of rows) {
    const key = row.maHocSinh.toLowerCase();
    if (key && seen.has(key))
      add(row.dong, 'maHocSinh', 'import.duplicateInFile', { name: row.maHocSinh, other: seen.get(key)! });
    else if (key) seen.set(key, row.dong);
    if (row.tenLop && !classIds.has(row.tenLop.toLowerCase()))
      add(row.dong, 'tenLop', 'import.classNotFound', { name: row.tenLop });
  }
  for (const ma of await repo.listTakenCodes(db, [...seen.keys()], BATCH)) {
    add(seen.get(ma.toLowerCase())!, 'maHocSinh', 'hocSinh.duplicate', { name: ma });
  }
  errors.sort((a, b) => a.dong - b.dong);
  return { rows, errors, classIds };
}

/** Parses an upload into rows and per-cell format errors. */
async function parseFile(buffer: Buffer, fileName: string, lang: Lang) {
  const { header, rows: sheetRows } = await readSheet(buffer, fileName, { maxRows: IMPORT_MAX_ROWS });
  assertHeader(header, HOC_SINH_IMPORT_COLUMNS);
  const errors: ImportRowError[] = [];
  const rows: HocSinhImportRow[] = [];
  for (const { dong, cells } of sheetRows) {
    const text = (key: string) => cellText(cells[columnIndex[key]!]);
    const raw = Object.fromEntries(HOC_SINH_IMPORT_COLUMNS.map((c) => [c.key, text(c.key)]));
    const parsed = zRow.safeParse({ ...raw, maHocSinh: raw.maHocSinh ?? '', hoTen: raw.hoTen ?? '' });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const cot = String(issue.path[0] ?? '') || null;
        errors.push({ dong, cot, tenCot: columnName(cot, lang), thongBao: translateMessage(issue.message, lang) });
      }
    }
    const gioiTinh = parseGender(raw.gioiTinh ?? null);
    if (gioiTinh === 'invalid') {
      errors.push({
        dong,
        cot: 'gioiTinh',
        tenCot: columnName('gioiTinh', lang),
        thongBao: translateMessage('hocSinh.gioiTinh.invalid', lang),
      });
    }
    const ngaySinh = cellDate(cells[columnIndex.ngaySinh!]);
    if (ngaySinh === 'invalid') {
      errors.push({
        dong,
        cot: 'ngaySinh',
        tenCot: columnName('ngaySinh', lang),
        thongBao: translateMessage('hocSinh.ngaySinh.invalid', lang),
      });
    }
    const v = parsed.success ? parsed.data : null;
    rows.push({
      dong,
      maHocSinh: v?.maHocSinh ?? raw.maHocSinh ?? '',
      hoTen: v?.hoTen ?? raw.hoTen ?? '',
      gioiTinh: gioiTinh === 'invalid' ? null : gioiTinh,
      ngaySinh: ngaySinh === 'invalid' ? null : ngaySinh,
      email: v?.email ?? null,
      dienThoai: v?.dienThoai ?? null,
      diaChi: v?.diaChi ?? null,
      tenLop: raw.tenLop ?? null,
      phuHuynhHoTen: v?.phuHuynhHoTen ?? null,
      phuHuynhQuanHe: v?.phuHuynhQuanHe ?? (v?.phuHuynhHoTen ? 'Phụ huynh' : null),
      phuHuynhDienThoai: v?.phuHuynhDienThoai ?? null,
    });
  }
  return { rows, errors };
}

/**
 * Step 1: parse and validate the whole file; store the rows as a job when the file is valid. Nothing is imported.
 */
export async function previewImport(
  db: Db,
  actor: Actor,
  upload: { buffer: Buffer; filename: string },
  namHocId: number | undefined,
  lang: Lang,
): Promise<NhapExcelXemTruoc> {
  const year = await getYearOrActive(db, namHocId);
  const parsed = await parseFile(upload.buffer, upload.filename, lang);
  const checked = await validateRows(db, parsed.rows, year.id, lang);
  const errors = [...parsed.errors, ...checked.errors].sort(
    (a, b) => a.dong - b.dong || (a.cot ?? '').localeCompare(b.cot ?? ''),
  );
  const hopLe = errors.length === 0;
  const jobId = randomUUID();
  await repo.insertJob(db, new Date(Date.now() - JOB_TTL_MS), {
    id: jobId,
    loai: KIND,
    taiKhoanId: actor.accountId,
    tenTep: upload.filename,
    trangThai: hopLe ? 'xem_truoc' : 'loi',
    tongSoDong: parsed.rows.length,
    duLieu: hopLe ? { namHocId: year.id, rows: parsed.rows } : null,
    ketQua: hopLe ? null : { loi: errors.slice(0, MAX_ERRORS) },
  });
  return {
    jobId,
    tenTep: upload.filename,
    tongSoDong: parsed.rows.length,
    hopLe,
    loi: errors.slice(0, MAX_ERRORS),
    dong: parsed.rows.slice(0, PREVIEW_ROWS),
  };
}

async function findJob(db: DbOrTx, actor: Actor, jobId: string) {
  // Another administrator's import is not visible: the same answer as a missing one.
  const job = await repo.findOwnJob(db, actor, jobId, KIND);
  if (!job) throw notFound();
  return job;
}

export async function getImportJob(db: Db, actor: Actor, jobId: string): Promise<TacVuNhap> {
  const job = await findJob(db, actor, jobId);
  const result = (job.ketQua ?? {}) as { soDongDaNhap?: number; loi?: ImportRowError[] };
  const running = job.trangThai === 'dang_nhap' ? await findByOnceKey(db, IMPORT_KIND, job.id) : undefined;
  return {
    jobId: job.id,
    trangThai: job.trangThai as TacVuNhap['trangThai'],
    tongSoDong: job.tongSoDong,
    soDongDaXuLy: Math.max(job.soDongDaXuLy, running?.progress?.done ?? 0),
    soDongDaNhap: result.soDongDaNhap ?? 0,
    loi: result.loi ?? [],
  };
}

/**
 * Step 2: queues the import of a previewed file and answers its outcome (or, past two minutes, its progress: the
 * client polls `getImportJob`). The job re-validates and inserts every row in one transaction.
 */
export async function commitImport(
  db: Db,
  jobs: JobRunner,
  actor: Actor,
  jobId: string,
  lang: Lang,
): Promise<TacVuNhap> {
  const job = await findJob(db, actor, jobId);
  if (job.trangThai === 'dang_nhap') throw new AppError(409, 'import.jobBusy');
  if (job.trangThai !== 'xem_truoc' || !job.duLieu || job.createdAt.getTime() < Date.now() - JOB_TTL_MS) {
    throw badRequest('import.jobGone');
  }
  if (!(await repo.claimJob(db, jobId))) throw new AppError(409, 'import.jobBusy');
  const { job: queued } = await jobs.enqueue<ImportPayload>(IMPORT_KIND, {
    payload: { importId: jobId, lang, actor: { accountId: actor.accountId, requestId: actor.requestId } },
    ownerAccountId: actor.accountId,
    onceKey: jobId,
  });
  const done = await jobs.waitFor(queued.id, { timeoutMs: WAIT_FOR_IMPORT_MS });
  if (done.state === 'failed' && done.error && done.error.status && done.error.status < 500)
    throw new AppError(done.error.status as 400, done.error.key, done.error.params);
  if (done.state === 'failed') throw new Error(`student import failed: ${done.error?.key}`);
  return getImportJob(db, actor, jobId);
}

/** The import job: re-validates (the database may have changed since the preview) and inserts every row in ONE
 * transaction — either all students (with parent and enrolment) are created, or none. */
export const importKind: JobKind<ImportPayload, { soDongDaNhap: number }> = {
  kind: IMPORT_KIND,
  concurrency: 2,
  async run({ payload, db, progress }) {
    const { importId, lang, actor } = payload;
    const job = await findJob(db, actor, importId);
    if (!job.duLieu) throw badRequest('import.jobGone');
    const { namHocId, rows } = job.duLieu as { namHocId: number; rows: HocSinhImportRow[] };
    progress({ done: 0, total: rows.length });
    try {
      const imported = await db.transaction(async (tx) => {
        const year = await getYearOrActive(tx, namHocId);
        if (year.isClosed) throw badRequest('hocSinh.classYearClosed', { name: year.tenNamHoc });
        const checked = await validateRows(tx, rows, namHocId, lang);
        if (checked.errors.length > 0) {
          throw Object.assign(
            badRequest('import.hasErrors', {
              count: checked.errors.length,
              rows: new Set(checked.errors.map((e) => e.dong)).size,
            }),
            { rowErrors: checked.errors },
          );
        }
        const start = today();
        for (let i = 0; i < rows.length; i += BATCH) {
          const batch = rows.slice(i, i + BATCH);
          await insertBatch(tx, batch, checked.classIds, start);
          progress({ done: i + batch.length, total: rows.length });
        }
        await audit(tx, actor, {
          action: 'import',
          entity: 'HocSinh',
          after: { tenTep: job.tenTep, namHocId, soDong: rows.length, maHocSinh: rows.map((r) => r.maHocSinh) },
        });
        return rows.length;
      });
      await repo.finishJob(db, importId, {
        trangThai: 'hoan_thanh',
        soDongDaXuLy: imported,
        ketQua: { soDongDaNhap: imported },
      });
      await refreshPlannerStatistics(db, ['hoc_sinh', 'phu_huynh', 'lop_quan_ly_hoc_sinh']);
      return { soDongDaNhap: imported };
    } catch (error) {
      const loi = (error as { rowErrors?: ImportRowError[] }).rowErrors ?? [];
      await repo.finishJob(db, importId, { trangThai: 'loi', ketQua: { loi: loi.slice(0, MAX_ERRORS) } });
      throw error;
    }
  },
};

async function insertBatch(tx: DbOrTx, batch: HocSinhImportRow[], classIds: Map<string, number>, start: string) {
  const idOf = await repo.insertStudents(
    tx,
    batch.map((r) => ({
      maHocSinh: r.maHocSinh,
      ...nameValues(r.hoTen),
      gioiTinh: r.gioiTinh,
      ngaySinh: r.ngaySinh,
      email: r.email,
      dienThoai: r.dienThoai,
      diaChi: r.diaChi,
    })),
  );
  await repo.insertParents(
    tx,
    batch
      .filter((r) => r.phuHuynhHoTen)
      .map((r) => ({
        hocSinhId: idOf.get(r.maHocSinh)!,
        quanHe: r.phuHuynhQuanHe ?? 'Phụ huynh',
        hoTen: r.phuHuynhHoTen!,
        dienThoai: r.phuHuynhDienThoai,
      })),
  );
  await repo.insertEnrolments(
    tx,
    batch
      .filter((r) => r.tenLop)
      .map((r) => ({
        lopQuanLyId: classIds.get(r.tenLop!.toLowerCase())!,
        hocSinhId: idOf.get(r.maHocSinh)!,
        tuNgay: start,
        lyDo: 'Nhập từ Excel',
      })),
  );
}
