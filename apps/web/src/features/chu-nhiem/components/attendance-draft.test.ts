import type { HocSinhChuNhiem } from '@hpl/shared/chu-nhiem/contract';
import { describe, expect, it } from 'vitest';
import { countDraft, draftOf, hasChanges, statusOfKey } from './attendance-draft';

const student = (hocSinhId: number, trangThaiHomNay: HocSinhChuNhiem['trangThaiHomNay']): HocSinhChuNhiem => ({
  hocSinhId,
  maHocSinh: `HS${hocSinhId}`,
  hoTen: `Học sinh ${hocSinhId}`,
  gioiTinh: null,
  ngaySinh: null,
  anhDaiDien: null,
  phuHuynh: [],
  trangThaiHomNay,
  ghiChuHomNay: null,
  vangCoPhep: 0,
  vangKhongPhep: 0,
  diMuon: 0,
});

describe('attendance draft', () => {
  it('defaults to present and keeps what is recorded', () => {
    const students = [student(1, null), student(2, 'di_muon')];
    const draft = draftOf(students);
    expect(draft[1]!.trangThai).toBe('co_mat');
    expect(draft[2]!.trangThai).toBe('di_muon');
    expect(countDraft(draft)).toEqual({ co_mat: 1, vang_co_phep: 0, vang_khong_phep: 0, di_muon: 1 });
  });

  it('counts a student not yet recorded as a change, and a stored day as none', () => {
    expect(hasChanges([student(1, null)], draftOf([student(1, null)]))).toBe(true);
    const stored = [student(1, 'co_mat')];
    expect(hasChanges(stored, draftOf(stored))).toBe(false);
    expect(hasChanges(stored, { 1: { trangThai: 'co_mat', ghiChu: 'Ốm' } })).toBe(true);
  });

  it('maps one key to one status', () => {
    expect(['1', '2', '3', '4', 'X', 'p', 'k', 'm', 'z'].map(statusOfKey)).toEqual([
      'co_mat',
      'vang_co_phep',
      'vang_khong_phep',
      'di_muon',
      'co_mat',
      'vang_co_phep',
      'vang_khong_phep',
      'di_muon',
      null,
    ]);
  });
});
