import type { Page } from '@hpl/shared/api';
import type { MonHocCam } from '@hpl/shared/diem-cam/cau-hinh';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemCamCauHinhKeys } from './cau-hinh-keys';

export interface ScopeOption {
  value: number;
  label: string;
}
export interface ScopeOptions {
  years: ScopeOption[];
  programmes: ScopeOption[];
  grades: ScopeOption[];
  subjects: ScopeOption[];
}

interface Named {
  id: number;
}

/**
 * The choices of a conversion scale's scope: academic years, programmes, grade levels (master data lists) and the
 * Cambridge subjects, each list read once (`pageSize=-1`).
 */
export async function fetchScopeOptions(signal?: AbortSignal): Promise<ScopeOptions> {
  const all = { pageSize: -1 };
  const [years, programmes, grades, subjects] = await Promise.all([
    api.get<Page<Named & { tenNamHoc: string }>>('/NamHoc/danhSachNamHoc', { query: all, signal }),
    api.get<Page<Named & { tenHeHoc: string }>>('/HeHoc/danhSachHeHoc', { query: all, signal }),
    api.get<Page<Named & { tenKhoi: string }>>('/Khoi/danhSachKhoi', { query: { ...all, sort: 'thuTu' }, signal }),
    api.get<Page<MonHocCam>>('/DiemCam/danhSachMonHoc', { query: all, signal }),
  ]);
  return {
    years: years.items.map((y) => ({ value: y.id, label: y.tenNamHoc })),
    programmes: programmes.items.map((p) => ({ value: p.id, label: p.tenHeHoc })),
    grades: grades.items.map((g) => ({ value: g.id, label: g.tenKhoi })),
    subjects: subjects.items.map((s) => ({
      value: s.monHocId,
      label: s.maSyllabus ? `${s.maSyllabus} ${s.tenMonHoc}` : s.tenMonHoc,
    })),
  };
}

export function useScopeOptions() {
  return useQuery({
    queryKey: diemCamCauHinhKeys.scopeOptions(),
    queryFn: ({ signal }) => fetchScopeOptions(signal),
    staleTime: 5 * 60_000,
  });
}
