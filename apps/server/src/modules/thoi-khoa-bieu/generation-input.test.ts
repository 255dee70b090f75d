import { describe, expect, it } from 'vitest';
import {
  buildSolverInput,
  type GenerationData,
  lessonsFromPlacements,
  periodsPerWeek,
  storedReasons,
} from './generation-input';
import { solve } from './solver';

const data = (over: Partial<GenerationData> = {}): GenerationData => ({
  settings: { soNgayHoc: 5, soTietNgay: 6, soTietSang: 3, soTuanNam: 35, tietCam: [] },
  hocKyId: 1,
  assignments: [
    { id: 10, monHocId: 1, lopQuanLyId: 100, hocKyId: null, soTietNam: 140, giaoVienIds: [7] },
    { id: 11, monHocId: 2, lopQuanLyId: 100, hocKyId: null, soTietNam: 70, giaoVienIds: [8] },
    { id: 12, monHocId: 1, lopQuanLyId: 101, hocKyId: null, soTietNam: 140, giaoVienIds: [7] },
    { id: 13, monHocId: 3, lopQuanLyId: 101, hocKyId: 2, soTietNam: 70, giaoVienIds: [8] },
  ],
  classes: [
    { id: 100, phongId: 500, gvcnId: 8 },
    { id: 101, phongId: 501, gvcnId: 9 },
  ],
  rooms: [
    { id: 500, loaiPhongId: 1 },
    { id: 501, loaiPhongId: 1 },
    { id: 600, loaiPhongId: 2 },
  ],
  subjects: new Map([[2, { loaiPhongId: 2, tietDoi: true, monNang: false }]]),
  unavailable: [{ nhanVienId: 7, thu: 0, tiet: 1 }],
  preferred: [{ nhanVienId: 8, thu: 2 }],
  ...over,
});

describe('the solver input built from teaching assignments', () => {
  it('turns periods a year into periods a week', () => {
    expect(periodsPerWeek(140, 35)).toBe(4);
    expect(periodsPerWeek(10, 35)).toBe(1);
    expect(periodsPerWeek(0, 35)).toBe(0);
  });

  it('pins the flag ceremony and the class meeting, keeps the term, asks for double periods and room types', () => {
    const input = buildSolverInput(data());
    const ids = input.activities.map((a) => a.id);
    expect(ids.slice(0, 4)).toEqual([
      'hd:chao_co:100',
      'hd:sinh_hoat_lop:100',
      'hd:chao_co:101',
      'hd:sinh_hoat_lop:101',
    ]);
    expect(ids.some((id) => id.startsWith('lmh:13:'))).toBe(false);
    expect(input.activities.find((a) => a.id === 'lmh:11:d:100')).toMatchObject({
      duration: 2,
      perWeek: 1,
      roomType: '2',
    });
    expect(input.activities.find((a) => a.id === 'lmh:10:s:100')).toMatchObject({ perWeek: 4, homeRoomId: 500 });
    expect(input.teachers.find((t) => t.id === 7)?.unavailable).toEqual([{ day: 0, period: 1 }]);
    expect(input.teachers.find((t) => t.id === 8)?.preferredDays).toEqual([2]);
  });

  it('stores placed lessons without the stand-in teachers that hold the pins, pins where they belong', () => {
    const input = buildSolverInput(data());
    const result = solve(input);
    expect(result.ok).toBe(true);
    const lessons = lessonsFromPlacements(input, result.placements);
    expect(lessons.every((l) => l.giaoVienIds.every((id) => id > 0))).toBe(true);
    const flag = lessons.filter((l) => l.hoatDong === 'chao_co');
    expect(flag.map((l) => [l.thu, l.tiet])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    const meeting = lessons.find((l) => l.hoatDong === 'sinh_hoat_lop' && l.lopQuanLyId === 100)!;
    expect([meeting.thu, meeting.tiet, meeting.giaoVienIds]).toEqual([4, 2, [8]]);
    expect(lessons.filter((l) => l.lopMonHocId === 10)).toHaveLength(4);
  });

  it('puts a mixed group (no homeroom class) in the sets of its members’ classes, stored without a homeroom class', () => {
    const mixed = data({
      assignments: [{ id: 30, monHocId: 9, lopQuanLyId: null, hocKyId: null, soTietNam: 70, giaoVienIds: [5] }],
      mixedSets: new Map([[30, [100, 101]]]),
    });
    const input = buildSolverInput(mixed);
    expect(input.activities.find((a) => a.id === 'lmh:30:s:0')?.studentSetIds).toEqual([100, 101]);
    const result = solve(input);
    const lessons = lessonsFromPlacements(input, result.placements).filter((l) => l.lopMonHocId === 30);
    expect(lessons).toHaveLength(2);
    expect(lessons.every((l) => l.lopQuanLyId === null)).toBe(true);
    const pinned = lessonsFromPlacements(input, result.placements).filter((l) => l.hoatDong !== null);
    for (const lesson of lessons)
      expect(pinned.some((p) => p.thu === lesson.thu && p.tiet === lesson.tiet)).toBe(false);
  });

  it('names the subject classes, classes and teachers of what cannot be placed', () => {
    const overloaded = data({
      assignments: [
        { id: 20, monHocId: 1, lopQuanLyId: 100, hocKyId: null, soTietNam: 35 * 5, giaoVienIds: [7] },
        { id: 21, monHocId: 2, lopQuanLyId: 101, hocKyId: null, soTietNam: 35 * 5, giaoVienIds: [7] },
        { id: 22, monHocId: 3, lopQuanLyId: 101, hocKyId: null, soTietNam: 35 * 5, giaoVienIds: [7] },
        { id: 23, monHocId: 4, lopQuanLyId: 100, hocKyId: null, soTietNam: 35 * 5, giaoVienIds: [7] },
        { id: 24, monHocId: 5, lopQuanLyId: 100, hocKyId: null, soTietNam: 35 * 5, giaoVienIds: [7] },
        { id: 25, monHocId: 6, lopQuanLyId: 101, hocKyId: null, soTietNam: 35 * 5, giaoVienIds: [7] },
        { id: 26, monHocId: 7, lopQuanLyId: 101, hocKyId: null, soTietNam: 35 * 5, giaoVienIds: [7] },
      ],
      subjects: new Map(),
    });
    const input = buildSolverInput(overloaded);
    const result = solve(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const reasons = storedReasons(input, result.reasons);
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.flatMap((r) => r.nhanVienIds)).toContain(7);
    expect(reasons.flatMap((r) => r.lopMonHocIds).length).toBeGreaterThan(0);
    expect(reasons.flatMap((r) => r.lopQuanLyIds).some((id) => id === 100 || id === 101)).toBe(true);
    expect(reasons.flatMap((r) => r.nhanVienIds).every((id) => id > 0)).toBe(true);
  });
});
