import type { GiaoVienHoSo, HoSo, HoSoGiaoVien, HoSoTo, LoaiHoSoQuanLy, Page } from '@hpl/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { multipartBody } from '../../../test/support/test-files';
import { auditLog, nhanVien } from '../../db/schema';
import { buildDocx } from '../../demo/docx';

let t: TestApp;
let giaovien = 0;
beforeAll(async () => {
  t = await createTestApp();
  [{ id: giaovien }] = (await t.db
    .select({ id: nhanVien.id })
    .from(nhanVien)
    .where(eq(nhanVien.hoTen, 'Nguyễn Văn An'))) as [{ id: number }];
});
afterAll(async () => {
  await t?.close();
});

const hand = (loaiId: number, data: Buffer, name = 'ho-so.docx', as = 'giaovien') => {
  const { body, headers } = multipartBody([{ name, type: 'application/octet-stream', data }]);
  return t.api<HoSo[]>('POST', `/api/HoSoChuyenMon/loai/${loaiId}/nop`, { as, body, headers, lang: 'en' });
};

describe('HoSoChuyenMon API', () => {
  it('requires sign-in and the screens’ roles', async () => {
    expect((await t.api('GET', '/api/HoSoChuyenMon/cuaToi')).status).toBe(401);
    expect((await t.api('GET', '/api/HoSoChuyenMon/cuaToi', { as: 'hocsinh' })).status).toBe(403);
    expect((await t.api('GET', '/api/HoSoChuyenMon/thanhTra', { as: 'giaovien' })).status).toBe(403);
  });

  it('missing → submitted → needs fixing → resubmitted → checked; files by their bytes', async () => {
    const mine = (await t.api<HoSo[]>('GET', '/api/HoSoChuyenMon/cuaToi', { as: 'giaovien' })).body.data;
    // giaovien has no homeroom: the homeroom book is not asked of them.
    expect(mine.map((h) => h.loaiHoSo.ten)).not.toContain('Sổ chủ nhiệm');
    const missing = mine.find((h) => h.trangThai === 'thieu')!;
    expect(missing).toBeDefined();
    expect((await hand(missing.loaiHoSo.id, Buffer.from('not a document'))).status).toBe(400);
    const handed = await hand(missing.loaiHoSo.id, buildDocx('Sổ dự giờ', ['Tuần 1']));
    const record = handed.body.data.find((h) => h.loaiHoSo.id === missing.loaiHoSo.id)!;
    expect(record).toMatchObject({ trangThai: 'da_nop', lanNop: 1 });
    expect(record.tep.map((f) => f.tenTep)).toEqual(['ho-so.docx']);

    const grid = async () =>
      (await t.api<HoSoTo[]>('GET', '/api/HoSoChuyenMon/toCuaToi', { as: 'totruong' })).body.data;
    const inGrid = (await grid()).find((g) => g.nhanVienId === giaovien)!.hoSo.find((h) => h.id === record.id)!;
    expect(inGrid.trangThai).toBe('da_nop');
    const fix = await t.api<HoSoTo[]>('POST', `/api/HoSoChuyenMon/${record.id}/kiemTra`, {
      as: 'totruong',
      body: { ketQua: 'can_sua', ghiChu: 'Thiếu tuần 2.', version: inGrid.version },
    });
    expect(fix.status).toBe(200);
    const again = await hand(missing.loaiHoSo.id, buildDocx('Sổ dự giờ', ['Tuần 1', 'Tuần 2']), 'so-du-gio.docx');
    expect(again.body.data.find((h) => h.id === record.id)).toMatchObject({ trangThai: 'da_nop', lanNop: 2 });
    const v = (await grid()).find((g) => g.nhanVienId === giaovien)!.hoSo.find((h) => h.id === record.id)!.version;
    // The teacher cannot check their own record; the head checks it; once checked the teacher cannot hand in over it.
    expect(
      (
        await t.api('POST', `/api/HoSoChuyenMon/${record.id}/kiemTra`, {
          as: 'giaovien',
          body: { ketQua: 'da_kiem_tra', version: v },
        })
      ).status,
    ).toBe(404);
    const checked = await t.api('POST', `/api/HoSoChuyenMon/${record.id}/kiemTra`, {
      as: 'totruong',
      body: { ketQua: 'da_kiem_tra', version: v },
    });
    expect(checked.status).toBe(200);
    expect((await hand(missing.loaiHoSo.id, buildDocx('x', ['y']))).status).toBe(409);
    expect(
      (
        await t.api('POST', `/api/HoSoChuyenMon/${record.id}/kiemTra`, {
          as: 'totruong',
          body: { ketQua: 'can_sua', version: v + 1 },
        })
      ).status,
    ).toBe(409);
  });

  it('hides records from other teachers (404), lets inspectors read any teacher (audit-logged) and leave notes', async () => {
    const mine = (await t.api<HoSo[]>('GET', '/api/HoSoChuyenMon/cuaToi', { as: 'giaovien' })).body.data;
    const submitted = mine.find((h) => h.id !== null && h.tep.length > 0)!;
    for (const as of ['gvcn', 'tamly']) {
      const check = await t.api('POST', `/api/HoSoChuyenMon/${submitted.id}/kiemTra`, {
        as,
        body: { ketQua: 'da_kiem_tra', version: submitted.version },
      });
      expect(check.status).toBe(404);
      const download = await t.api('GET', `/api/medias/files/${submitted.tep[0]!.fileId}/download`, { as });
      expect(download.status).toBe(404);
    }
    expect(
      (await t.api('GET', `/api/medias/files/${submitted.tep[0]!.fileId}/download`, { as: 'totruong' })).status,
    ).toBe(200);

    const teachers = await t.api<GiaoVienHoSo[]>('GET', '/api/HoSoChuyenMon/thanhTra', { as: 'thanhtra' });
    expect(teachers.body.data.find((g) => g.nhanVienId === giaovien)?.soDaNop).toBeGreaterThan(0);
    const read = await t.api<HoSoGiaoVien>('GET', `/api/HoSoChuyenMon/thanhTra/${giaovien}`, {
      as: 'thanhtra',
    });
    expect(read.body.data.hoSo.length).toBeGreaterThan(0);
    const logged = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'read'), eq(auditLog.entity, 'HoSoChuyenMon'), eq(auditLog.entityId, String(giaovien))),
      );
    expect(logged.length).toBeGreaterThan(0);
    expect(
      (await t.api('GET', `/api/medias/files/${submitted.tep[0]!.fileId}/download`, { as: 'thanhtra' })).status,
    ).toBe(200);
    const noted = await t.api<HoSoGiaoVien>('POST', `/api/HoSoChuyenMon/thanhTra/${giaovien}/ghiChu`, {
      as: 'thanhtra',
      body: { checklist: { [String(submitted.loaiHoSo.id)]: true }, noiDung: 'Đã kiểm tra.' },
    });
    expect(noted.body.data.ghiChu[0]).toMatchObject({ noiDung: 'Đã kiểm tra.', hoTenNguoiGhi: 'Võ Đức Thắng' });
    const empty = await t.api('POST', `/api/HoSoChuyenMon/thanhTra/${giaovien}/ghiChu`, {
      as: 'thanhtra',
      body: { noiDung: ' ' },
      lang: 'en',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toContain('Please enter the note.');
    expect((await t.api('GET', '/api/HoSoChuyenMon/thanhTra/999999', { as: 'thanhtra' })).status).toBe(404);
  });

  it('keeps the record types as HR’s managed list: added, edited, a type in use not deleted (409)', async () => {
    expect((await t.api('GET', '/api/LoaiHoSo/danhSachLoaiHoSo', { as: 'giaovien' })).status).toBe(403);
    expect((await t.api('POST', '/api/LoaiHoSo', { as: 'totruong', body: { ten: 'X' } })).status).toBe(403);
    const list = await t.api<Page<LoaiHoSoQuanLy>>('GET', '/api/LoaiHoSo/danhSachLoaiHoSo?pageSize=-1', {
      as: 'nhansu',
    });
    expect(list.status).toBe(200);
    const used = list.body.data.items.find((l) => l.soHoSo > 0)!;
    expect(used).toBeDefined();
    const blank = await t.api('POST', '/api/LoaiHoSo', { as: 'nhansu', body: { ten: ' ' }, lang: 'en' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toContain('Please enter the name of the record type.');
    const created = await t.api<LoaiHoSoQuanLy>('POST', '/api/LoaiHoSo', {
      as: 'nhansu',
      body: { ten: 'Sáng kiến kinh nghiệm', tenEn: 'Teaching initiative', hanNop: '2027-03-31', thuTu: 9 },
    });
    expect(created.body.data).toMatchObject({ ten: 'Sáng kiến kinh nghiệm', hanNop: '2027-03-31', soHoSo: 0 });
    const id = created.body.data.id;
    // Teachers are asked for it at once.
    const mine = (await t.api<HoSo[]>('GET', '/api/HoSoChuyenMon/cuaToi', { as: 'giaovien' })).body.data;
    expect(mine.find((h) => h.loaiHoSo.id === id)?.trangThai).toBe('thieu');
    const edited = await t.api<LoaiHoSoQuanLy>('PUT', `/api/LoaiHoSo/${id}`, {
      as: 'nhansu',
      body: { ten: 'Sáng kiến', hanNop: null, chiGvcn: true, thuTu: 9 },
    });
    expect(edited.body.data).toMatchObject({ ten: 'Sáng kiến', hanNop: null, chiGvcn: true });
    const refused = await t.api('DELETE', `/api/LoaiHoSo/${used.id}`, { as: 'nhansu', lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.errors?.join(' ')).toMatch(/cannot be deleted: teachers have \d+ records of it/);
    expect((await t.api('DELETE', `/api/LoaiHoSo/${id}`, { as: 'nhansu' })).status).toBe(200);
    expect((await t.api('DELETE', `/api/LoaiHoSo/${id}`, { as: 'nhansu' })).status).toBe(404);
    expect((await t.api('PUT', '/api/LoaiHoSo/999999', { as: 'nhansu', body: { ten: 'x' } })).status).toBe(404);
  });

  it('pages the record types like every list: a page and the total, search in both names, sorting', async () => {
    const page = (q: string) =>
      t.api<Page<LoaiHoSoQuanLy>>('GET', `/api/LoaiHoSo/danhSachLoaiHoSo?${q}`, { as: 'nhansu', lang: 'en' });
    const all = (await page('pageSize=-1')).body.data;
    expect(all.totalCount).toBe(all.items.length);
    expect(all.items.length).toBeGreaterThanOrEqual(3);
    // In their order by default.
    expect(all.items.map((l) => l.thuTu)).toEqual([...all.items.map((l) => l.thuTu)].sort((a, b) => a - b));

    const second = (await page('pageSize=2&pageIndex=2')).body.data;
    expect(second).toMatchObject({ pageIndex: 2, pageSize: 2, totalCount: all.totalCount });
    expect(second.items.map((l) => l.id)).toEqual(all.items.slice(2, 4).map((l) => l.id));

    // Accent- and case-insensitive, in the Vietnamese or the English name.
    const vi = (await page('search=so%20chu%20nhiem')).body.data;
    expect(vi.items.map((l) => l.ten)).toEqual(['Sổ chủ nhiệm']);
    expect((await page('search=HOMEROOM')).body.data.items.map((l) => l.ten)).toEqual(['Sổ chủ nhiệm']);

    const names = async (sort: string) => (await page(`pageSize=-1&sort=${sort}`)).body.data.items.map((l) => l.ten);
    expect(await names('-ten')).toEqual((await names('ten')).reverse());
    // By the name the reader sees: the English one in English.
    const shown = async (lang: 'vi' | 'en') =>
      (
        await t.api<Page<LoaiHoSoQuanLy>>('GET', '/api/LoaiHoSo/danhSachLoaiHoSo?pageSize=-1&sort=ten', {
          as: 'nhansu',
          lang,
        })
      ).body.data.items.map((l) => (lang === 'en' ? (l.tenEn ?? l.ten) : l.ten));
    const english = await shown('en');
    expect(english).toEqual([...english].sort((a, b) => a.localeCompare(b, 'en')));
    expect(english[0]).toBe('Homeroom book'); // "Sổ chủ nhiệm", not first in Vietnamese
    expect((await shown('vi'))[0]).toBe('Kế hoạch bài dạy (giáo án)');
    const byRecords = (await page('pageSize=-1&sort=-soHoSo')).body.data.items.map((l) => l.soHoSo);
    expect(byRecords).toEqual([...byRecords].sort((a, b) => b - a));
    const unknown = await page('sort=id');
    expect(unknown.status).toBe(400);
  });
});
