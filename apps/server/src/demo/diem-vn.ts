import {
  type CellValue,
  type CommentResult,
  type Level,
  regularMarkCount,
  termAverageOfCells,
  termColumns,
  termResultOfCells,
  yearAverageOf,
  yearResultOf,
} from '@hpl/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { computeSummaries } from '../modules/diem-vn';
import { seedDiemVnPreviousYear, subjectClassColumns, vn } from './diem-vn-nam-truoc';
import { createRandom, type Random } from './random';

const SEED = 20_261_012;
const BATCH = 1000;
const BULK = 20_000;

/**
 * Inserts many rows with one statement per `BULK` rows: each row travels as a JSON array in a single parameter and is
 * cast column by column (`[name, type]`), instead of one bound parameter per value.
 */
async function insertBulk(tx: DbOrTx, table: PgTable, columns: [string, string][], rows: unknown[][]) {
  const names = sql.raw(columns.map(([name]) => name).join(', '));
  const values = sql.raw(columns.map(([, type], i) => `cast(r->>${i} as ${type})`).join(', '));
  for (let i = 0; i < rows.length; i += BULK)
    await tx.execute(
      sql`insert into ${table} (${names}) select ${values} from json_array_elements(${JSON.stringify(rows.slice(i, i + BULK))}::json) r`,
    );
}

/** Teachers' usual phrases for the term comment, by how the term went. */
const PHRASES = {
  high: ['Học tốt, tích cực phát biểu xây dựng bài.', 'Nắm vững kiến thức, trình bày cẩn thận.'],
  mid: ['Có cố gắng, cần luyện thêm bài tập vận dụng.', 'Tiếp thu bài khá, cần chủ động hơn trong giờ học.'],
  low: ['Cần chú ý nghe giảng và làm đủ bài tập về nhà.', 'Kiến thức cơ bản còn hổng, cần phụ đạo thêm.'],
};

/** A roughly normal draw (Box–Muller) from the demo's deterministic generator. */
function gaussian(random: Random, mean: number, sd: number) {
  const u = Math.max(random.next(), 1e-9);
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}

/** Teachers give whole and half marks mostly, sometimes one decimal (a quiz scored out of 20 or 50). */
function markOf(random: Random, value: number): number {
  const clamped = Math.min(10, Math.max(0, value));
  const r = random.next();
  if (r < 0.5) return Math.round(clamped);
  if (r < 0.8) return Math.round(clamped * 2) / 2;
  return Math.round(clamped * 10) / 10;
}

/**
 * Vietnamese-programme grades of the active year for every national-programme secondary subject class: term I complete
 * (realistic spread, a few exempt and absent cells, a few weak students heading for a summer retake), term II with its
 * first regular column entered and its first two entry windows open, term I published, conduct of term I set, term
 * comments, the term I summaries, and one pending change request from the demo teacher; then last year's finished
 * class with its summer retake (see `seedDiemVnPreviousYear`).
 */
export async function seedDiemVn(tx: DbOrTx): Promise<{ cells: number }> {
  const random = createRandom(SEED);
  const [year] = await tx.select({ id: t.namHoc.id }).from(t.namHoc).where(eq(t.namHoc.isActive, true));
  if (!year) return { cells: 0 };

  await tx.insert(t.diemVnCotNhap).values([
    ...['TX1', 'TX2', 'TX3', 'TX4', 'GK', 'CK'].map((cot) => ({
      namHocId: year.id,
      hocKy: 1,
      cot,
      moLuc: vn('2026-09-07'),
      dongLuc: vn('2026-11-16'),
    })),
    { namHocId: year.id, hocKy: 2, cot: 'TX1', moLuc: vn('2026-11-16'), dongLuc: vn('2027-03-15') },
    { namHocId: year.id, hocKy: 2, cot: 'TX2', moLuc: vn('2026-11-16'), dongLuc: vn('2027-03-15') },
    { namHocId: year.id, hocKy: 2, cot: 'TX3', moLuc: vn('2027-03-01'), dongLuc: vn('2027-04-30') },
    { namHocId: year.id, hocKy: 2, cot: 'TX4', moLuc: vn('2027-03-01'), dongLuc: vn('2027-04-30') },
    { namHocId: year.id, hocKy: 2, cot: 'GK', moLuc: vn('2027-03-15'), dongLuc: vn('2027-04-10') },
    { namHocId: year.id, hocKy: 2, cot: 'CK', moLuc: vn('2027-05-04'), dongLuc: vn('2027-05-31') },
  ]);

  const classes = await tx
    .select({
      ...subjectClassColumns,
      lopQuanLyId: t.lopMonHoc.lopQuanLyId,
      teacherId: sql<number | null>`(select min(g.nhan_vien_id) from ${t.lopMonHocGiaoVien} g
        where g.lop_mon_hoc_id = ${t.lopMonHoc.id})`,
    })
    .from(t.lopMonHoc)
    .innerJoin(t.monHoc, eq(t.monHoc.id, t.lopMonHoc.monHocId))
    .innerJoin(t.heHoc, and(eq(t.heHoc.id, t.monHoc.heHocId), eq(t.heHoc.ma, 'VN')))
    .innerJoin(t.lopQuanLy, eq(t.lopQuanLy.id, t.lopMonHoc.lopQuanLyId))
    .innerJoin(t.khoi, and(eq(t.khoi.id, t.lopQuanLy.khoiId), inArray(t.khoi.capHoc, ['thcs', 'thpt'])))
    .where(eq(t.lopMonHoc.namHocId, year.id))
    .orderBy(t.lopMonHoc.id);
  const members = await tx
    .select({ lopMonHocId: t.lopMonHocHocSinh.lopMonHocId, hocSinhId: t.lopMonHocHocSinh.hocSinhId })
    .from(t.lopMonHocHocSinh)
    .where(
      and(
        inArray(
          t.lopMonHocHocSinh.lopMonHocId,
          classes.map((c) => c.id),
        ),
        isNull(t.lopMonHocHocSinh.denNgay),
      ),
    )
    .orderBy(t.lopMonHocHocSinh.hocSinhId);
  const accounts = await tx
    .select({ id: t.taiKhoan.id, nhanVienId: t.taiKhoan.nhanVienId })
    .from(t.taiKhoan)
    .where(sql`${t.taiKhoan.nhanVienId} is not null`);
  const accountOf = new Map(accounts.map((a) => [a.nhanVienId!, a.id]));

  // Each student has an ability; about one in twenty-five struggles (the future summer-retake cases).
  const ability = new Map<number, number>();
  const weak = new Set<number>();
  const studentIds = [...new Set(members.map((m) => m.hocSinhId))];
  studentIds.forEach((id, i) => {
    const isWeak = i % 25 === 3;
    if (isWeak) weak.add(id);
    ability.set(id, isWeak ? gaussian(random, 4.2, 0.4) : Math.min(9.6, gaussian(random, 7.2, 1.1)));
  });

  const cells: (typeof t.diemVnDiem.$inferInsert)[] = [];
  const averages: (typeof t.diemVnTrungBinh.$inferInsert)[] = [];
  const comments: (typeof t.diemVnNhanXet.$inferInsert)[] = [];
  const membersOf = new Map<number, number[]>();
  for (const m of members) membersOf.set(m.lopMonHocId, [...(membersOf.get(m.lopMonHocId) ?? []), m.hocSinhId]);
  for (const cls of classes) {
    const kind = cls.kind === 'nhan_xet' ? 'nhan_xet' : 'diem';
    const columns = termColumns(kind, regularMarkCount(cls.soTietNam));
    const offset = gaussian(random, 0, 0.5);
    const updatedBy = cls.teacherId ? (accountOf.get(cls.teacherId) ?? null) : null;
    for (const hocSinhId of membersOf.get(cls.id) ?? []) {
      const level = ability.get(hocSinhId)! + offset;
      const term1: Record<string, CellValue> = {};
      for (const cot of columns) {
        let value: CellValue;
        if (kind === 'nhan_xet') {
          const exempt = cls.ma === 'GDTC' && hocSinhId % 29 === 5;
          const pass: CommentResult = random.chance(weak.has(hocSinhId) ? 0.5 : 0.98) ? 'Đạt' : 'Chưa đạt';
          value = exempt ? { trangThai: 'mien' } : { trangThai: 'diem', ketQua: pass };
        } else if (cot.startsWith('TX') && random.chance(0.012)) {
          value = { trangThai: 'vang' };
        } else if (cot.startsWith('TX') && random.chance(0.006)) {
          value = { trangThai: 'mien' };
        } else {
          value = {
            trangThai: 'diem',
            giaTri: markOf(random, gaussian(random, level, cot.startsWith('TX') ? 1 : 0.8)),
          };
        }
        term1[cot] = value;
        cells.push({
          lopMonHocId: cls.id,
          hocSinhId,
          hocKy: 1,
          cot,
          trangThai: value.trangThai,
          giaTri: value.giaTri == null ? null : value.giaTri.toFixed(1),
          ketQua: value.ketQua ?? null,
          updatedBy,
        });
      }
      // Term II: the first regular column (or the comment subjects' nothing yet) is in.
      const term2: Record<string, CellValue> = {};
      if (kind === 'diem') {
        term2.TX1 = { trangThai: 'diem', giaTri: markOf(random, gaussian(random, level, 1)) };
        cells.push({
          lopMonHocId: cls.id,
          hocSinhId,
          hocKy: 2,
          cot: 'TX1',
          trangThai: 'diem',
          giaTri: term2.TX1.giaTri!.toFixed(1),
          updatedBy,
        });
      }
      // Stored averages as the gradebook's saves leave them: each term and the year (term II and the year still open).
      const regularCount = regularMarkCount(cls.soTietNam);
      const average = kind === 'diem' ? termAverageOfCells(term1, regularCount) : null;
      const average2 = kind === 'diem' ? termAverageOfCells(term2, regularCount) : null;
      const result2 = kind === 'nhan_xet' ? termResultOfCells(term2) : null;
      const stored: [number, number | null, CommentResult | null][] = [
        [1, average, kind === 'nhan_xet' ? termResultOfCells(term1) : null],
        [2, average2, result2],
        [
          0,
          kind === 'diem' ? yearAverageOf(average, average2) : null,
          kind === 'nhan_xet' ? yearResultOf(result2) : null,
        ],
      ];
      for (const [hocKy, diemTb, ketQua] of stored)
        averages.push({
          lopMonHocId: cls.id,
          hocSinhId,
          hocKy,
          diemTb: diemTb == null ? null : diemTb.toFixed(1),
          ketQua,
        });
      if (kind === 'diem' && average != null) {
        const bank = average >= 8 ? PHRASES.high : average >= 6.5 ? PHRASES.mid : PHRASES.low;
        comments.push({ lopMonHocId: cls.id, hocSinhId, hocKy: 1, noiDung: random.pick(bank) });
      }
    }
  }
  await insertBulk(
    tx,
    t.diemVnDiem,
    [
      ['lop_mon_hoc_id', 'integer'],
      ['hoc_sinh_id', 'integer'],
      ['hoc_ky', 'smallint'],
      ['cot', 'text'],
      ['trang_thai', 'text'],
      ['gia_tri', 'numeric'],
      ['ket_qua', 'text'],
      ['updated_by', 'integer'],
    ],
    cells.map((c) => [c.lopMonHocId, c.hocSinhId, c.hocKy, c.cot, c.trangThai, c.giaTri, c.ketQua, c.updatedBy]),
  );
  await insertBulk(
    tx,
    t.diemVnTrungBinh,
    [
      ['lop_mon_hoc_id', 'integer'],
      ['hoc_sinh_id', 'integer'],
      ['hoc_ky', 'smallint'],
      ['diem_tb', 'numeric'],
      ['ket_qua', 'text'],
    ],
    averages.map((a) => [a.lopMonHocId, a.hocSinhId, a.hocKy, a.diemTb, a.ketQua]),
  );
  await insertBulk(
    tx,
    t.diemVnNhanXet,
    [
      ['lop_mon_hoc_id', 'integer'],
      ['hoc_sinh_id', 'integer'],
      ['hoc_ky', 'smallint'],
      ['noi_dung', 'text'],
    ],
    comments.map((c) => [c.lopMonHocId, c.hocSinhId, c.hocKy, c.noiDung]),
  );
  for (let i = 0; i < classes.length; i += BATCH)
    await tx
      .insert(t.diemVnCongBo)
      .values(classes.slice(i, i + BATCH).map((c) => ({ lopMonHocId: c.id, hocKy: 1, congBo: true })));

  // Conduct of term I, set by each homeroom teacher of the national-programme secondary classes.
  const homerooms = await tx
    .select({ id: t.lopQuanLy.id })
    .from(t.lopQuanLy)
    .innerJoin(t.heHoc, and(eq(t.heHoc.id, t.lopQuanLy.heHocId), eq(t.heHoc.ma, 'VN')))
    .innerJoin(t.khoi, and(eq(t.khoi.id, t.lopQuanLy.khoiId), inArray(t.khoi.capHoc, ['thcs', 'thpt'])))
    .where(eq(t.lopQuanLy.namHocId, year.id));
  const enrolled = await tx
    .select({ lopQuanLyId: t.lopQuanLyHocSinh.lopQuanLyId, hocSinhId: t.lopQuanLyHocSinh.hocSinhId })
    .from(t.lopQuanLyHocSinh)
    .where(
      and(
        inArray(
          t.lopQuanLyHocSinh.lopQuanLyId,
          homerooms.map((h) => h.id),
        ),
        isNull(t.lopQuanLyHocSinh.denNgay),
      ),
    );
  const conduct = enrolled.map((e) => {
    const r = random.next();
    const mucDo: Level = weak.has(e.hocSinhId)
      ? r < 0.7
        ? 'Đạt'
        : 'Khá'
      : r < 0.62
        ? 'Tốt'
        : r < 0.9
          ? 'Khá'
          : r < 0.99
            ? 'Đạt'
            : 'Chưa đạt';
    return { lopQuanLyId: e.lopQuanLyId, hocSinhId: e.hocSinhId, hocKy: 1, mucDo };
  });
  await insertBulk(
    tx,
    t.diemVnRenLuyen,
    [
      ['lop_quan_ly_id', 'integer'],
      ['hoc_sinh_id', 'integer'],
      ['hoc_ky', 'smallint'],
      ['muc_do', 'text'],
    ],
    conduct.map((c) => [c.lopQuanLyId, c.hocSinhId, c.hocKy, c.mucDo]),
  );
  await computeSummaries(
    tx,
    homerooms.map((h) => h.id),
    1,
  );

  // One pending change request: the demo Maths teacher mistyped a term I regular mark of 10A1.
  const [demo] = await tx
    .select({ lopMonHocId: t.lopMonHoc.id, nhanVienId: t.lopMonHocGiaoVien.nhanVienId })
    .from(t.lopMonHoc)
    .innerJoin(t.monHoc, and(eq(t.monHoc.id, t.lopMonHoc.monHocId), eq(t.monHoc.maMonHoc, 'TOAN')))
    .innerJoin(t.lopQuanLy, and(eq(t.lopQuanLy.id, t.lopMonHoc.lopQuanLyId), eq(t.lopQuanLy.tenLop, '10A1')))
    .innerJoin(t.lopMonHocGiaoVien, eq(t.lopMonHocGiaoVien.lopMonHocId, t.lopMonHoc.id))
    .where(eq(t.lopMonHoc.namHocId, year.id));
  if (demo) {
    const target = cells.find(
      (c) =>
        c.lopMonHocId === demo.lopMonHocId && c.hocKy === 1 && c.cot === 'TX2' && c.trangThai === 'diem' && c.giaTri,
    );
    if (target) {
      const old = Number(target.giaTri);
      const corrected = old >= 9 ? old - 1 : old + 1;
      await tx.insert(t.diemVnYeuCauSua).values({
        lopMonHocId: demo.lopMonHocId,
        hocSinhId: target.hocSinhId,
        hocKy: 1,
        cot: 'TX2',
        giaTriCu: { trangThai: 'diem', giaTri: old, ketQua: null },
        giaTriMoi: { trangThai: 'diem', giaTri: corrected, ketQua: null },
        lyDo: `Nhập nhầm điểm bài kiểm tra 15 phút (bài làm ghi ${corrected} điểm).`,
        nguoiYeuCauId: demo.nhanVienId,
      });
    }
  }
  await seedDiemVnPreviousYear(tx);
  return { cells: cells.length };
}
