import {
  type CaiDat,
  type Cell,
  type CellColumn,
  type CellInput,
  type CellValue,
  type CommentResult,
  type CongBoInput,
  type CotNhap,
  type CotNhapCot,
  type CotNhapInput,
  type LichSuO,
  type LopMonHocVn,
  type LopMonHocVnQuery,
  type LuuDiemInput,
  type LuuDiemResult,
  type MonHocVn,
  type MonHocVnInput,
  type MonHocVnQuery,
  type NhanXetInput,
  NO_PRIMARY_TEST,
  PRIMARY_PERIODS,
  type PrimaryPeriod,
  primaryTestedSubjectFrom,
  regularMarkCount,
  resolveSettings,
  retakeSubjects,
  type SoDiem,
  termAverageOfCells,
  termColumns,
  termOfPeriod,
  termResultOfCells,
  type VnGradingSettings,
  yearAverage,
  yearAverageOf,
  yearResultOf,
  zVnGradingSettings,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { type Actor, audit, toJsonbSafe } from '../../lib/audit';
import { badRequest, conflict, forbidden, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { findActiveYear, findYear } from '../nam-hoc';
import {
  type ClassRelation,
  classRelationOf,
  decideCellWrite,
  type GradeViewer,
  isWindowOpen,
  mayWriteComment,
} from './diem-vn.policy';
import * as repo from './diem-vn.repository';
import { listPrimaryClasses as listPrimaryClassRows } from './tieu-hoc.repository';

export function viewerOf(user: SessionUser): GradeViewer {
  return {
    nhanVienId: user.nhanVienId,
    hocSinhId: user.hocSinhId,
    isOffice: user.permissions.includes('QuanLyDiemVN'),
  };
}

export async function yearIdOf(db: DbOrTx, namHocId: number | undefined): Promise<number> {
  if (namHocId) {
    if (!(await findYear(db, namHocId))) throw notFound();
    return namHocId;
  }
  const active = await findActiveYear(db);
  if (!active) throw badRequest('diemVn.namHoc.none');
  return active.id;
}

/** A stored settings value (or none) as whole settings: what is missing or unreadable takes the defaults. */
function settingsFrom(caiDat: unknown): VnGradingSettings {
  const parsed = caiDat == null ? undefined : zVnGradingSettings.safeParse(caiDat);
  return parsed?.success ? parsed.data : resolveSettings((caiDat ?? undefined) as never);
}

export async function settingsOf(db: DbOrTx, namHocId: number): Promise<VnGradingSettings> {
  return settingsFrom((await repo.readSettings(db, namHocId))?.caiDat);
}

/** Settings of each year among `namHocIds`, read once per year. */
export async function settingsOfYears(db: DbOrTx, namHocIds: number[]): Promise<Map<number, VnGradingSettings>> {
  const years = [...new Set(namHocIds)];
  const settings = await Promise.all(years.map((y) => settingsOf(db, y)));
  return new Map(years.map((y, i) => [y, settings[i]!]));
}

type Facts = NonNullable<Awaited<ReturnType<typeof repo.findClass>>>;
const kindOf = (facts: Facts) => (facts.hinhThucDanhGia === 'nhan_xet' ? 'nhan_xet' : 'diem') as 'diem' | 'nhan_xet';
const regularCountOf = (facts: Facts, settings: VnGradingSettings) =>
  facts.soDiemTx ?? regularMarkCount(facts.soTietNam, settings);
const columnsOf = (facts: Facts, settings: VnGradingSettings) =>
  termColumns(kindOf(facts), regularCountOf(facts, settings));

/** The class and the caller's relation to it; a class outside the caller's scope does not exist (404). */
async function loadClass(
  db: DbOrTx,
  user: SessionUser,
  id: number,
): Promise<{ facts: Facts; relation: ClassRelation }> {
  const facts = await repo.findClass(db, id);
  if (!facts) throw notFound();
  const relation = classRelationOf(viewerOf(user), { teacherIds: facts.teacherIds, national: true });
  if (relation === 'other') throw notFound();
  return { facts, relation };
}

/**
 * The class, the caller's relation, the year's settings, the term state and the current members, in one round trip
 * (two queries side by side): what every write checks before its transaction.
 */
export async function loadClassForWrite(db: DbOrTx, user: SessionUser, id: number) {
  const [facts, write] = await Promise.all([repo.findClass(db, id), repo.findWriteState(db, id)]);
  if (!facts || !write) throw notFound();
  const relation = classRelationOf(viewerOf(user), { teacherIds: facts.teacherIds, national: true });
  if (relation === 'other') throw notFound();
  return {
    facts,
    relation,
    settings: settingsFrom(write.caiDat),
    state: termStateFrom(facts, write.windows, write.publication),
    members: new Set(write.members),
  };
}

function presentClassBase(f: Facts, settings: VnGradingSettings) {
  return {
    id: f.id,
    tenLop: f.tenLop,
    namHocId: f.namHocId,
    monHocId: f.monHocId,
    maMonHoc: f.maMonHoc,
    tenMonHoc: f.tenMonHoc,
    tenMonHocEn: f.tenMonHocEn,
    khoiId: f.khoiId,
    tenKhoi: f.tenKhoi,
    lopQuanLyId: f.lopQuanLyId,
    tenLopQuanLy: f.tenLopQuanLy,
    hinhThucDanhGia: kindOf(f),
    soTietNam: f.soTietNam,
    soDiemTx: kindOf(f) === 'nhan_xet' ? 0 : regularCountOf(f, settings),
    giaoVien: f.giaoVien,
    siSo: f.siSo,
  };
}

export async function listClasses(db: Db, user: SessionUser, q: LopMonHocVnQuery): Promise<LopMonHocVn[]> {
  const viewer = viewerOf(user);
  if (q.phamVi === 'tatCa' && !viewer.isOffice) throw forbidden();
  const namHocId = await yearIdOf(db, q.namHocId);
  const settings = await settingsOf(db, namHocId);
  const nhanVienId = q.phamVi === 'cuaToi' ? (viewer.nhanVienId ?? -1) : q.nhanVienId;
  const rows = await repo.listClasses(db, { namHocId, khoiId: q.khoiId, monHocId: q.monHocId, nhanVienId });
  const ids = rows.map((r) => r.id);
  const [filled, publication] = await Promise.all([
    repo.countFilledCells(db, ids, q.hocKy),
    repo.listPublication(db, ids),
  ]);
  const filledOf = new Map(filled.map((f) => [`${f.lopMonHocId}:${f.cot}`, f.n]));
  return rows.map((f) => {
    const pub = publication.find((p) => p.lopMonHocId === f.id && p.hocKy === q.hocKy);
    return {
      ...presentClassBase(f, settings),
      tienDo: columnsOf(f, settings).map((cot) => ({
        cot,
        daNhap: filledOf.get(`${f.id}:${cot}`) ?? 0,
        canNhap: f.siSo,
      })),
      congBo: pub?.congBo ?? false,
      khoa: pub?.khoa ?? false,
    };
  });
}

const toCell = (c: repo.CellRow): Cell => ({
  hocKy: c.hocKy,
  cot: c.cot as Cell['cot'],
  trangThai: c.trangThai,
  giaTri: c.giaTri,
  ketQua: c.ketQua,
  version: c.version,
});

interface TermState {
  windows: Map<string, { moLuc: Date; dongLuc: Date }>;
  locked: (hocKy: number) => boolean;
  published: (hocKy: number) => boolean;
}

async function termStateOf(db: DbOrTx, facts: Facts): Promise<TermState> {
  const [windows, publication] = await Promise.all([
    repo.listWindows(db, facts.namHocId),
    repo.listPublication(db, [facts.id]),
  ]);
  return termStateFrom(facts, windows, publication);
}

function termStateFrom(
  facts: Facts,
  windows: { hocKy: number; cot: string; moLuc: Date; dongLuc: Date }[],
  publication: { hocKy: number; congBo: boolean; khoa: boolean }[],
): TermState {
  return {
    windows: new Map(windows.map((w) => [`${w.hocKy}:${w.cot}`, { moLuc: w.moLuc, dongLuc: w.dongLuc }])),
    locked: (hocKy) => facts.isClosed || (publication.find((p) => p.hocKy === hocKy)?.khoa ?? false),
    published: (hocKy) => publication.find((p) => p.hocKy === hocKy)?.congBo ?? false,
  };
}

/**
 * Who sits this subject's summer retake (rule 9, the KTL cell of term 2): students whose year summary sends them to
 * the retake with this subject failed (year average below the pass mark, or Chưa đạt), and those already holding a
 * retake result here (so a result can still be corrected inside the window).
 */
async function retakeStudentsOf(db: DbOrTx, facts: Facts, settings: VnGradingSettings): Promise<Set<number>> {
  const [candidates, cells] = await Promise.all([
    repo.listRetakeCandidates(db, facts.id, facts.namHocId),
    repo.listRetakeCells(db, [facts.id]),
  ]);
  const scored = candidates.flatMap((c) =>
    c.tb1 == null || c.tb2 == null ? [] : [{ key: c.hocSinhId, average: yearAverage(Number(c.tb1), Number(c.tb2)) }],
  );
  const comments = candidates.flatMap((c) =>
    c.ketQua2 == null ? [] : [{ key: c.hocSinhId, result: c.ketQua2 as CommentResult }],
  );
  const due =
    kindOf(facts) === 'nhan_xet' ? retakeSubjects([], comments, settings) : retakeSubjects(scored, [], settings);
  return new Set([...due, ...cells.map((c) => c.hocSinhId)]);
}

/** The retake column is the summer's: its own window, not the term II lock (only a closed year stops it). */
const lockedFor = (state: TermState, facts: Facts, hocKy: number, cot: string) =>
  cot === 'KTL' ? facts.isClosed : state.locked(hocKy);

export async function getGradebook(db: Db, user: SessionUser, id: number, now = new Date()): Promise<SoDiem> {
  const { facts, relation } = await loadClass(db, user, id);
  const settings = await settingsOf(db, facts.namHocId);
  const [state, members, cells, comments, pending] = await Promise.all([
    termStateOf(db, facts),
    repo.listMembers(db, id),
    repo.listCells(db, id),
    repo.listComments(db, id),
    repo.listPendingRequestCells(db, id),
  ]);
  const retake = await retakeStudentsOf(db, facts, settings);
  const columnsOfTerm = (hocKy: number): CellColumn[] => {
    const base = columnsOf(facts, settings);
    return hocKy === 2 && retake.size > 0 ? [...base, 'KTL'] : base;
  };
  return {
    lopMonHoc: presentClassBase(facts, settings),
    laGiaoVien: relation === 'giaoVien',
    kiemTraLai: members.filter((m) => retake.has(m.id)).map((m) => m.id),
    yeuCauChoDuyet: pending,
    hocKy: [1, 2].map((hocKy) => ({
      hocKy,
      congBo: state.published(hocKy),
      khoa: state.locked(hocKy),
      cot: columnsOfTerm(hocKy).map((cot) => {
        const window = state.windows.get(`${hocKy}:${cot}`);
        const open = isWindowOpen(window, now);
        return {
          cot,
          dangMo: open,
          moLuc: window?.moLuc.toISOString() ?? null,
          dongLuc: window?.dongLuc.toISOString() ?? null,
          choPhepSua:
            decideCellWrite(relation, { windowOpen: open, locked: lockedFor(state, facts, hocKy, cot) }) === 'ok',
        };
      }),
    })),
    hocSinh: members.map((m) => ({
      id: m.id,
      maHocSinh: m.maHocSinh,
      hoTen: m.hoTen,
      o: cells.filter((c) => c.hocSinhId === m.id).map(toCell),
      nhanXet: comments
        .filter((c) => c.hocSinhId === m.id)
        .map((c) => ({ hocKy: c.hocKy, noiDung: c.noiDung, version: c.version })),
    })),
  };
}

/** Checks a cell value against the subject's kind: marks for scored subjects, Đạt / Chưa đạt for comment-only ones. */
function validateValue(facts: Facts, value: CellInput | null): CellInput | null {
  if (!value) return null;
  if (value.trangThai !== 'diem') return { trangThai: value.trangThai, giaTri: null, ketQua: null };
  if (kindOf(facts) === 'nhan_xet') {
    if (value.giaTri != null) throw badRequest('diemVn.giaTri.notForComment', { subject: facts.tenMonHoc });
    if (!value.ketQua) throw badRequest('diemVn.ketQua.required');
    return { trangThai: 'diem', giaTri: null, ketQua: value.ketQua };
  }
  if (value.giaTri == null) throw badRequest('diemVn.giaTri.required');
  if (value.ketQua) throw badRequest('diemVn.ketQua.invalid');
  return { trangThai: 'diem', giaTri: value.giaTri, ketQua: null };
}

const cellValueOf = (c: repo.CellRow | undefined): CellInput | null =>
  c ? { trangThai: c.trangThai, giaTri: c.giaTri, ketQua: c.ketQua } : null;
const sameValue = (a: CellInput | null, b: CellInput | null) =>
  (a == null && b == null) ||
  (a != null &&
    b != null &&
    a.trangThai === b.trangThai &&
    (a.giaTri ?? null) === (b.giaTri ?? null) &&
    (a.ketQua ?? null) === (b.ketQua ?? null));

type Kind = 'diem' | 'nhan_xet';
type TermCells = Record<string, CellValue>;

/** Term I, term II and year averages (comment-only subjects: results) of one student in a class, from their cells. */
function averagesOfStudent(
  lopMonHocId: number,
  hocSinhId: number,
  kind: Kind,
  regularCount: number,
  terms: { 1: TermCells; 2: TermCells },
): repo.AverageWrite[] {
  const t1 = terms[1];
  const t2 = terms[2];
  if (kind === 'nhan_xet') {
    const r1 = termResultOfCells(t1);
    const r2 = termResultOfCells(t2);
    return [
      { lopMonHocId, hocSinhId, hocKy: 1, diemTb: null, ketQua: r1 },
      { lopMonHocId, hocSinhId, hocKy: 2, diemTb: null, ketQua: r2 },
      { lopMonHocId, hocSinhId, hocKy: 0, diemTb: null, ketQua: yearResultOf(r2, t2.KTL) },
    ];
  }
  const a1 = termAverageOfCells(t1, regularCount);
  const a2 = termAverageOfCells(t2, regularCount);
  return [
    { lopMonHocId, hocSinhId, hocKy: 1, diemTb: a1, ketQua: null },
    { lopMonHocId, hocSinhId, hocKy: 2, diemTb: a2, ketQua: null },
    { lopMonHocId, hocSinhId, hocKy: 0, diemTb: yearAverageOf(a1, a2, t2.KTL), ketQua: null },
  ];
}

/**
 * Cells `term|column|state|mark|result;…` (see `listPackedCells`) by term and column. A year-end run unpacks every
 * cell of the school, so this scans with `indexOf` instead of splitting into arrays of strings.
 */
function unpackCells(packed: string): { 1: TermCells; 2: TermCells } {
  const terms: { 1: TermCells; 2: TermCells } = { 1: {}, 2: {} };
  const n = packed.length;
  let i = 0;
  while (i < n) {
    const term = packed.charCodeAt(i);
    const a = packed.indexOf('|', i + 2);
    const b = packed.indexOf('|', a + 1);
    const c = packed.indexOf('|', b + 1);
    let end = packed.indexOf(';', c + 1);
    if (end < 0) end = n;
    const byColumn =
      packed.charCodeAt(i + 1) !== PIPE ? undefined : term === ONE ? terms[1] : term === TWO ? terms[2] : undefined;
    if (byColumn && a > i + 2)
      byColumn[packed.slice(i + 2, a)] = {
        trangThai: packed.slice(a + 1, b) as CellValue['trangThai'],
        giaTri: c > b + 1 ? Number(packed.slice(b + 1, c)) : null,
        ketQua: (end > c + 1 ? packed.slice(c + 1, end) : null) as CellValue['ketQua'],
      };
    i = end + 1;
  }
  return terms;
}
const ONE = '1'.charCodeAt(0);
const TWO = '2'.charCodeAt(0);
const PIPE = '|'.charCodeAt(0);

/**
 * Recomputes the stored averages of whole classes (after a settings change, or for a year-end run): every member's
 * cells and stored averages in one read, the averages by the shared rules, and only the averages that changed written,
 * in a few set-based statements. Returns the number of student-class pairs.
 */
export async function recomputeClassAverages(db: DbOrTx, lopMonHocIds: number[]): Promise<number> {
  if (lopMonHocIds.length === 0) return 0;
  const classes = await repo.listClassRules(db, { lopMonHocIds });
  const settings = await settingsOfYears(
    db,
    classes.map((c) => c.namHocId),
  );
  const rulesOf = new Map(
    classes.map((c) => {
      const kind: Kind = c.hinhThucDanhGia === 'nhan_xet' ? 'nhan_xet' : 'diem';
      return [c.id, { kind, regularCount: c.soDiemTx ?? regularMarkCount(c.soTietNam, settings.get(c.namHocId)!) }];
    }),
  );
  const ids = [...rulesOf.keys()];
  // A few slices side by side: on PostgreSQL each runs on its own connection, so reading, computing and writing overlap.
  const slice = Math.ceil(ids.length / RECOMPUTE_SLICES);
  const counts = await Promise.all(
    Array.from({ length: RECOMPUTE_SLICES }, async (_, i) => {
      const part = ids.slice(i * slice, (i + 1) * slice);
      const updates: (repo.AverageWrite & { id: number })[] = [];
      const inserts: repo.AverageWrite[] = [];
      const packed = await repo.listPackedCells(db, part);
      for (const p of packed) {
        const rules = rulesOf.get(p.lopMonHocId)!;
        for (const row of averagesOfStudent(
          p.lopMonHocId,
          p.hocSinhId,
          rules.kind,
          rules.regularCount,
          unpackCells(p.packed),
        )) {
          const stored = p.stored[row.hocKy];
          // Marks compare as numbers: both sides are the nearest double to the same one-decimal value.
          if (!stored) inserts.push(row);
          else if (stored.diemTb !== row.diemTb || stored.ketQua !== row.ketQua)
            updates.push({ ...row, id: stored.id });
        }
      }
      await repo.writeAverageChanges(db, { updates, inserts });
      return packed.length;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}
const RECOMPUTE_SLICES = 4;

export interface CellChange {
  hocSinhId: number;
  hocKy: number;
  cot: string;
  value: CellInput | null;
  /** Null = no version check (an approved change request applies to whatever is there). */
  version: number | null;
}

const cellKeyOf = (hocSinhId: number, hocKy: number, cot: string) => `${hocSinhId}:${hocKy}:${cot}`;

/**
 * Writes cells of one class in the caller's transaction: the students' cells locked and version-checked (409), then
 * one statement writes the cells, one audit row per changed cell (old and new value, the reason) and the students'
 * refreshed averages. Unchanged cells are skipped. Answers every locked cell as it now is, by student, term and column.
 */
async function writeCells(
  tx: DbOrTx,
  actor: Actor,
  facts: Facts,
  settings: VnGradingSettings,
  changes: CellChange[],
  reason: string | null,
): Promise<Map<string, repo.CellRow>> {
  const students = [...new Set(changes.map((c) => c.hocSinhId))];
  const current = await repo.listCells(tx, facts.id, { hocSinhIds: students, forUpdate: true });
  const cells = new Map(current.map((c) => [cellKeyOf(c.hocSinhId, c.hocKy, c.cot), c]));
  const upserts: repo.CellWrite[] = [];
  const deleteIds: number[] = [];
  const audits: repo.CellAudit[] = [];
  const touched = new Set<number>();
  for (const change of changes) {
    const key = cellKeyOf(change.hocSinhId, change.hocKy, change.cot);
    const before = cells.get(key);
    if (change.version != null && (before?.version ?? 0) !== change.version) throw conflict();
    if (sameValue(cellValueOf(before), change.value)) continue;
    if (!change.value && !before) continue;
    if (change.value)
      upserts.push({ hocSinhId: change.hocSinhId, hocKy: change.hocKy, cot: change.cot, value: change.value });
    else deleteIds.push(before!.id);
    audits.push({
      entityId: repo.cellKey(facts.id, change.hocKy, change.hocSinhId, change.cot),
      action: !change.value ? 'delete' : before ? 'update' : 'create',
      before: cellValueOf(before),
      after: change.value,
      reason: reason == null ? null : (toJsonbSafe(reason) as string),
    });
    touched.add(change.hocSinhId);
    if (change.value)
      cells.set(key, {
        id: before?.id ?? 0,
        lopMonHocId: facts.id,
        hocSinhId: change.hocSinhId,
        hocKy: change.hocKy,
        cot: change.cot,
        trangThai: change.value.trangThai,
        giaTri: change.value.giaTri ?? null,
        ketQua: change.value.ketQua ?? null,
        version: (before?.version ?? 0) + 1,
      });
    else cells.delete(key);
  }
  if (audits.length === 0) return cells;
  const terms = new Map<number, { 1: TermCells; 2: TermCells }>([...touched].map((h) => [h, { 1: {}, 2: {} }]));
  for (const c of cells.values()) {
    const byTerm = terms.get(c.hocSinhId);
    if (byTerm && (c.hocKy === 1 || c.hocKy === 2)) byTerm[c.hocKy][c.cot] = cellValueOf(c) as CellValue;
  }
  const regularCount = regularCountOf(facts, settings);
  const written = await repo.writeCellChanges(tx, {
    lopMonHocId: facts.id,
    actor,
    upserts,
    deleteIds,
    audits,
    averages: [...terms].flatMap(([hocSinhId, byTerm]) =>
      averagesOfStudent(facts.id, hocSinhId, kindOf(facts), regularCount, byTerm),
    ),
  });
  for (const w of written) cells.set(cellKeyOf(w.hocSinhId, w.hocKy, w.cot), w);
  return cells;
}

export async function saveCells(
  db: Db,
  actor: Actor,
  user: SessionUser,
  id: number,
  input: LuuDiemInput,
  now = new Date(),
): Promise<LuuDiemResult> {
  const { facts, relation, settings, state, members } = await loadClassForWrite(db, user, id);
  const columns = columnsOf(facts, settings);
  const retake = input.o.some((c) => c.cot === 'KTL') ? await retakeStudentsOf(db, facts, settings) : new Set();
  const seen = new Set<string>();
  const changes: CellChange[] = [];
  for (const cell of input.o) {
    const decision = decideCellWrite(relation, {
      windowOpen: isWindowOpen(state.windows.get(`${input.hocKy}:${cell.cot}`), now),
      locked: lockedFor(state, facts, input.hocKy, cell.cot),
    });
    if (decision === 'forbidden') throw forbidden();
    if (cell.cot === 'KTL') {
      if (input.hocKy !== 2) throw badRequest('diemVn.kiemTraLai.term');
    } else if (!columns.includes(cell.cot))
      throw badRequest('diemVn.cot.notInSubject', { subject: facts.tenMonHoc, column: cell.cot });
    if (decision === 'locked') throw badRequest('diemVn.term.locked', { term: input.hocKy });
    if (decision === 'windowClosed') throw badRequest('diemVn.window.closed', { column: cell.cot, term: input.hocKy });
    if (!members.has(cell.hocSinhId)) throw badRequest('diemVn.hocSinh.notInClass');
    if (cell.cot === 'KTL' && !retake.has(cell.hocSinhId)) throw badRequest('diemVn.kiemTraLai.notDue');
    const key = cellKeyOf(cell.hocSinhId, input.hocKy, cell.cot);
    if (seen.has(key)) throw badRequest('diemVn.o.duplicate');
    seen.add(key);
    changes.push({
      hocSinhId: cell.hocSinhId,
      hocKy: input.hocKy,
      cot: cell.cot,
      value: validateValue(facts, cell.giaTri),
      version: cell.version,
    });
  }
  let cells: Map<string, repo.CellRow>;
  try {
    cells = await db.transaction((tx) => writeCells(tx, actor, facts, settings, changes, null));
  } catch (error) {
    // Two first saves of one empty cell at once: the loser's insert meets the other's row.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict();
    throw error;
  }
  return {
    o: [...seen].flatMap((key) => {
      const c = cells.get(key);
      return c ? [{ ...toCell(c), hocSinhId: c.hocSinhId }] : [];
    }),
  };
}

export async function saveComment(db: Db, actor: Actor, user: SessionUser, id: number, input: NhanXetInput) {
  const { relation, state, members } = await loadClassForWrite(db, user, id);
  if (relation !== 'giaoVien') throw forbidden();
  if (!mayWriteComment(relation, state.locked(input.hocKy)))
    throw badRequest('diemVn.term.locked', { term: input.hocKy });
  if (!members.has(input.hocSinhId)) throw badRequest('diemVn.hocSinh.notInClass');
  return db.transaction(async (tx) => {
    const current = await repo.findComment(tx, id, input.hocKy, input.hocSinhId);
    if ((current?.version ?? 0) !== input.version) throw conflict();
    const saved = await repo.writeComment(tx, current, {
      lopMonHocId: id,
      hocSinhId: input.hocSinhId,
      hocKy: input.hocKy,
      noiDung: input.noiDung,
    });
    await audit(tx, actor, {
      action: current ? 'update' : 'create',
      entity: 'DiemVN.nhanXet',
      entityId: `${id}:${input.hocKy}:${input.hocSinhId}`,
      before: current ? { noiDung: current.noiDung } : null,
      after: { noiDung: input.noiDung },
    });
    return { hocKy: input.hocKy, hocSinhId: input.hocSinhId, ...saved };
  });
}

export async function cellHistory(
  db: Db,
  user: SessionUser,
  id: number,
  q: { hocKy: number; hocSinhId: number; cot: string },
): Promise<LichSuO[]> {
  await loadClass(db, user, id);
  const rows = await repo.listCellHistory(db, repo.cellKey(id, q.hocKy, q.hocSinhId, q.cot));
  return rows.map((r) => ({
    luc: r.at.toISOString(),
    nguoiSua: r.nguoiSua,
    truoc: (r.before as CellInput | null) ?? null,
    sau: (r.after as CellInput | null) ?? null,
    lyDo: r.reason,
  }));
}

// ——— Entry windows, publication, settings (the academic office) ———

const isPrimaryPeriod = (cot: string): cot is PrimaryPeriod => (PRIMARY_PERIODS as readonly string[]).includes(cot);

export async function listWindows(db: Db, namHocId: number | undefined, now = new Date()): Promise<CotNhap[]> {
  const yearId = await yearIdOf(db, namHocId);
  return (await repo.listWindows(db, yearId)).map((w) => ({
    id: w.id,
    namHocId: w.namHocId,
    hocKy: w.hocKy,
    cot: w.cot as CotNhapCot,
    moLuc: w.moLuc.toISOString(),
    dongLuc: w.dongLuc.toISOString(),
    dangMo: isWindowOpen(w, now),
    version: w.version,
  }));
}

export async function saveWindow(db: Db, actor: Actor, input: CotNhapInput, now = new Date()): Promise<CotNhap> {
  await yearIdOf(db, input.namHocId);
  if (input.cot === 'KTL' && input.hocKy !== 2) throw badRequest('diemVn.kiemTraLai.term');
  if (isPrimaryPeriod(input.cot) && termOfPeriod(input.cot) !== input.hocKy) throw badRequest('diemVn.hocKy.invalid');
  return db.transaction(async (tx) => {
    const current = await repo.findWindowForUpdate(tx, input.namHocId, input.hocKy, input.cot);
    if (current && input.version !== undefined && current.version !== input.version) throw conflict();
    const values = { moLuc: new Date(input.moLuc), dongLuc: new Date(input.dongLuc) };
    const saved = await repo.writeWindow(tx, current, {
      namHocId: input.namHocId,
      hocKy: input.hocKy,
      cot: input.cot,
      ...values,
    });
    await audit(tx, actor, {
      action: current ? 'update' : 'create',
      entity: 'DiemVN.cotNhap',
      entityId: saved.id,
      before: current ? { moLuc: current.moLuc, dongLuc: current.dongLuc } : null,
      after: values,
    });
    return {
      id: saved.id,
      namHocId: saved.namHocId,
      hocKy: saved.hocKy,
      cot: saved.cot as CotNhapCot,
      moLuc: saved.moLuc.toISOString(),
      dongLuc: saved.dongLuc.toISOString(),
      dangMo: isWindowOpen(saved!, now),
      version: saved.version,
    };
  });
}

/** Publishes and/or locks a term of some (default: every) national-programme subject class of a year, primary too. */
export async function setPublication(db: Db, actor: Actor, input: CongBoInput): Promise<{ soLop: number }> {
  await yearIdOf(db, input.namHocId);
  // Secondary and primary (Circular 27) subject classes publish and lock by term alike.
  const classes = [
    ...(await repo.listClasses(db, { namHocId: input.namHocId })),
    ...(await listPrimaryClassRows(db, { namHocId: input.namHocId })),
  ];
  const ids = input.lopMonHocIds
    ? classes.filter((c) => input.lopMonHocIds!.includes(c.id)).map((c) => c.id)
    : classes.map((c) => c.id);
  if (input.lopMonHocIds && ids.length !== new Set(input.lopMonHocIds).size) throw notFound();
  if (ids.length === 0) return { soLop: 0 };
  await db.transaction(async (tx) => {
    const set: Partial<{ congBo: boolean; khoa: boolean }> = {};
    if (input.congBo !== undefined) set.congBo = input.congBo;
    if (input.khoa !== undefined) set.khoa = input.khoa;
    await repo.writePublication(tx, ids, input.hocKy, set);
    await audit(tx, actor, {
      action: 'update',
      entity: 'DiemVN.congBo',
      entityId: `${input.namHocId}:${input.hocKy}`,
      after: { ...set, lopMonHocIds: ids },
    });
  });
  return { soLop: ids.length };
}

export async function getSettings(db: Db, namHocId: number | undefined): Promise<CaiDat> {
  const yearId = await yearIdOf(db, namHocId);
  const row = await repo.readSettings(db, yearId);
  return { namHocId: yearId, caiDat: await settingsOf(db, yearId), version: row?.version ?? 0 };
}

export async function saveSettings(
  db: Db,
  actor: Actor,
  input: { namHocId: number; caiDat: VnGradingSettings; version: number },
): Promise<CaiDat> {
  await yearIdOf(db, input.namHocId);
  return db.transaction(async (tx) => {
    const current = await repo.readSettings(tx, input.namHocId);
    if ((current?.version ?? 0) !== input.version) throw conflict();
    const saved = await repo.writeSettings(tx, current, input.namHocId, input.caiDat);
    // The regular-mark bands decide averages: the year's stored averages follow the new settings at once.
    const classes = await repo.listClassRules(tx, { namHocId: input.namHocId });
    await recomputeClassAverages(
      tx,
      classes.map((c) => c.id),
    );
    await audit(tx, actor, {
      action: current ? 'update' : 'create',
      entity: 'DiemVN.caiDat',
      entityId: input.namHocId,
      before: current?.caiDat ?? null,
      after: input.caiDat,
    });
    return { namHocId: input.namHocId, caiDat: input.caiDat, version: saved.version };
  });
}

/** For the change-request flow: the class, the caller's relation and whether the cell is directly writable now. */
export async function cellWriteState(
  db: DbOrTx,
  user: SessionUser,
  id: number,
  hocKy: number,
  cot: string,
  now = new Date(),
) {
  const { facts, relation, settings, state, members } = await loadClassForWrite(db, user, id);
  if (cot === 'KTL' && hocKy !== 2) throw badRequest('diemVn.kiemTraLai.term');
  return {
    facts,
    relation,
    settings,
    members,
    windowOpen: isWindowOpen(state.windows.get(`${hocKy}:${cot}`), now),
    locked: lockedFor(state, facts, hocKy, cot),
    /** For the retake column: the students who sit this subject's retake. */
    retake: cot === 'KTL' ? await retakeStudentsOf(db, facts, settings) : null,
  };
}

export type { Facts };
export { cellValueOf, validateValue, writeCells };

/** The columns of a term for the class (its kind and number of regular marks). */
export const termColumnsOf = (facts: Facts, settings: VnGradingSettings) => columnsOf(facts, settings);

// ——— Subjects' assessment per year and grade level (the office) ———

const SECONDARY = new Set(repo.SECONDARY_CAPS);

function presentSubject(
  row: Awaited<ReturnType<typeof repo.listSubjectAssessments>>[number],
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
    repo.listSubjectAssessments(db, { namHocId, khoiId: q.khoiId }),
    settingsOf(db, namHocId),
  ]);
  return rows.map((r) => presentSubject(r, rules));
}

/**
 * Sets a subject's assessment in a year and grade level (audited, version-checked); the stored averages of its
 * classes are recomputed at once, since the kind and the number of regular marks decide them.
 */
export async function saveSubject(db: Db, actor: Actor, input: MonHocVnInput): Promise<MonHocVn> {
  await yearIdOf(db, input.namHocId);
  const [subject] = await repo.listSubjectAssessments(db, {
    namHocId: input.namHocId,
    khoiId: input.khoiId,
    monHocId: input.monHocId,
  });
  if (!subject) throw badRequest('diemVn.monHoc.notInYear');
  const secondary = SECONDARY.has(subject.capHoc);
  if (secondary === (input.hinhThucDanhGia === 'tieu_hoc')) throw badRequest('diemVn.hinhThuc.primary');
  if (secondary && input.monKiemTra != null) throw badRequest('diemVn.monKiemTra.notPrimary');
  const classIds = await repo.listClassIdsOfSubject(db, input.namHocId, input.monHocId, input.khoiId);
  await db.transaction(async (tx) => {
    const current = await repo.findSubjectAssessmentForUpdate(tx, input.namHocId, input.monHocId, input.khoiId);
    if ((current?.version ?? 0) !== input.version) throw conflict();
    const { version: _, monKiemTra, ...rest } = input;
    // Omitted keeps the stored role (or, never set, the default from the code); null is a set "no periodic test".
    const storedRole =
      secondary || monKiemTra === undefined ? (current?.monKiemTra ?? null) : (monKiemTra ?? NO_PRIMARY_TEST);
    const values = { ...rest, monKiemTra: secondary ? null : storedRole };
    await repo.writeSubjectAssessment(tx, current, values);
    await audit(tx, actor, {
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
  const [saved] = await repo.listSubjectAssessments(db, {
    namHocId: input.namHocId,
    khoiId: input.khoiId,
    monHocId: input.monHocId,
  });
  return presentSubject(saved!, await settingsOf(db, input.namHocId));
}
