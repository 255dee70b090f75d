import type { NhapPhanCongResult, PhanCongTongHop, SaoChepXemTruoc } from '@hpl/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { buildWorkbook, multipartBody } from '../../../test/support/test-files';
import { auditLog, taiKhoan } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const summary = async (as = 'daotao') => {
  const res = await t.api<PhanCongTongHop>('GET', '/api/PhanCongGiangDay/tongHop', { as });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('PhanCongGiangDay API: English names', () => {
  it("gives each class its subject's English name for English mode", async () => {
    const { lop } = await summary();
    const named = lop.filter((c) => c.tenMonHocEn);
    expect(named.length).toBeGreaterThan(lop.length / 2);
    expect(named.every((c) => c.tenMonHocEn !== c.tenMonHoc || /^[\x20-\x7e]+$/.test(c.tenMonHoc))).toBe(true);
  });
});

describe('PhanCongGiangDay API: access', () => {
  it('requires sign-in', async () => {
    expect((await t.api('GET', '/api/PhanCongGiangDay/tongHop')).status).toBe(401);
    expect((await t.api('PUT', '/api/PhanCongGiangDay/lopMonHoc/1/giaoVien', { body: {} })).status).toBe(401);
  });

  it('refuses teachers and students (403), whatever they send', async () => {
    for (const as of ['giaovien', 'hocsinh']) {
      expect((await t.api('GET', '/api/PhanCongGiangDay/tongHop', { as })).status).toBe(403);
      expect(
        (
          await t.api('PUT', '/api/PhanCongGiangDay/lopMonHoc/1/giaoVien', {
            as,
            body: { nhanVienIds: [], version: 0 },
          })
        ).status,
      ).toBe(403);
    }
  });

  it('answers 404 for an unknown class, teacher or year', async () => {
    const body = { nhanVienIds: [], version: 0 };
    expect((await t.api('PUT', '/api/PhanCongGiangDay/lopMonHoc/999999/giaoVien', { as: 'daotao', body })).status).toBe(
      404,
    );
    const duties = { namHocId: (await summary()).namHocId, capHoc: null, toTruong: true, toPho: false, tapSu: false };
    const res = await t.api('PUT', '/api/PhanCongGiangDay/giaoVien/999999/nhiemVu', {
      as: 'daotao',
      body: { ...duties, conNho: false, giamTruKhac: 0, ghiChu: null, version: 0 },
    });
    expect(res.status).toBe(404);
    expect((await t.api('GET', '/api/PhanCongGiangDay/tongHop?namHocId=999999', { as: 'daotao' })).status).toBe(404);
  });

  it('answers bad input with a readable 400', async () => {
    const res = await t.api('PUT', '/api/PhanCongGiangDay/lopMonHoc/1/giaoVien', {
      as: 'daotao',
      body: { nhanVienIds: [3, 3], version: 0 },
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContain('A teacher is listed twice.');
    const bad = await t.api('PUT', '/api/PhanCongGiangDay/caiDat', {
      as: 'daotao',
      body: { namHocId: 1, soTuanNam: 0 },
    });
    expect(bad.status).toBe(400);
  });
});

describe('PhanCongGiangDay API: loads and assignments', () => {
  it('lists every subject class with teachers and each teacher’s load against the norm', async () => {
    const data = await summary();
    expect(data.lop.length).toBeGreaterThan(0);
    expect(data.lop.every((c) => c.giaoVien.length > 0)).toBe(true);
    expect(data.caiDat.dinhMuc).toEqual({ tieu_hoc: 23, thcs: 19, thpt: 17 });
    const gvcn = data.giaoVien.find((g) => g.hoTen === 'Lê Thị Hồng Nhung')!;
    expect(gvcn.chuNhiem.length).toBeGreaterThan(0);
    expect(gvcn.tongGiamTru).toBeGreaterThanOrEqual(4);
    expect(gvcn.dinhMuc).toBe(gvcn.dinhMucCap - gvcn.tongGiamTru);
    expect(gvcn.chenhLech).toBeCloseTo(gvcn.tietTuan - gvcn.dinhMuc, 2);
  });

  it('assigns and unassigns a teacher, audits it and refuses a stale version (409)', async () => {
    const data = await summary();
    const cls = data.lop[0]!;
    const other = data.giaoVien.find((g) => !cls.giaoVien.some((c) => c.id === g.nhanVienId))!;
    const ids = [...cls.giaoVien.map((g) => g.id), other.nhanVienId];
    const res = await t.api<{ version: number; giaoVien: { id: number }[] }>(
      'PUT',
      `/api/PhanCongGiangDay/lopMonHoc/${cls.id}/giaoVien`,
      { as: 'daotao', body: { nhanVienIds: ids, version: cls.version } },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.giaoVien.map((g) => g.id)).toEqual(ids);
    const after = await summary();
    const load = after.giaoVien.find((g) => g.nhanVienId === other.nhanVienId)!;
    expect(load.tietNam).toBe(other.tietNam + cls.soTietNam);

    const stale = await t.api('PUT', `/api/PhanCongGiangDay/lopMonHoc/${cls.id}/giaoVien`, {
      as: 'daotao',
      body: { nhanVienIds: [], version: cls.version },
    });
    expect(stale.status).toBe(409);
    const back = await t.api('PUT', `/api/PhanCongGiangDay/lopMonHoc/${cls.id}/giaoVien`, {
      as: 'daotao',
      body: { nhanVienIds: cls.giaoVien.map((g) => g.id), version: res.body.data.version },
    });
    expect(back.status).toBe(200);
    const audits = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'LopMonHocGiaoVien'), eq(auditLog.entityId, String(cls.id))));
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an unknown teacher with 400', async () => {
    const cls = (await summary()).lop[1]!;
    const res = await t.api('PUT', `/api/PhanCongGiangDay/lopMonHoc/${cls.id}/giaoVien`, {
      as: 'daotao',
      body: { nhanVienIds: [999999], version: cls.version },
    });
    expect(res.status).toBe(400);
  });

  it('saves a teacher’s duties (reductions change the norm) with versions', async () => {
    const data = await summary();
    const teacher = data.giaoVien.find((g) => g.chuNhiem.length === 0 && g.version === 0)!;
    const body = {
      namHocId: data.namHocId,
      capHoc: 'thpt',
      toTruong: true,
      toPho: false,
      tapSu: false,
      conNho: true,
      giamTruKhac: 1,
      ghiChu: 'Phụ trách CLB',
    };
    const saved = await t.api<{ version: number }>(
      'PUT',
      `/api/PhanCongGiangDay/giaoVien/${teacher.nhanVienId}/nhiemVu`,
      {
        as: 'daotao',
        body: { ...body, version: 0 },
      },
    );
    expect(saved.status).toBe(200);
    const row = (await summary()).giaoVien.find((g) => g.nhanVienId === teacher.nhanVienId)!;
    expect(row).toMatchObject({ capHoc: 'thpt', dinhMucCap: 17, tongGiamTru: 3 + 3 + 1, dinhMuc: 10 });
    const stale = await t.api('PUT', `/api/PhanCongGiangDay/giaoVien/${teacher.nhanVienId}/nhiemVu`, {
      as: 'daotao',
      body: { ...body, version: 0 },
    });
    expect(stale.status).toBe(409);
  });

  it('audit-logs a read that shows personal reductions: who, which year, whose, when', async () => {
    const data = await summary();
    const teacher = data.giaoVien.find((g) => g.version === 0 && !g.nhiemVu.conNho)!;
    const saved = await t.api('PUT', `/api/PhanCongGiangDay/giaoVien/${teacher.nhanVienId}/nhiemVu`, {
      as: 'daotao',
      body: { ...teacher.nhiemVu, namHocId: data.namHocId, conNho: true, version: 0 },
    });
    expect(saved.status).toBe(200);
    const readsOf = () =>
      t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'PhanCongGiangDay.GiamTru'),
            eq(auditLog.entityId, String(data.namHocId)),
            eq(auditLog.action, 'read'),
          ),
        );
    const before = (await readsOf()).length;
    const startedAt = Date.now();
    await summary('daotao');
    const reads = await readsOf();
    expect(reads).toHaveLength(before + 1);
    const row = reads.at(-1)!;
    const [account] = await t.db.select({ id: taiKhoan.id }).from(taiKhoan).where(eq(taiKhoan.username, 'daotao'));
    expect(row.actorAccountId).toBe(account!.id);
    expect(row.reason).toBe('tongHop');
    expect((row.after as { nhanVienIds: number[] }).nhanVienIds).toContain(teacher.nhanVienId);
    expect(row.at.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
  });

  it('saves the year’s settings; a stale version is 409', async () => {
    const data = await summary();
    const body = { ...data.caiDat, soTuanNam: 37, namHocId: data.namHocId, version: data.caiDatVersion };
    const saved = await t.api<{ version: number }>('PUT', '/api/PhanCongGiangDay/caiDat', { as: 'daotao', body });
    expect(saved.status).toBe(200);
    expect((await summary()).caiDat.soTuanNam).toBe(37);
    expect((await t.api('PUT', '/api/PhanCongGiangDay/caiDat', { as: 'daotao', body })).status).toBe(409);
    await t.api('PUT', '/api/PhanCongGiangDay/caiDat', {
      as: 'daotao',
      body: { ...body, soTuanNam: 35, version: saved.body.data.version },
    });
  });

  it('previews copying the previous year without writing', async () => {
    const res = await t.api<SaoChepXemTruoc>('GET', '/api/PhanCongGiangDay/saoChepNamTruoc', { as: 'daotao' });
    expect(res.status).toBe(200);
    expect(res.body.data.namHocTruoc).not.toBeNull();
    expect(res.body.data.dong.length).toBeGreaterThan(0);
    for (const row of res.body.data.dong) expect(row.giaoVien.length).toBeGreaterThan(0);
  });

  it('copies last year’s teachers onto classes without one, and keeps classes that have teachers', async () => {
    const data = await summary();
    const preview = (await t.api<SaoChepXemTruoc>('GET', '/api/PhanCongGiangDay/saoChepNamTruoc', { as: 'daotao' }))
      .body.data;
    const target = data.lop.find((c) => c.id === preview.dong[0]!.lopMonHocId)!;
    const cleared = await t.api('PUT', `/api/PhanCongGiangDay/lopMonHoc/${target.id}/giaoVien`, {
      as: 'daotao',
      body: { nhanVienIds: [], version: target.version },
    });
    expect(cleared.status).toBe(200);
    const copied = await t.api<{ soLop: number }>('POST', '/api/PhanCongGiangDay/saoChepNamTruoc', {
      as: 'daotao',
      body: { namHocId: data.namHocId },
    });
    expect(copied.body.data.soLop).toBe(1);
    const after = (await summary()).lop.find((c) => c.id === target.id)!;
    expect(after.giaoVien).toEqual(preview.dong[0]!.giaoVien);
  });

  it('scores the demo’s duties: the mathematics head is reduced by 3', async () => {
    const head = (await summary()).giaoVien.find((g) => g.hoTen === 'Phạm Minh Tuấn')!;
    expect(head.nhiemVu.toTruong).toBe(true);
    expect(head.tongGiamTru).toBeGreaterThanOrEqual(3);
  });
});

describe('PhanCongGiangDay API: Excel', () => {
  const send = async (rows: (string | number | null)[][], dry: boolean) => {
    const namHocId = (await summary()).namHocId;
    const file = await buildWorkbook(['Mã lớp môn học', 'Lớp môn học', 'Mã giáo viên'], rows);
    const { body, headers } = multipartBody([{ name: 'phan-cong.xlsx', type: 'application/octet-stream', data: file }]);
    return t.api<NhapPhanCongResult>('POST', `/api/PhanCongGiangDay/nhapExcel?namHocId=${namHocId}&thuNghiem=${dry}`, {
      as: 'daotao',
      body,
      headers,
      lang: 'en',
    });
  };

  it('exports the assignment sheet', async () => {
    const res = await t.api('GET', '/api/PhanCongGiangDay/xuatExcel', { as: 'daotao' });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
  });

  it('imports all or nothing, with a dry run and per-row errors', async () => {
    const data = await summary();
    const [a, b] = data.lop;
    const teacher = data.giaoVien.find((g) => !a!.giaoVien.some((x) => x.id === g.nhanVienId))!;
    const good = [a!.id, a!.tenLop, teacher.maNhanVien];

    const dry = await send([good], true);
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({ soDong: 1, soLop: 1, daLuu: false, loi: [] });
    expect((await summary()).lop.find((c) => c.id === a!.id)!.giaoVien).toEqual(a!.giaoVien);

    const mixed = await send([good, [b!.id, b!.tenLop, 'KHONG-CO'], [999999, 'x', teacher.maNhanVien]], false);
    expect(mixed.status).toBe(200);
    expect(mixed.body.data.daLuu).toBe(false);
    expect(mixed.body.data.loi.map((l) => [l.dong, l.cot])).toEqual([
      [3, 'maGiaoVien'],
      [4, 'lopMonHocId'],
    ]);
    expect(mixed.body.data.loi[0]!.thongBao).toContain('KHONG-CO');
    expect((await summary()).lop.find((c) => c.id === a!.id)!.giaoVien).toEqual(a!.giaoVien);

    const real = await send([good], false);
    expect(real.body.data).toMatchObject({ soLop: 1, daLuu: true });
    expect((await summary()).lop.find((c) => c.id === a!.id)!.giaoVien.map((g) => g.id)).toEqual([teacher.nhanVienId]);
  });

  it('refuses a sheet without the class column (400)', async () => {
    const file = await buildWorkbook(['Tên'], [['x']]);
    const { body, headers } = multipartBody([{ name: 'x.xlsx', type: 'application/octet-stream', data: file }]);
    const res = await t.api('POST', '/api/PhanCongGiangDay/nhapExcel?namHocId=1&thuNghiem=true', {
      as: 'daotao',
      body,
      headers,
    });
    expect(res.status).toBe(400);
  });
});
