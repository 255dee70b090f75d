import type { MonHocVn, MonHocVnInput } from '@hpl/shared/diem-vn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemVnKeys } from './keys';

/** `GET /api/DiemVN/monHoc`: each national-programme subject's assessment per grade level of a year. */
export function fetchSubjects(namHocId: number, signal?: AbortSignal): Promise<MonHocVn[]> {
  return api.get<MonHocVn[]>('/DiemVN/monHoc', { query: { namHocId }, signal });
}

export function useSubjects(namHocId: number | null) {
  return useQuery({
    queryKey: diemVnKeys.subjects(namHocId),
    queryFn: ({ signal }) => fetchSubjects(namHocId!, signal),
    enabled: namHocId !== null,
  });
}

/** `PUT /api/DiemVN/monHoc`: sets one subject's assessment in a grade level (the classes' averages follow). */
export function saveSubject(input: MonHocVnInput): Promise<MonHocVn> {
  return api.put<MonHocVn>('/DiemVN/monHoc', input);
}

export function useSaveSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSubject,
    onSettled: () => queryClient.invalidateQueries({ queryKey: diemVnKeys.all }),
  });
}
