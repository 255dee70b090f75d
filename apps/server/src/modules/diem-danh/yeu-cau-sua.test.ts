import type { Page, ThangCuaToi, YeuCauSuaChamCong } from '@hpl/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { multipartBody } from '../../../test/support/test-files';
import { nhanVien } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const [teacher] = await t.db
    .select({ ma: nhanVien.maNhanVien })
    .from(nhanVien)
    .where(eq(nhanVien.hoTen, 'Nguyễn Văn An'));
  // 6 October: in at 07:42, no punch out; 7 October: in and out on time. Imported twice: nothing doubles.
  const csv = [
    'Mã máy,Mã nhân viên,Thời điểm',
    `MAY01,${teacher!.ma},06/10/2026 07:42:10`,
    `MAY01,${teacher!.ma},07/10/2026 07:20`,
    `MAY02,${teacher!.ma},07/10/2026 16:50`,
  ].join('\n');
  for (let i = 0; i < 2; i++) {
    const { body, headers } = multipartBody([{ name: 'log.csv', type: 'text/csv', data: Buffer.from(csv) }]);
    expect((await t.api('POST', '/api/ChamCong/nhapFile', { as: 'nhansu', body, headers })).status).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
});

const month = async (as = 'giaovien') =>
  (await t.api<ThangCuaToi>('GET', '/api/ChamCong/thangCuaToi?thang=2026-10', { as })).body.data;
const ask = (body: object, as = 'giaovien') =>
  t.api<YeuCauSuaChamCong>('POST', '/api/ChamCong/yeuCauSua', { as, body, lang: 'en' });

describe('punch corrections', () => {
  it('requires sign-in, and HR to decide', async () => {
    expect((await t.api('GET', '/api/ChamCong/thangCuaToi?thang=2026-10')).status).toBe(401);
    expect((await t.api('GET', '/api/ChamCong/danhSachYeuCauSua', { as: 'giaovien' })).status).toBe(403);
    expect(
      (await t.api('POST', '/api/ChamCong/yeuCauSua/1/duyet', { as: 'giaovien', body: { version: 0 } })).status,
    ).toBe(403);
  });

  it('shows my month: first in, last out, minutes late; a re-import doubled nothing', async () => {
    const figures = await month();
    const day = (ngay: string) => figures.ngay.find((d) => d.ngay === ngay);
    expect(day('2026-10-06')).toMatchObject({ gioVao: '07:42', gioRa: null, phutMuon: 12, soLanCham: 1 });
    expect(day('2026-10-07')).toMatchObject({ gioVao: '07:20', gioRa: '16:50', phutMuon: 0, soLanCham: 2 });
    expect(figures.tong).toMatchObject({ soNgayMuon: 1, tongPhutMuon: 12 });
  });

  it('counts a missing punch once HR approves it, and tells the requester', async () => {
    const asked = await ask({ ngay: '2026-10-06', gio: '17:05', lyDo: 'Quên chấm công khi về' });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ trangThai: 'choDuyet', gio: '17:05' });
    expect((await ask({ ngay: '2026-10-06', gio: '17:05', lyDo: 'Lần nữa' })).status).toBe(400);
    expect((await month()).ngay.find((d) => d.ngay === '2026-10-06')?.gioRa).toBeNull();

    const others = await t.api<Page<YeuCauSuaChamCong>>('GET', '/api/ChamCong/yeuCauSuaCuaToi', { as: 'gvcn' });
    expect(others.body.data.items.map((r) => r.id)).not.toContain(asked.body.data.id);
    const queue = await t.api<Page<YeuCauSuaChamCong>>('GET', '/api/ChamCong/danhSachYeuCauSua?trangThai=choDuyet', {
      as: 'nhansu',
    });
    expect(queue.body.data.items.map((r) => r.id)).toContain(asked.body.data.id);

    const url = `/api/ChamCong/yeuCauSua/${asked.body.data.id}`;
    expect((await t.api('POST', `${url}/duyet`, { as: 'nhansu', body: { version: 99 } })).status).toBe(409);
    const approved = await t.api<YeuCauSuaChamCong>('POST', `${url}/duyet`, {
      as: 'nhansu',
      body: { version: asked.body.data.version, ghiChu: 'Đã xác nhận với bảo vệ' },
    });
    expect(approved.body.data).toMatchObject({ trangThai: 'daDuyet', ghiChuDuyet: 'Đã xác nhận với bảo vệ' });
    expect(
      (await t.api('POST', `${url}/tuChoi`, { as: 'nhansu', body: { version: approved.body.data.version } })).status,
    ).toBe(400);
    expect((await month()).ngay.find((d) => d.ngay === '2026-10-06')).toMatchObject({
      gioRa: '17:05',
      coDieuChinh: true,
    });
    const told = await t.api<Page<{ duongDan: string; tieuDe: string }>>('GET', '/api/ThongBao/danhSachThongBao', {
      as: 'giaovien',
      lang: 'en',
    });
    expect(told.body.data.items.map((n) => n.tieuDe)).toContain(
      'Your punch correction for 06/10/2026 at 17:05 was approved.',
    );
  });

  it('leaves a rejected request out of the figures', async () => {
    const asked = await ask({ ngay: '2026-10-08', gio: '07:15', lyDo: 'Máy hỏng' });
    const rejected = await t.api<YeuCauSuaChamCong>('POST', `/api/ChamCong/yeuCauSua/${asked.body.data.id}/tuChoi`, {
      as: 'nhansu',
      body: { version: asked.body.data.version, ghiChu: 'Không có xác nhận' },
    });
    expect(rejected.body.data.trangThai).toBe('tuChoi');
    expect((await month()).ngay.map((d) => d.ngay)).not.toContain('2026-10-08');
  });

  it('refuses days to come and bad input readably', async () => {
    const future = await ask({ ngay: '2199-01-01', gio: '07:00', lyDo: 'x' });
    expect(future.body.errors).toContain('A correction cannot be asked for a day still to come.');
    expect((await ask({ ngay: '2026-10-06', gio: '25:00', lyDo: 'x' })).body.errors).toContain(
      'The time must be HH:mm.',
    );
    expect((await t.api('GET', '/api/ChamCong/thangCuaToi?thang=2026-13', { as: 'giaovien' })).status).toBe(400);
  });
});
