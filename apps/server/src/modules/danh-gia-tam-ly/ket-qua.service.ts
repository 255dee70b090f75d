import type { KetQuaTracNghiem, KetQuaTracNghiemQuery, Page, TamLyDefinition } from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { pageOf } from '../../lib/list';
import * as repo from './ket-qua.repository';

/** The audit entity of results across students: one row per page read, one per export. */
export const RESULTS_ENTITY = 'TamLyKetQuaTracNghiem';

/** The filter as the audit row records it (what was asked, not the answers). */
const filterOf = (q: KetQuaTracNghiemQuery) => ({
  dotId: q.dotId ?? null,
  maBai: q.maBai ?? null,
  lopId: q.lopId ?? null,
  khoiId: q.khoiId ?? null,
  nhom: q.nhom ?? null,
  muc: q.muc ?? null,
  canTheoDoi: q.canTheoDoi ?? null,
  search: q.search ?? null,
});

type Row = Awaited<ReturnType<typeof repo.listResults>>['items'][number];

async function present(db: Db, rows: Row[]): Promise<KetQuaTracNghiem[]> {
  const defs = new Map<number, TamLyDefinition>(
    (await repo.definitionsOf(db, [...new Set(rows.map((r) => r.baiDanhGiaId))])).map((x) => [x.id, x.dinhNghia]),
  );
  return rows.map((r) => {
    const definition = defs.get(r.baiDanhGiaId);
    return {
      phieuId: r.phieuId,
      hocSinhId: r.hocSinhId,
      hoTen: r.hoTen,
      maHocSinh: r.maHocSinh,
      tenLop: r.tenLop,
      dotId: r.dotId,
      tenDot: r.tenDot,
      maBai: r.maBai,
      tenBai: r.tenBai,
      tenBaiEn: r.tenBaiEn,
      nopLuc: r.nopLuc!.toISOString(),
      canTheoDoi: r.canTheoDoi,
      ketQua: (r.ketQua ?? []).map((k) => {
        const group = definition?.groups.find((g) => g.key === k.group);
        const band = group?.bands.find((x) => x.key === k.band);
        return {
          group: k.group,
          title: group?.title ?? { vi: k.group, en: k.group },
          score: k.score,
          band: k.band,
          bandLabel: band?.label ?? null,
          followUp: k.followUp,
        };
      }),
    };
  });
}

/** One page of results without writing an audit row (the export logs once for all its pages). */
async function pageOfResults(db: Db, query: KetQuaTracNghiemQuery): Promise<Page<KetQuaTracNghiem>> {
  const { items, total } = await repo.listResults(db, query);
  return pageOf(query, await present(db, items), total);
}

/** `ketQuaTracNghiemTamLy`: a page of individual results; the read is audit-logged with the sheets it showed. */
export async function listResults(
  db: Db,
  caller: Caller,
  query: KetQuaTracNghiemQuery,
): Promise<Page<KetQuaTracNghiem>> {
  const page = await pageOfResults(db, query);
  await audit(db, caller, {
    action: 'read',
    entity: RESULTS_ENTITY,
    after: { filter: filterOf(query), phieuIds: page.items.map((r) => r.phieuId) },
  });
  return page;
}

/** Pages for the export, which writes its own audit row (`logExport`) before streaming. */
export const exportPage = pageOfResults;

export function logExport(db: Db, caller: Caller, query: KetQuaTracNghiemQuery, totalCount: number) {
  return audit(db, caller, {
    action: 'export',
    entity: RESULTS_ENTITY,
    after: { filter: filterOf(query), soDong: totalCount },
  });
}
