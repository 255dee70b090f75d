import { SEED_INSTRUMENTS } from '@hpl/shared/danh-gia-tam-ly/instruments/index';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';

/**
 * Student wellbeing of the demo school: the three instruments whose licences allow electronic use (DASS-21, WHO-5,
 * Rosenberg; sources and licences are in the seed definitions), version 1 each. Returns their ids by code.
 */
export async function seedWellbeing(tx: DbOrTx): Promise<Record<string, number>> {
  const rows = await tx
    .insert(t.tamLyBaiDanhGia)
    .values(
      SEED_INSTRUMENTS.map((s) => ({
        ma: s.ma,
        phienBan: 1,
        ten: s.ten,
        tenEn: s.tenEn,
        moTa: s.moTa,
        nguoiTraLoi: s.nguoiTraLoi,
        nguon: s.nguon,
        giayPhep: s.giayPhep,
        dinhNghia: s.dinhNghia,
      })),
    )
    .returning({ id: t.tamLyBaiDanhGia.id, ma: t.tamLyBaiDanhGia.ma });
  return Object.fromEntries(rows.map((r) => [r.ma, r.id]));
}
