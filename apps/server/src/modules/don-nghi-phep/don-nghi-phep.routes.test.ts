import type { DonNghiPhepChiTiet, LeaveBalanceView, LoaiNghiPhep, Page, ThongBaoPage } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { readWorkbook } from '../../../test/support/test-files';

let t: TestApp;
let typeId: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const types = await t.api<LoaiNghiPhep[]>('GET', '/api/LoaiNghiPhep/danhSachLoaiNghiPhep', { as: 'giaovien' });
  typeId = Object.fromEntries(types.body.data.map((x) => [x.ma, x.id]));
});
afterAll(async () => {
  await t?.close();
});

type Request = DonNghiPhepChiTiet;
const file = (as: string, body: Record<string, unknown>, lang: 'vi' | 'en' = 'vi') =>
  t.api<Request>('POST', '/api/DonNghiPhep', { as, body: { lyDo: 'Việc gia đình', ...body }, lang });
const act = (as: string, id: number, path: string, body: Record<string, unknown>) =>
  t.api<Request>('POST', `/api/DonNghiPhep/${id}/${path}`, { as, body });
const balance = async (as = 'giaovien') =>
  (await t.api<LeaveBalanceView>('GET', '/api/DonNghiPhep/soNgayPhepConLai', { as })).body.data;
const list = async (as: string, query: string) =>
  (await t.api<Page<Request>>('GET', `/api/DonNghiPhep/danhSachDonNghiPhep?${query}`, { as })).body.data;
const notifications = async (as: string) =>
  (await t.api<ThongBaoPage>('GET', '/api/ThongBao/danhSachThongBao?pageSize=50', { as })).body.data;

describe('DonNghiPhep API: access', () => {
  it('requires sign-in', async () => {
    expect((await t.api('GET', '/api/DonNghiPhep/danhSachDonNghiPhep')).status).toBe(401);
    expect((await t.api('POST', '/api/DonNghiPhep', { body: {} })).status).toBe(401);
    expect((await t.api('GET', '/api/ThongBao/danhSachThongBao')).status).toBe(401);
  });

  it('answers 403 outside the route group and for HR-only views', async () => {
    expect((await t.api('GET', '/api/DonNghiPhep/danhSachDonNghiPhep', { as: 'hocsinh' })).status).toBe(403);
    expect((await t.api('GET', '/api/DonNghiPhep/danhSachDonNghiPhep?phamVi=tatCa', { as: 'giaovien' })).status).toBe(
      403,
    );
    expect(
      (await t.api('GET', '/api/DonNghiPhep/lichNghi?tuNgay=2026-12-01&denNgay=2026-12-31', { as: 'giaovien' })).status,
    ).toBe(403);
    expect((await t.api('GET', '/api/DonNghiPhep/xuatExcel', { as: 'totruong' })).status).toBe(403);
    const typeBody = { ma: 'study', tenLoai: 'Nghỉ đi học' };
    expect((await t.api('POST', '/api/LoaiNghiPhep', { as: 'nhansu', body: typeBody })).status).toBe(403);
  });

  it('hides another staff member’s request behind 404, and unknown ids too', async () => {
    const mine = await list('giaovien', 'phamVi=cuaToi');
    const id = mine.items[0]!.id;
    expect((await t.api('GET', `/api/DonNghiPhep/${id}`, { as: 'gvcn' })).status).toBe(404);
    expect((await act('gvcn', id, 'duyet', { version: 0 })).status).toBe(404);
    expect((await t.api('GET', '/api/DonNghiPhep/999999', { as: 'giaovien' })).status).toBe(404);
    expect((await t.api('GET', `/api/DonNghiPhep/${id}`, { as: 'totruong' })).status).toBe(200);
    expect((await t.api('GET', `/api/DonNghiPhep/${id}`, { as: 'nhansu' })).status).toBe(200);
  });
});

describe('DonNghiPhep API: the workflow', () => {
  it('files, approves with version check, notifies both sides and reduces the balance', async () => {
    const before = await balance();
    expect(before.soNgayDuocNghi).toBeGreaterThanOrEqual(12);
    expect(before.soNgayDaNghi).toBe(2);

    // 2027-03-15 is a Monday.
    const created = await file('giaovien', {
      loaiNghiPhepId: typeId.annual,
      tuNgay: '2027-03-15',
      denNgay: '2027-03-16',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      trangThai: 'pending',
      soNgay: 2,
      capDuyet: 'phongBan',
      thaoTac: ['view', 'update', 'cancel'],
    });
    expect(created.body.data.lichSu).toHaveLength(1);
    const id = created.body.data.id;
    expect((await balance()).soNgayChoDuyet).toBe(2);

    const queue = await list('totruong', 'phamVi=canDuyet');
    expect(queue.items.map((r) => r.id)).toContain(id);
    expect(queue.items.find((r) => r.id === id)!.thaoTac).toEqual(['view', 'approve', 'decline']);
    expect((await list('nhansu', 'phamVi=canDuyet')).items.map((r) => r.id)).not.toContain(id);
    const headNotes = await notifications('totruong');
    expect(headNotes.items[0]).toMatchObject({
      loai: 'leave.submitted',
      daDoc: false,
      duongDan: `/yeucaudexuat/donnghiphep?id=${id}`,
    });
    expect(headNotes.items[0]!.tieuDe).toContain('Nguyễn Văn An');

    expect((await act('giaovien', id, 'duyet', { version: 0 })).status).toBe(403);
    expect((await act('nhansu', id, 'duyet', { version: 0 })).status).toBe(403);
    const stale = await act('totruong', id, 'duyet', { version: 7 });
    expect(stale.status).toBe(409);

    const approved = await act('totruong', id, 'duyet', { version: created.body.data.version, ghiChu: 'Đồng ý' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      trangThai: 'approved',
      yKienDuyet: 'Đồng ý',
      nguoiDuyet: { hoTen: 'Phạm Minh Tuấn' },
    });
    expect(approved.body.data.lichSu.map((h) => h.denTrangThai)).toEqual(['pending', 'approved']);
    const again = await act('totruong', id, 'duyet', { version: approved.body.data.version });
    expect(again.status).toBe(409);

    const after = await balance();
    expect(after.soNgayDaNghi).toBe(before.soNgayDaNghi + 2);
    expect(after.soNgayConLai).toBe(before.soNgayConLai - 2);
    const notes = await notifications('giaovien');
    expect(notes.items[0]).toMatchObject({ loai: 'leave.approved' });
    expect(notes.soChuaDoc).toBeGreaterThan(0);

    // Ask to cancel the approved leave; the head refuses once (with a reason), then accepts.
    const asked = await act('giaovien', id, 'xinHuy', { version: approved.body.data.version, ghiChu: 'Đổi kế hoạch' });
    expect(asked.body.data.trangThai).toBe('cancel_requested');
    expect((await act('totruong', id, 'tuChoiHuy', { version: asked.body.data.version })).status).toBe(400);
    const kept = await act('totruong', id, 'tuChoiHuy', {
      version: asked.body.data.version,
      ghiChu: 'Tuần đó thi học kỳ',
    });
    expect(kept.body.data.trangThai).toBe('approved');
    const asked2 = await act('giaovien', id, 'xinHuy', { version: kept.body.data.version });
    const cancelled = await act('totruong', id, 'xacNhanHuy', { version: asked2.body.data.version });
    expect(cancelled.body.data.trangThai).toBe('cancelled');
    expect((await balance()).soNgayConLai).toBe(before.soNgayConLai);
  });

  it('lets the requester edit and cancel while pending, and not after', async () => {
    const created = await file('giaovien', {
      loaiNghiPhepId: typeId.personal,
      tuNgay: '2027-03-22',
      denNgay: '2027-03-22',
      denBuoi: 'morning',
    });
    expect(created.body.data.soNgay).toBe(0.5);
    const { id, version } = created.body.data;
    const edited = await t.api<Request>('PUT', `/api/DonNghiPhep/${id}`, {
      as: 'giaovien',
      body: {
        loaiNghiPhepId: typeId.personal,
        tuNgay: '2027-03-22',
        denNgay: '2027-03-23',
        lyDo: 'Khám sức khoẻ định kỳ',
        version,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ soNgay: 2, lyDo: 'Khám sức khoẻ định kỳ' });
    const stale = await t.api('PUT', `/api/DonNghiPhep/${id}`, {
      as: 'giaovien',
      body: { loaiNghiPhepId: typeId.personal, tuNgay: '2027-03-22', denNgay: '2027-03-22', lyDo: 'x', version },
    });
    expect(stale.status).toBe(409);
    expect(
      (
        await t.api('PUT', `/api/DonNghiPhep/${id}`, {
          as: 'totruong',
          body: { ...edited.body.data, version: edited.body.data.version },
        })
      ).status,
    ).toBe(403);
    const cancelled = await act('giaovien', id, 'huy', { version: edited.body.data.version });
    expect(cancelled.body.data.trangThai).toBe('cancelled');
    const lateEdit = await t.api('PUT', `/api/DonNghiPhep/${id}`, {
      as: 'giaovien',
      body: {
        loaiNghiPhepId: typeId.personal,
        tuNgay: '2027-03-22',
        denNgay: '2027-03-22',
        lyDo: 'x',
        version: cancelled.body.data.version,
      },
    });
    expect(lateEdit.status).toBe(409);
  });

  it('sends a head’s request to HR and records the cover need on approval', async () => {
    const pending = (await list('nhansu', 'phamVi=canDuyet')).items.find((r) => r.hoTen === 'Phạm Minh Tuấn')!;
    expect(pending).toMatchObject({ capDuyet: 'nhanSu', canDayThay: true, trangThai: 'pending' });
    expect((await list('totruong', 'phamVi=canDuyet')).items.map((r) => r.id)).not.toContain(pending.id);
    const approved = await act('nhansu', pending.id, 'duyet', { version: pending.version });
    expect(approved.body.data.nhuCauDayThay).toMatchObject({
      tuNgay: pending.tuNgay,
      denNgay: pending.denNgay,
      trangThai: 'open',
    });
  });

  it('requires a reason to decline', async () => {
    const created = await file('giaovien', {
      loaiNghiPhepId: typeId.unpaid,
      tuNgay: '2027-04-05',
      denNgay: '2027-04-05',
    });
    const id = created.body.data.id;
    const noReason = await act('totruong', id, 'tuChoi', { version: created.body.data.version, ghiChu: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors?.ghiChu).toBeDefined();
    const declined = await act('totruong', id, 'tuChoi', {
      version: created.body.data.version,
      ghiChu: 'Thiếu người dạy',
    });
    expect(declined.body.data.trangThai).toBe('declined');
  });
});

describe('DonNghiPhep API: bad input answers 400 with readable messages', () => {
  const base = () => ({ loaiNghiPhepId: typeId.annual, tuNgay: '2027-04-12', denNgay: '2027-04-13' });

  it.each([
    ['an empty reason', { lyDo: '   ' }, 'Vui lòng nhập lý do nghỉ.'],
    [
      'an end before the start',
      { tuNgay: '2027-04-13', denNgay: '2027-04-12' },
      'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu.',
    ],
    [
      'an afternoon-to-morning single day',
      { tuNgay: '2027-04-13', tuBuoi: 'afternoon', denNgay: '2027-04-13', denBuoi: 'morning' },
      'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu.',
    ],
    [
      'a closed year',
      { tuNgay: '2025-10-13', denNgay: '2025-10-14' },
      'Năm học 2025-2026 đã khoá sổ, không thể tạo hoặc sửa đơn nghỉ phép.',
    ],
    [
      'dates outside any year',
      { tuNgay: '2026-07-13', denNgay: '2026-07-14' },
      'Khoảng ngày 2026-07-13 – 2026-07-14 không thuộc năm học nào.',
    ],
    ['an unknown type', { loaiNghiPhepId: 999_999 }, 'Loại nghỉ phép không tồn tại hoặc đã ngừng sử dụng.'],
    [
      'only a weekend',
      { tuNgay: '2027-04-17', denNgay: '2027-04-18' },
      'Khoảng ngày đã chọn không có ngày làm việc nào (cuối tuần hoặc ngày nghỉ lễ).',
    ],
    [
      'a sick leave without certificate',
      { loaiNghiPhepId: -1 },
      'Loại nghỉ "Nghỉ ốm" cần tệp đính kèm (ví dụ giấy xác nhận của cơ sở y tế).',
    ],
  ])('%s', async (_label, patch, message) => {
    const body = { ...base(), ...patch };
    if (body.loaiNghiPhepId === -1) body.loaiNghiPhepId = typeId.sick!;
    const res = await file('giaovien', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([message]);
  });

  it('refuses overlapping requests of the same person, at half-day precision', async () => {
    const first = await file('giaovien', {
      loaiNghiPhepId: typeId.personal,
      tuNgay: '2027-04-20',
      denNgay: '2027-04-20',
      denBuoi: 'morning',
    });
    expect(first.status).toBe(200);
    const clash = await file(
      'giaovien',
      { loaiNghiPhepId: typeId.personal, tuNgay: '2027-04-19', denNgay: '2027-04-20' },
      'en',
    );
    expect(clash.status).toBe(400);
    expect(clash.body.errors).toEqual([
      'You already have a leave request from 2027-04-20 to 2027-04-20 that overlaps these dates.',
    ]);
    const afternoon = await file('giaovien', {
      loaiNghiPhepId: typeId.personal,
      tuNgay: '2027-04-20',
      tuBuoi: 'afternoon',
      denNgay: '2027-04-20',
    });
    expect(afternoon.status).toBe(200);
  });

  it('refuses more annual leave than is left', async () => {
    const res = await file('giaovien', { loaiNghiPhepId: typeId.annual, tuNgay: '2027-01-04', denNgay: '2027-01-29' });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toMatch(/^Không đủ ngày phép năm: còn [\d.]+ ngày, đơn này cần 20 ngày\.$/);
  });

  it('answers 400 for a wrong shape', async () => {
    const res = await t.api('POST', '/api/DonNghiPhep', { as: 'giaovien', body: { tuNgay: 'tomorrow' } });
    expect(res.status).toBe(400);
    expect(res.body.errors?.length).toBeGreaterThan(1);
  });
});

describe('DonNghiPhep API: attachments', () => {
  const upload = (as: string, body: Buffer, type: string, name = 'giay-kham.pdf') =>
    t.api<{ id: number; mimeType: string }>('POST', '/api/DonNghiPhep/dinhKem', {
      as,
      body,
      headers: { 'content-type': type, 'x-file-name': encodeURIComponent(name) },
    });
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

  it('stores a PDF, refuses other content, and lets only requester, approver and HR download it', async () => {
    const refused = await upload('giaovien', Buffer.from('hello'), 'text/plain', 'note.txt');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(['Chỉ nhận tệp PDF hoặc ảnh (JPEG, PNG, WebP).']);
    const stored = await upload('giaovien', pdf, 'application/pdf', 'Giấy khám bệnh.pdf');
    expect(stored.status).toBe(200);
    expect(stored.body.data.mimeType).toBe('application/pdf');

    const stolen = await file('gvcn', {
      loaiNghiPhepId: typeId.sick,
      tuNgay: '2027-04-26',
      denNgay: '2027-04-26',
      dinhKemId: stored.body.data.id,
    });
    expect(stolen.status).toBe(400);
    const sick = await file('giaovien', {
      loaiNghiPhepId: typeId.sick,
      tuNgay: '2027-04-26',
      denNgay: '2027-04-27',
      dinhKemId: stored.body.data.id,
    });
    expect(sick.status).toBe(200);
    expect(sick.body.data.dinhKem?.tenTep).toBe('Giấy khám bệnh.pdf');

    const url = `/api/medias/files/${stored.body.data.id}/download`;
    for (const [as, status] of [
      ['giaovien', 200],
      ['totruong', 200],
      ['nhansu', 200],
      ['gvcn', 404],
      ['hocsinh', 404],
    ] as const) {
      expect((await t.api('GET', url, { as })).status, as).toBe(status);
    }
  });
});

describe('DonNghiPhep API: HR views', () => {
  it('lists every request with filters', async () => {
    const all = await list('nhansu', 'phamVi=tatCa&pageSize=-1');
    expect(all.totalCount).toBeGreaterThan(5);
    const declined = await list('nhansu', 'phamVi=tatCa&trangThai=declined&pageSize=-1');
    expect(declined.items.length).toBeGreaterThan(0);
    expect(declined.items.every((r) => r.trangThai === 'declined')).toBe(true);
    const period = await list('nhansu', 'phamVi=tatCa&tuNgay=2026-10-01&denNgay=2026-10-31&pageSize=-1');
    expect(period.items.length).toBeGreaterThan(0);
    expect(period.items.every((r) => r.tuNgay <= '2026-10-31' && r.denNgay >= '2026-10-01')).toBe(true);
    const search = await list('nhansu', 'phamVi=tatCa&search=nguyen%20van%20an&pageSize=-1');
    expect(search.items.length).toBeGreaterThan(0);
    expect(search.items.every((r) => r.hoTen === 'Nguyễn Văn An')).toBe(true);
  });

  it('shows who is away per working day', async () => {
    const res = await t.api<{ hoTen: string; ngay: string }[]>(
      'GET',
      '/api/DonNghiPhep/lichNghi?tuNgay=2026-10-01&denNgay=2026-10-31',
      { as: 'nhansu' },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.filter((e) => e.hoTen === 'Nguyễn Văn An').map((e) => e.ngay)).toEqual([
      '2026-10-12',
      '2026-10-13',
    ]);
    const tooLong = await t.api('GET', '/api/DonNghiPhep/lichNghi?tuNgay=2026-09-01&denNgay=2027-05-31', {
      as: 'nhansu',
    });
    expect(tooLong.status).toBe(400);
  });

  it('exports an Excel workbook', async () => {
    const res = await t.api('GET', '/api/DonNghiPhep/xuatExcel?trangThai=approved', { as: 'nhansu' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(/don-nghi-phep-\d{4}-\d{2}-\d{2}\.xlsx/);

    const approved = await t.api<{ totalCount: number }>(
      'GET',
      '/api/DonNghiPhep/danhSachDonNghiPhep?phamVi=tatCa&trangThai=approved&pageSize=-1',
      { as: 'nhansu' },
    );
    const raw = await t.app.inject({
      method: 'GET',
      url: '/api/DonNghiPhep/xuatExcel?trangThai=approved',
      headers: { cookie: `Authorization=${await t.cookieFor('nhansu')}`, 'accept-language': 'en' },
    });
    const workbook = await readWorkbook(raw.rawPayload);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Name');
    expect(sheet.rowCount - 1).toBe(approved.body.data.totalCount);
    expect(approved.body.data.totalCount).toBeGreaterThan(0);
  });
});

describe('LoaiNghiPhep API', () => {
  it('lets Admin add and retire types; retired ones disappear from the form', async () => {
    const created = await t.api<LoaiNghiPhep>('POST', '/api/LoaiNghiPhep', {
      as: 'admin',
      body: { ma: 'study', tenLoai: 'Nghỉ đi học', tenLoaiEn: 'Study leave' },
    });
    expect(created.status).toBe(200);
    const duplicate = await t.api('POST', '/api/LoaiNghiPhep', { as: 'admin', body: { ma: 'study', tenLoai: 'x' } });
    expect(duplicate.body.errors).toEqual(['Mã loại nghỉ "study" đã tồn tại.']);
    const retired = await t.api<LoaiNghiPhep>('PUT', `/api/LoaiNghiPhep/${created.body.data.id}`, {
      as: 'admin',
      body: { ma: 'study', tenLoai: 'Nghỉ đi học', isActive: false, version: created.body.data.version },
    });
    expect(retired.body.data.isActive).toBe(false);
    const forForm = await t.api<LoaiNghiPhep[]>('GET', '/api/LoaiNghiPhep/danhSachLoaiNghiPhep', { as: 'giaovien' });
    expect(forForm.body.data.map((x) => x.ma)).not.toContain('study');
    const forAdmin = await t.api<LoaiNghiPhep[]>('GET', '/api/LoaiNghiPhep/danhSachLoaiNghiPhep?tatCa=true', {
      as: 'admin',
    });
    expect(forAdmin.body.data.map((x) => x.ma)).toContain('study');
  });
});

describe('ThongBao API', () => {
  it('marks one and all read, and hides other accounts’ notifications', async () => {
    const mine = await notifications('totruong');
    const first = mine.items[0]!;
    expect((await t.api('PUT', `/api/ThongBao/${first.id}/daDoc`, { as: 'giaovien' })).status).toBe(404);
    expect((await t.api('PUT', `/api/ThongBao/${first.id}/daDoc`, { as: 'totruong' })).status).toBe(200);
    expect((await notifications('totruong')).soChuaDoc).toBe(mine.soChuaDoc - 1);
    await t.api('PUT', '/api/ThongBao/daDocTatCa', { as: 'totruong' });
    expect((await notifications('totruong')).soChuaDoc).toBe(0);
    const en = await t.api<ThongBaoPage>('GET', '/api/ThongBao/danhSachThongBao', { as: 'totruong', lang: 'en' });
    expect(en.body.data.items[0]!.tieuDe).toMatch(/leave/);
  });
});
