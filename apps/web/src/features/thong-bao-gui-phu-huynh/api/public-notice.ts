import type { ThongBaoCongKhai } from '@hpl/shared/thong-bao-gui-phu-huynh/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { thongBaoGuiPhuHuynhKeys as keys } from './keys';

/** `GET /api/ThongBaoGuiPhuHuynh/congKhai?t=`: the notice a guardian's signed link opens (no account). */
export function usePublicNotice(token: string) {
  return useQuery({
    queryKey: keys.publicNotice(token),
    queryFn: ({ signal }) =>
      api.get<ThongBaoCongKhai>('/ThongBaoGuiPhuHuynh/congKhai', { query: { t: token }, signal, silent: true }),
    enabled: token !== '',
    retry: false,
  });
}

/** `POST /api/ThongBaoGuiPhuHuynh/congKhai/xacNhan?t=`: the guardian acknowledges having read it. */
export function useAcknowledge(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ xacNhanLuc: string }>('/ThongBaoGuiPhuHuynh/congKhai/xacNhan', undefined, { query: { t: token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.publicNotice(token) }),
  });
}

/** The portal page that downloads one attachment with the link (spec route `/thongbaoguiphuhuynh/{id}/download`). */
export const attachmentPageUrl = (fileId: number, token: string) =>
  `/thongbaoguiphuhuynh/${fileId}/download?t=${encodeURIComponent(token)}`;

/** The API address of the attachment itself. */
export const attachmentApiUrl = (fileId: number, token: string) =>
  `/api/ThongBaoGuiPhuHuynh/congKhai/tep/${fileId}?t=${encodeURIComponent(token)}`;
