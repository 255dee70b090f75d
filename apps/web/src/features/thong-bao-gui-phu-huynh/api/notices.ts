import type { Page } from '@hpl/shared/api';
import type {
  GuiKhoiInput,
  GuiKhoiKetQua,
  GuiThongBaoInput,
  TepDinhKem,
  ThongBaoChiTiet,
  ThongBaoGuiPhuHuynh,
  ThongBaoGuiPhuHuynhInput,
} from '@hpl/shared/thong-bao-gui-phu-huynh/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { thongBaoGuiPhuHuynhKeys as keys } from './keys';

const BASE = '/ThongBaoGuiPhuHuynh';
/** Attachments can be 10 MB: longer than the client's default 5 s. */
const UPLOAD_TIMEOUT_MS = 2 * 60_000;

/** `GET /api/ThongBaoGuiPhuHuynh/danhSachThongBaoGuiPhuHuynh?lopQuanLyId=`: a class's notices with delivery counts. */
export function useNotices(lopQuanLyId: number | null) {
  return useQuery({
    queryKey: keys.list(lopQuanLyId ?? 0),
    queryFn: ({ signal }) =>
      api.get<Page<ThongBaoGuiPhuHuynh>>(`${BASE}/danhSachThongBaoGuiPhuHuynh`, {
        query: { lopQuanLyId: lopQuanLyId ?? 0, pageSize: -1 },
        signal,
      }),
    enabled: lopQuanLyId !== null,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/ThongBaoGuiPhuHuynh/{id}`: the notice with each guardian's delivery, opening and acknowledgement. */
export function useNotice(id: number | null) {
  return useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<ThongBaoChiTiet>(`${BASE}/${id}`, { signal }),
    enabled: id !== null,
    // Deliveries, openings and acknowledgements arrive while the teacher looks; every 2 s while e-mails go out.
    refetchInterval: (query) => (query.state.data && sendingProgress(query.state.data).waiting > 0 ? 2_000 : 10_000),
  });
}

/** How far the e-mails of a notice have gone: handed to the mail server (or bounced) out of those with an address. */
export function sendingProgress(notice: Pick<ThongBaoChiTiet, 'nguoiNhan'>) {
  const withMail = notice.nguoiNhan.filter((g) => g.email && g.trangThaiEmail !== 'khong_gui');
  const waiting = withMail.filter((g) => g.trangThaiEmail === 'cho_gui' || g.trangThaiEmail === 'dang_gui').length;
  return { total: withMail.length, done: withMail.length - waiting, waiting };
}

function useNoticeMutation<V, R>(run: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** `POST /api/ThongBaoGuiPhuHuynh`: a draft. */
export const useCreateNotice = () =>
  useNoticeMutation((input: ThongBaoGuiPhuHuynhInput) => api.post<{ id: number }>(BASE, input));

/** `PUT /api/ThongBaoGuiPhuHuynh/{id}`: a draft's new text, recipients and files (with the version it was based on). */
export const useUpdateNotice = () =>
  useNoticeMutation(({ id, ...input }: ThongBaoGuiPhuHuynhInput & { id: number }) =>
    api.put<{ id: number }>(`${BASE}/${id}`, input),
  );

/** `POST /api/ThongBaoGuiPhuHuynh/{id}/gui`: now, or scheduled. */
export const useSendNotice = () =>
  useNoticeMutation(({ id, ...input }: GuiThongBaoInput & { id: number }) =>
    api.post<{ trangThai: string; soNguoiNhan: number }>(`${BASE}/${id}/gui`, input),
  );

/** `POST /api/ThongBaoGuiPhuHuynh/guiKhoi`: the office's notice to every class of a grade level, now or scheduled. */
export const useSendToGradeLevel = () =>
  useNoticeMutation((input: GuiKhoiInput) => api.post<GuiKhoiKetQua>(`${BASE}/guiKhoi`, input));

/** `POST /api/ThongBaoGuiPhuHuynh/{id}/guiLai`: again to the guardians who have not opened it. */
export const useResendNotice = () =>
  useNoticeMutation((id: number) => api.post<{ soNguoiNhan: number }>(`${BASE}/${id}/guiLai`));

/** `POST /api/ThongBaoGuiPhuHuynh/{id}/thuHoi`. */
export const useRecallNotice = () => useNoticeMutation((id: number) => api.post<unknown>(`${BASE}/${id}/thuHoi`));

/** `DELETE /api/ThongBaoGuiPhuHuynh/{id}` (drafts). */
export const useDeleteNotice = () => useNoticeMutation((id: number) => api.delete<unknown>(`${BASE}/${id}`));

/** `POST /api/ThongBaoGuiPhuHuynh/{id}/nguoiNhan/{nguoiNhanId}/thuHoiLienKet`. */
export const useRevokeLink = () =>
  useNoticeMutation(({ id, nguoiNhanId }: { id: number; nguoiNhanId: number }) =>
    api.post<unknown>(`${BASE}/${id}/nguoiNhan/${nguoiNhanId}/thuHoiLienKet`),
  );

/** `POST /api/ThongBaoGuiPhuHuynh/tepDinhKem` (multipart `file`): the server decides the type from the bytes. */
export function uploadAttachment(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<TepDinhKem>(`${BASE}/tepDinhKem`, form, { timeoutMs: UPLOAD_TIMEOUT_MS });
}

/** A stored attachment for signed-in staff (the medias download route and its policy). */
export const staffAttachmentUrl = (fileId: number) => `/api/medias/files/${fileId}/download`;
