import type { CanTheoDoi, KetQuaTamLyHocSinh, SoSanh, TongQuanDot, TongQuanLop } from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, notFound } from '../../lib/errors';
import { findStudentNames } from '../hoc-sinh';
import { listClassSizesOfYear } from '../lop-quan-ly';
import * as instruments from './bai-danh-gia.repository';
import { getCampaign } from './dot-danh-gia.service';
import { hidden, means, type ScoreCell, type SheetCount, summarise, totals } from './tong-quan.aggregate';
import * as repo from './tong-quan.repository';

/**
 * A campaign with its instrument's definition, its scores aggregated in SQL (cells and counts per class and grade
 * level) and the classes it was given to (404 when unknown).
 */
async function load(db: Db, dotId: number) {
  const dot = await getCampaign(db, dotId);
  const instrument = (await instruments.findInstrument(db, dot.baiDanhGiaId))!;
  const classes = (await listClassSizesOfYear(db, dot.namHocId)).filter(
    (c) => dot.lopIds.includes(c.lopId) || (c.khoiId !== null && dot.khoiIds.includes(c.khoiId)),
  );
  const [cells, counts] = await Promise.all([repo.scoreCells(db, dotId), repo.sheetCounts(db, dotId)]);
  return { dot, definition: instrument.dinhNghia, classes, cells, counts };
}

const ofClass = (lopId: number) => (c: ScoreCell | SheetCount) => c.lopQuanLyId === lopId;
const ofGrade = (khoiId: number | null) => (c: ScoreCell | SheetCount) => c.khoiId === khoiId;

/** `tongQuanDanhGiaCauTraLoi`: response rate and results by band; nothing but counts below 5 respondents. */
export async function campaignOverview(db: Db, dotId: number): Promise<TongQuanDot> {
  const { dot, definition, classes, cells, counts } = await load(db, dotId);
  const all = totals(counts);
  const an = hidden(all.soDaNop);
  return {
    dot,
    soDoiTuong: classes.reduce((n, c) => n + c.soHocSinh, 0),
    soDaNop: all.soDaNop,
    soCanTheoDoi: an ? null : all.soCanTheoDoi,
    an,
    groups: an ? [] : summarise(definition, cells),
  };
}

/** `tongQuanNhomCauHoiTamLyLopMonHoc`: per class, aggregates only, each hidden below 5 respondents. */
export async function classOverview(db: Db, dotId: number): Promise<TongQuanLop[]> {
  const { definition, classes, cells, counts } = await load(db, dotId);
  return classes.map((c) => {
    const mine = totals(counts, ofClass(c.lopId));
    const an = hidden(mine.soDaNop);
    const summary = an ? [] : summarise(definition, cells.filter(ofClass(c.lopId)));
    return {
      lopId: c.lopId,
      tenLop: c.tenLop,
      khoiId: c.khoiId ?? 0,
      soHocSinh: c.soHocSinh,
      soDaNop: mine.soDaNop,
      soCanTheoDoi: an ? null : mine.soCanTheoDoi,
      an,
      groups: definition.groups.map((g) => {
        const s = summary.find((x) => x.group === g.key);
        return {
          group: g.key,
          mean: s ? s.mean : null,
          followUp: s ? s.bands.filter((b) => b.followUp).reduce((n, b) => n + b.count, 0) : null,
        };
      }),
    };
  });
}

/** The students of a campaign in a follow-up band: individual results, so the read is audit-logged. */
export async function followUpList(db: Db, caller: Caller, dotId: number): Promise<CanTheoDoi[]> {
  const { classes } = await load(db, dotId);
  const flagged = await repo.flaggedSheets(db, dotId);
  const names = new Map(
    (
      await findStudentNames(
        db,
        flagged.map((s) => s.hocSinhId),
      )
    ).map((n) => [n.id, n]),
  );
  const classNames = new Map(classes.map((c) => [c.lopId, c.tenLop]));
  await audit(db, caller, {
    action: 'read',
    entity: 'TamLyCanTheoDoi',
    entityId: dotId,
    after: { hocSinhIds: flagged.map((s) => s.hocSinhId) },
  });
  return flagged
    .map((s) => ({
      phieuId: s.id,
      hocSinhId: s.hocSinhId,
      hoTen: names.get(s.hocSinhId)?.hoTen ?? '',
      maHocSinh: names.get(s.hocSinhId)?.maHocSinh ?? '',
      tenLop: s.lopQuanLyId === null ? null : (classNames.get(s.lopQuanLyId) ?? null),
      nopLuc: s.nopLuc!.toISOString(),
      ketQua: (s.ketQua ?? []).map((k) => ({ group: k.group, score: k.score, band: k.band, followUp: k.followUp })),
    }))
    .sort((a, b) => (a.tenLop ?? '').localeCompare(b.tenLop ?? '') || a.hoTen.localeCompare(b.hoTen, 'vi'));
}

/** `tongQuanCauTraLoiTungHocSinh`: one student's answers and scores in every campaign; the read is audit-logged. */
export async function studentResults(db: Db, caller: Caller, hocSinhId: number): Promise<KetQuaTamLyHocSinh> {
  const [student] = await findStudentNames(db, [hocSinhId]);
  if (!student) throw notFound();
  const rows = await repo.sheetsOfStudent(db, hocSinhId);
  await audit(db, caller, {
    action: 'read',
    entity: 'TamLyKetQuaHocSinh',
    entityId: hocSinhId,
    after: { phieuIds: rows.map((r) => r.phieuId) },
  });
  return {
    hocSinhId,
    hoTen: student.hoTen,
    maHocSinh: student.maHocSinh,
    phieu: rows.map((r) => ({
      phieuId: r.phieuId,
      dotId: r.dotId,
      tenDot: r.tenDot,
      tenBai: r.tenBai,
      tenBaiEn: r.tenBaiEn,
      nopLuc: r.nopLuc!.toISOString(),
      ketQua: (r.ketQua ?? []).map((k) => {
        const group = r.dinhNghia.groups.find((g) => g.key === k.group);
        const band = group?.bands.find((b) => b.key === k.band);
        return {
          group: k.group,
          title: group?.title ?? { vi: k.group, en: k.group },
          score: k.score,
          band: k.band,
          bandLabel: band?.label ?? null,
          followUp: k.followUp,
        };
      }),
      cauTraLoi: r.dinhNghia.questions.map((q) => {
        const index = r.traLoi[q.key];
        return {
          key: q.key,
          text: q.text,
          answer: index === undefined ? null : (r.dinhNghia.options[index]?.label ?? null),
          reverse: q.reverse,
        };
      }),
    })),
  };
}

/**
 * `bieuDoSoSanh`: subscale means of a class against its grade level and the school, or of two campaigns of the same
 * instrument; a series under 5 respondents shows no means.
 */
export async function compare(db: Db, query: { dotId: number; lopId?: number; dotSoSanhId?: number }): Promise<SoSanh> {
  const { dot, definition, classes, cells, counts } = await load(db, query.dotId);
  const groups = definition.groups.map((g) => ({ group: g.key, title: g.title }));
  const series = (
    key: string,
    label: string,
    from: { cells: ScoreCell[]; counts: SheetCount[] },
    keep: (c: ScoreCell | SheetCount) => boolean = () => true,
  ) => {
    const { soDaNop } = totals(from.counts, keep);
    return { key, label, soDaNop, an: hidden(soDaNop), means: means(definition, from.cells.filter(keep), soDaNop) };
  };
  const out = [series('truong', 'school', { cells, counts })];
  if (query.lopId !== undefined) {
    const cls = classes.find((c) => c.lopId === query.lopId);
    if (!cls) throw badRequest('danhGiaTamLy.soSanh.lop', undefined, 'lopId');
    out.push(
      series('khoi', 'grade', { cells, counts }, ofGrade(cls.khoiId)),
      series('lop', cls.tenLop, { cells, counts }, ofClass(cls.lopId)),
    );
  }
  if (query.dotSoSanhId !== undefined) {
    const other = await load(db, query.dotSoSanhId);
    if (other.dot.maBai !== dot.maBai) throw badRequest('danhGiaTamLy.soSanh.khacBai', undefined, 'dotSoSanhId');
    out.push(series(`dot-${other.dot.id}`, other.dot.ten, other));
  }
  return { groups, series: out };
}
