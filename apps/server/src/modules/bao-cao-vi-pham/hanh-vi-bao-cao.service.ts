import { type BaoCaoHanhVi, diemHanhVi, type HanhViCaiDat, mucDoDeXuat } from '@hpl/shared';
import type { Db } from '../../db/client';
import { findActiveYear, findPeriodDates, findPreviousYear } from '../nam-hoc';
import * as repo from './hanh-vi.repository';
import { getSettings } from './hanh-vi.service';

/* Report baoCao/hanhViHocSinh (Report.HanhViHocSinh): the behaviour score of dtbHanhVi over the whole school, per grade
   level and class, against the same students' previous term. School-wide by the route's authority: no per-caller scope. */

type Score = { hocSinhId: number; diem: number; soViPham: number };
type Group = BaoCaoHanhVi['tong'];
const LEVEL_KEY = { Tốt: 'tot', Khá: 'kha', Đạt: 'dat', 'Chưa đạt': 'chuaDat' } as const;
const round = (n: number) => Math.round(n * 10) / 10;

/** Every student's score in a term (null when the term has no dates). */
async function scoresOf(db: Db, ids: number[], range: { from: string; to: string } | null, s: HanhViCaiDat) {
  if (!range) return null;
  const points = await repo.listConfirmedPoints(db, ids, range);
  const byStudent = new Map<number, number[]>();
  for (const p of points) byStudent.set(p.hocSinhId, [...(byStudent.get(p.hocSinhId) ?? []), p.diem]);
  return new Map<number, Score>(
    ids.map((id) => {
      const own = byStudent.get(id) ?? [];
      return [id, { hocSinhId: id, diem: diemHanhVi(own, s), soViPham: own.length }];
    }),
  );
}

function group(ids: number[], now: Map<number, Score>, before: Map<number, Score> | null, s: HanhViCaiDat): Group {
  const mine = ids.map((id) => now.get(id)!).filter(Boolean);
  const mucDo = { tot: 0, kha: 0, dat: 0, chuaDat: 0 };
  for (const score of mine) mucDo[LEVEL_KEY[mucDoDeXuat(score.diem, s)]]++;
  const avg = (list: Score[]) => (list.length ? round(list.reduce((sum, x) => sum + x.diem, 0) / list.length) : null);
  const previous = before ? ids.map((id) => before.get(id)).filter((x): x is Score => x !== undefined) : [];
  return {
    soHocSinh: mine.length,
    diemTrungBinh: avg(mine),
    diemThapNhat: mine.length ? Math.min(...mine.map((x) => x.diem)) : null,
    diemTrungBinhKyTruoc: avg(previous),
    soViPham: mine.reduce((sum, x) => sum + x.soViPham, 0),
    mucDo,
  };
}

/** Ten score bands from the clamp's low end to its high end (the top band closed on the maximum). */
function bands(scores: Score[], s: HanhViCaiDat) {
  const width = Math.max(1, Math.ceil((s.diemToiDa - s.diemToiThieu + 1) / 10));
  const result: BaoCaoHanhVi['phanBo'] = [];
  for (let tu = s.diemToiThieu; tu <= s.diemToiDa; tu += width) {
    const den = Math.min(s.diemToiDa, tu + width - 1);
    result.push({ tu, den, soHocSinh: scores.filter((x) => x.diem >= tu && x.diem <= den).length });
  }
  return result;
}

/** The school's behaviour in a term of the active year, compared with the previous term (term 2 → term 1 → last year's 2). */
export async function behaviourReport(db: Db, hocKy: number): Promise<BaoCaoHanhVi> {
  const settings = await getSettings(db);
  const year = await findActiveYear(db);
  const empty = { soHocSinh: 0, diemTrungBinh: null, diemThapNhat: null, diemTrungBinhKyTruoc: null, soViPham: 0 };
  if (!year) {
    return {
      namHoc: '',
      hocKy,
      kyTruoc: null,
      tong: { ...empty, mucDo: { tot: 0, kha: 0, dat: 0, chuaDat: 0 } },
      phanBo: [],
      theoKhoi: [],
      theoLop: [],
    };
  }
  const previousYear = hocKy === 1 ? await findPreviousYear(db, year.id) : year;
  const [roster, range, previousRange] = await Promise.all([
    repo.listYearRoster(db, year.id),
    findPeriodDates(db, year.id, hocKy),
    previousYear ? findPeriodDates(db, previousYear.id, hocKy === 1 ? 2 : 1) : Promise.resolve(null),
  ]);
  const ids = [...new Set(roster.flatMap((r) => (r.hocSinhId === null ? [] : [r.hocSinhId])))];
  const now = (await scoresOf(db, ids, range, settings)) ?? new Map<number, Score>();
  const before = await scoresOf(db, ids, previousRange, settings);
  const studentsWhere = (keep: (r: (typeof roster)[number]) => boolean) =>
    roster.filter((r) => keep(r) && r.hocSinhId !== null).map((r) => r.hocSinhId!);
  const classes = [...new Map(roster.map((r) => [r.lopQuanLyId, r])).values()];
  const levels = [...new Map(roster.map((r) => [r.khoiId, r])).values()];
  return {
    namHoc: year.tenNamHoc,
    hocKy,
    kyTruoc: previousYear && previousRange ? `${previousYear.tenNamHoc} HK${hocKy === 1 ? 2 : 1}` : null,
    tong: group(ids, now, before, settings),
    phanBo: bands([...now.values()], settings),
    theoKhoi: levels.map((k) => ({
      khoiId: k.khoiId,
      tenKhoi: k.tenKhoi,
      ...group(
        studentsWhere((r) => r.khoiId === k.khoiId),
        now,
        before,
        settings,
      ),
    })),
    theoLop: classes.map((c) => ({
      lopQuanLyId: c.lopQuanLyId,
      tenLop: c.tenLop,
      khoiId: c.khoiId,
      ...group(
        studentsWhere((r) => r.lopQuanLyId === c.lopQuanLyId),
        now,
        before,
        settings,
      ),
    })),
  };
}
