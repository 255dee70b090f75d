import { type BangDiemCam, ketQuaOf, type NhapKetQuaResult, type PhanTichBaiThi } from '@hpl/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { buildWorkbook, multipartBody } from '../../../test/support/test-files';
import { listPublishedResultsOfStudent } from '.';

let t: TestApp;

/** postgres-js answers an array, PGlite `{ rows }`. */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

const GEO_THRESHOLDS = { 'A*': 181, A: 156, B: 131, C: 107, D: 90, E: 73, F: 58, G: 43 };
const COMPONENTS = [
  { ten: 'Paper 1', diemToiDa: 75, trongSo: 1.6 },
  { ten: 'Paper 2', diemToiDa: 80, trongSo: 1 },
];

/** A Cambridge class taught by `teacher`, the head of that teacher's department, and a class the teacher does not teach. */
let classId: number;
let teacher: string;
let head: string;
let otherClassId: number;

async function createExam(lopMonHocId: number, ten = 'Mock — Geography') {
  const res = await t.api<{ id: number }>('POST', '/api/DiemCam/baiThi', {
    as: 'daotao',
    body: { lopMonHocId, ten, loai: 'thiThu', thanhPhan: COMPONENTS, nguongDiem: GEO_THRESHOLDS },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}
const book = async (id: number, as: string) => t.api<BangDiemCam>('GET', `/api/DiemCam/ketQua/${id}`, { as });
const save = (id: number, as: string, dong: unknown[], lang: 'vi' | 'en' = 'vi') =>
  t.api<{ dong: BangDiemCam['hocSinh'] }>('PUT', `/api/DiemCam/ketQua/${id}`, { as, body: { dong }, lang });
const move = (id: number, as: string, trangThai: string, version: number) =>
  t.api<{ trangThai: string; version: number }>('POST', `/api/DiemCam/ketQua/${id}/trangThai`, {
    as,
    body: { trangThai, version },
  });

beforeAll(async () => {
  t = await createTestApp();
  // A Cambridge class with students taught by a plain teacher; another plain member of staff heads their department.
  const rows = await rowsOf<{ lop_mon_hoc_id: number; username: string; nhan_vien_id: number }>(sql`
    select l.id as lop_mon_hoc_id, a.username, g.nhan_vien_id
    from lop_mon_hoc l join mon_hoc m on m.id = l.mon_hoc_id join he_hoc h on h.id = m.he_hoc_id and h.ma = 'CAM'
    join lop_mon_hoc_giao_vien g on g.lop_mon_hoc_id = l.id join tai_khoan a on a.nhan_vien_id = g.nhan_vien_id
    where not ('QuanLyDiemCam' = any(a.permissions))
      and exists (select 1 from lop_mon_hoc_hoc_sinh s where s.lop_mon_hoc_id = l.id and s.den_ngay is null)
      and (select count(*) from lop_mon_hoc_giao_vien g2 where g2.lop_mon_hoc_id = l.id) = 1
    order by l.id limit 1`);
  const first = rows[0]!;
  classId = first.lop_mon_hoc_id;
  teacher = first.username;
  const heads = await rowsOf<{ username: string; nhan_vien_id: number }>(sql`
    select a.username, a.nhan_vien_id from tai_khoan a
    where a.nhan_vien_id is not null and a.nhan_vien_id <> ${first.nhan_vien_id}
      and not ('QuanLyDiemCam' = any(a.permissions)) and 'GiaoVien' = any(a.roles)
      and not exists (select 1 from lop_mon_hoc_giao_vien g where g.lop_mon_hoc_id = ${classId} and g.nhan_vien_id = a.nhan_vien_id)
    order by a.id limit 1`);
  head = heads[0]!.username;
  const dept = await rowsOf<{ id: number }>(sql`
    insert into phong_ban (ten_phong_ban, loai, truong_phong_id) values ('Tổ Cambridge (test)', 'to_chuyen_mon', ${heads[0]!.nhan_vien_id})
    returning id`);
  await t.db.execute(sql`update nhan_vien set phong_ban_id = ${dept[0]!.id} where id = ${first.nhan_vien_id}`);
  const other = await rowsOf<{ id: number }>(sql`
    insert into lop_mon_hoc (nam_hoc_id, hoc_ky_id, mon_hoc_id, lop_quan_ly_id, ten_lop, so_tiet_nam)
    select nam_hoc_id, hoc_ky_id, mon_hoc_id, lop_quan_ly_id, ten_lop || ' (other)', so_tiet_nam
    from lop_mon_hoc where id = ${classId} returning id`);
  otherClassId = other[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('DiemCam results API', () => {
  it('requires sign-in; students never reach the results, the settings or the analysis', async () => {
    const id = await createExam(classId);
    for (const url of [
      `/api/DiemCam/ketQua/${id}`,
      `/api/DiemCam/phanTich/${id}`,
      `/api/DiemCam/caiDatNhap/${id}`,
      '/api/DiemCam/lopMonHoc',
    ]) {
      expect((await t.api('GET', url)).status, url).toBe(401);
      expect((await t.api('GET', url, { as: 'hocsinh' })).status, url).toBe(403);
    }
    expect((await save(id, 'hocsinh', [{ hocSinhId: 1, diem: [1, 1], version: 0 }])).status).toBe(403);
  });

  it('a teacher enters raw marks; the server stores the weighted total, grade and PUM of the shared rules; every change is audited; a stale write is 409', async () => {
    const id = await createExam(classId);
    const before = await book(id, teacher);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.data.quyen).toMatchObject({ nhapDiem: true, chuyenDen: ['daNop'], caiDat: false });
    const student = before.body.data.hocSinh[0]!;
    expect(student).toMatchObject({ diem: [null, null], version: 0, tongDiem: null });

    const saved = await save(id, teacher, [{ hocSinhId: student.hocSinhId, diem: [60, 70], version: 0 }]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const row = saved.body.data.dong[0]!;
    const expected = ketQuaOf(COMPONENTS, GEO_THRESHOLDS, [60, 70], false);
    expect(expected).toEqual({ tongDiem: 166, xepLoai: 'A', pum: 84 });
    expect(row).toMatchObject({ ...expected, diem: [60, 70], version: 1 });
    const stored = await rowsOf<{ tong_diem: number; xep_loai: string; pum: number }>(
      sql`select tong_diem, xep_loai, pum from ket_qua_thi_cam where bai_thi_cam_id = ${id}`,
    );
    expect(stored).toEqual([{ tong_diem: 166, xep_loai: 'A', pum: 84 }]);

    expect((await save(id, teacher, [{ hocSinhId: student.hocSinhId, diem: [61, 70], version: 0 }])).status).toBe(409);
    const edited = await save(id, teacher, [{ hocSinhId: student.hocSinhId, diem: [75, 80], version: 1 }]);
    expect(edited.body.data.dong[0]).toMatchObject({ tongDiem: 200, xepLoai: 'A*', pum: 100, version: 2 });

    const audits = await rowsOf<{ action: string; before: unknown; after: unknown }>(sql`
      select action, before, after from audit_log where entity = 'KetQuaThiCam'
      and entity_id = ${`${id}:${student.hocSinhId}`} order by id`);
    expect(audits).toEqual([
      { action: 'create', before: null, after: { diem: [60, 70], vangThi: false } },
      { action: 'update', before: { diem: [60, 70], vangThi: false }, after: { diem: [75, 80], vangThi: false } },
    ]);
  });

  it('an exam whose thresholds are edited keeps its marks; results follow the new thresholds', async () => {
    const id = await createExam(classId);
    const s = (await book(id, teacher)).body.data.hocSinh[0]!.hocSinhId;
    expect((await save(id, teacher, [{ hocSinhId: s, diem: [60, 70], version: 0 }])).status).toBe(200);
    const exam = (await book(id, 'daotao')).body.data.baiThi;
    const edited = await t.api('PUT', `/api/DiemCam/baiThi/${id}`, {
      as: 'daotao',
      body: {
        lopMonHocId: classId,
        ten: exam.ten,
        loai: exam.loai,
        thanhPhan: COMPONENTS,
        nguongDiem: { ...GEO_THRESHOLDS, 'A*': 160 },
        version: exam.version,
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = (await book(id, teacher)).body.data.hocSinh.find((r) => r.hocSinhId === s)!;
    expect(after).toMatchObject({ diem: [60, 70], tongDiem: 166, xepLoai: 'A*' });
  });

  it('answers bad marks with a readable 400', async () => {
    const id = await createExam(classId);
    const s = (await book(id, teacher)).body.data.hocSinh[0]!.hocSinhId;
    const cases: [unknown[], string][] = [
      [[{ hocSinhId: s, diem: [76, 1], version: 0 }], 'The mark 76 of component “Paper 1” is above its maximum 75'],
      [[{ hocSinhId: s, diem: [1], version: 0 }], 'The number of marks does not match the exam’s components (2).'],
      [[{ hocSinhId: s, diem: [-1, 1], version: 0 }], 'A raw mark is a number of at least 0.'],
      [[{ hocSinhId: 999_999, diem: [1, 1], version: 0 }], 'The student is not in the exam’s subject class.'],
      [
        [
          { hocSinhId: s, diem: [1, 1], version: 0 },
          { hocSinhId: s, diem: [2, 1], version: 0 },
        ],
        'A student appears twice.',
      ],
    ];
    for (const [dong, message] of cases) {
      const res = await save(id, teacher, dong, 'en');
      expect(res.status, JSON.stringify(dong)).toBe(400);
      expect(res.body.errors?.join(' ')).toContain(message);
    }
    expect((await t.api('PUT', `/api/DiemCam/ketQua/${id}`, { as: teacher, body: { dong: 'x' } })).status).toBe(400);
    expect((await t.api('GET', '/api/DiemCam/ketQua/abc', { as: teacher })).status).toBe(400);
  });

  it("another class's exam is 404 to a teacher (read, write, move, settings, analysis)", async () => {
    const id = await createExam(otherClassId);
    expect((await book(id, teacher)).status).toBe(404);
    expect((await save(id, teacher, [{ hocSinhId: 1, diem: [1, 1], version: 0 }])).status).toBe(404);
    expect((await move(id, teacher, 'daNop', 0)).status).toBe(404);
    expect((await t.api('GET', `/api/DiemCam/phanTich/${id}`, { as: teacher })).status).toBe(404);
    expect((await t.api('GET', `/api/DiemCam/caiDatNhap/${id}`, { as: teacher })).status).toBe(404);
    expect((await book(999_999, 'daotao')).status).toBe(404);
    const classes = await t.api<{ id: number }[]>('GET', '/api/DiemCam/lopMonHoc', { as: teacher });
    expect(classes.body.data.map((c) => c.id)).toContain(classId);
    expect(classes.body.data.map((c) => c.id)).not.toContain(otherClassId);
  });

  it('the workflow: the teacher submits complete marks, the head of department checks, the office publishes and locks', async () => {
    const id = await createExam(classId);
    const students = (await book(id, teacher)).body.data.hocSinh;
    let version = (await book(id, 'daotao')).body.data.baiThi.version;
    // Incomplete marks cannot be submitted.
    const incomplete = await move(id, teacher, 'daNop', version);
    expect(incomplete.status).toBe(400);
    const dong = students.map((s, i) =>
      i === 0
        ? { hocSinhId: s.hocSinhId, diem: [null, null], vangThi: true, version: 0 }
        : { hocSinhId: s.hocSinhId, diem: [40 + (i % 30), 50], version: 0 },
    );
    expect((await save(id, teacher, dong)).status).toBe(200);
    // The head of the department sees the exam but does not enter marks, and cannot check before submission.
    const headView = await book(id, head);
    expect(headView.status).toBe(200);
    expect(headView.body.data.quyen).toMatchObject({ nhapDiem: false, chuyenDen: [] });
    expect((await save(id, head, [{ hocSinhId: students[1]!.hocSinhId, diem: [1, 1], version: 1 }])).status).toBe(403);

    const submitted = await move(id, teacher, 'daNop', version);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data.trangThai).toBe('daNop');
    expect((await move(id, teacher, 'daNop', version)).status).toBe(409); // stale version / no such step
    version = submitted.body.data.version;
    expect((await save(id, teacher, [{ hocSinhId: students[1]!.hocSinhId, diem: [1, 1], version: 1 }])).status).toBe(
      409,
    );
    expect((await move(id, teacher, 'daKiemTra', version)).status).toBe(403);
    expect((await book(id, head)).body.data.quyen.chuyenDen).toEqual(['daKiemTra', 'dangNhap']);
    const checked = await move(id, head, 'daKiemTra', version);
    expect(checked.status).toBe(200);
    version = checked.body.data.version;
    expect((await move(id, head, 'daCongBo', version)).status).toBe(403);
    const published = await move(id, 'daotao', 'daCongBo', version);
    expect(published.status).toBe(200);
    const locked = await move(id, 'daotao', 'daKhoa', published.body.data.version);
    expect(locked.body.data.trangThai).toBe('daKhoa');
    expect((await move(id, 'daotao', 'dangNhap', locked.body.data.version)).status).toBe(409);
    // Report cards read the published results of a student through the module's entry.
    const ofStudent = await listPublishedResultsOfStudent(t.db, students[1]!.hocSinhId);
    expect(ofStudent.find((r) => r.baiThiCamId === id)).toMatchObject({ trangThai: 'daKhoa', diem: [41, 50] });
    const trail = await rowsOf<{ after: { trangThai: string } }>(sql`
      select after from audit_log where entity = 'BaiThiCam' and action = 'trangThai' and entity_id = ${String(id)} order by id`);
    expect(trail.map((r) => r.after.trangThai)).toEqual(['daNop', 'daKiemTra', 'daCongBo', 'daKhoa']);

    const analysis = await t.api<PhanTichBaiThi>('GET', `/api/DiemCam/phanTich/${id}`, { as: 'daotao' });
    expect(analysis.status).toBe(200);
    const a = analysis.body.data;
    expect(a.soVang).toBe(1);
    expect(a.soCoDiem).toBe(students.length - 1);
    expect(a.phanBo.reduce((n, b) => n + b.soLuong, 0)).toBe(students.length - 1);
    expect(a.xepLoai.reduce((n, g) => n + g.soLuong, 0)).toBe(students.length - 1);
    expect(a.thanhPhan[1]).toMatchObject({ ten: 'Paper 2', trungBinh: 50, doKho: 0.625 });
    expect(a.soSanhLop.map((c) => c.baiThiCamId)).toContain(id);
  });

  it('entry settings: only the office sets them; a closed window stops a teacher, not the office; named checkers check', async () => {
    const id = await createExam(classId);
    const input = {
      moNhapTu: '2020-01-01T00:00:00Z',
      moNhapDen: '2020-02-01T00:00:00Z',
      nguoiNhapIds: [],
      nguoiKiemTraIds: [],
      version: 0,
    };
    expect((await t.api('PUT', `/api/DiemCam/caiDatNhap/${id}`, { as: teacher, body: input })).status).toBe(403);
    const bad = await t.api('PUT', `/api/DiemCam/caiDatNhap/${id}`, {
      as: 'daotao',
      body: { ...input, moNhapDen: '2019-01-01T00:00:00Z' },
      lang: 'en',
    });
    expect(bad.status).toBe(400);
    const set = await t.api<{ version: number }>('PUT', `/api/DiemCam/caiDatNhap/${id}`, { as: 'daotao', body: input });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await t.api('PUT', `/api/DiemCam/caiDatNhap/${id}`, { as: 'daotao', body: input })).status).toBe(409);
    const s = (await book(id, teacher)).body.data;
    expect(s.quyen).toMatchObject({ nhapDiem: false, ngoaiThoiGian: true });
    const student = s.hocSinh[0]!.hocSinhId;
    expect((await save(id, teacher, [{ hocSinhId: student, diem: [1, 1], version: 0 }])).status).toBe(400);
    expect((await save(id, 'daotao', [{ hocSinhId: student, diem: [1, 1], version: 0 }])).status).toBe(200);
  });

  it('Excel: exports the grid, imports all or nothing with per-row errors and a preview', async () => {
    const id = await createExam(classId);
    const students = (await book(id, teacher)).body.data.hocSinh;
    const exported = await t.api('GET', `/api/DiemCam/ketQua/${id}/xuatExcel`, { as: teacher });
    expect(exported.status).toBe(200);
    expect(String(exported.headers['content-type'])).toContain('spreadsheetml');

    const send = async (dry: boolean, rows: (string | number | null)[][]) => {
      const file = await buildWorkbook(['STT', 'Mã học sinh', 'Họ và tên', 'Paper 1', 'Paper 2', 'Vắng thi'], rows);
      const { body, headers } = multipartBody([{ name: 'kq.xlsx', type: 'application/octet-stream', data: file }]);
      return t.api<NhapKetQuaResult>('POST', `/api/DiemCam/ketQua/${id}/nhapExcel?thuNghiem=${dry}`, {
        as: teacher,
        body,
        headers,
        lang: 'en',
      });
    };
    const [a, b] = students;
    const broken = await send(false, [
      [1, a!.maHocSinh, a!.hoTen, 70, 60, null],
      [2, b!.maHocSinh, b!.hoTen, 99, 60, null],
      [3, 'NOPE', 'x', 1, 1, null],
    ]);
    expect(broken.status, JSON.stringify(broken.body)).toBe(200);
    expect(broken.body.data.daLuu).toBe(false);
    expect(broken.body.data.loi.map((l) => l.dong)).toEqual([3, 4]);
    expect((await book(id, teacher)).body.data.hocSinh[0]!.version).toBe(0);

    const preview = await send(true, [
      [1, a!.maHocSinh, a!.hoTen, 70, 60, null],
      [2, b!.maHocSinh, b!.hoTen, null, null, 'x'],
    ]);
    expect(preview.body.data).toMatchObject({ soDong: 2, soThayDoi: 2, daLuu: false });
    expect(preview.body.data.xemTruoc.find((r) => r.hocSinhId === a!.hocSinhId)).toMatchObject({ tongDiem: 172 });
    const applied = await send(false, [
      [1, a!.maHocSinh, a!.hoTen, 70, 60, null],
      [2, b!.maHocSinh, b!.hoTen, null, null, 'x'],
    ]);
    expect(applied.body.data.daLuu).toBe(true);
    const after = (await book(id, teacher)).body.data.hocSinh;
    expect(after.find((r) => r.hocSinhId === a!.hocSinhId)).toMatchObject({ diem: [70, 60], xepLoai: 'A' });
    expect(after.find((r) => r.hocSinhId === b!.hocSinhId)).toMatchObject({ vangThi: true, xepLoai: null });
  });
});

describe('DiemCam demo results', () => {
  it('the demo school has Geography 0460 mocks with the 2023 thresholds, marks for every student, and an analysis with a class comparison', async () => {
    const mocks = await rowsOf<{ id: number; trang_thai: string; members: number; results: number }>(sql`
      select b.id, b.trang_thai,
        (select cast(count(*) as integer) from lop_mon_hoc_hoc_sinh m where m.lop_mon_hoc_id = b.lop_mon_hoc_id and m.den_ngay is null) as members,
        (select cast(count(*) as integer) from ket_qua_thi_cam k where k.bai_thi_cam_id = b.id) as results
      from bai_thi_cam b where b.ten = 'Mock examination — Geography 0460' order by b.id`);
    expect(mocks.length).toBeGreaterThanOrEqual(2);
    expect(mocks[0]!.trang_thai).toBe('dangNhap');
    for (const m of mocks) expect(m.results).toBe(m.members);
    const analysis = await t.api<PhanTichBaiThi>('GET', `/api/DiemCam/phanTich/${mocks[1]!.id}`, { as: 'daotao' });
    expect(analysis.status).toBe(200);
    expect(analysis.body.data.baiThi.nguongDiem).toEqual(GEO_THRESHOLDS);
    expect(analysis.body.data.baiThi.tongToiDa).toBe(200);
    expect(analysis.body.data.soCoDiem).toBeGreaterThan(0);
    expect(analysis.body.data.soSanhLop.length).toBeGreaterThanOrEqual(2);
    const progression = await rowsOf<{ n: number }>(
      sql`select cast(count(*) as integer) as n from bai_thi_cam where loai = 'progressionTest'`,
    );
    expect(progression[0]!.n).toBeGreaterThan(0);
  });
});
