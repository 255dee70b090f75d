import { api, saveBlob } from '../../../lib/api';

/** `GET /api/BienBanDuGio/{id}/pdf`: the printed minute (server-rendered, in the interface language), saved. */
export async function downloadMinutePdf(id: number) {
  const fileName = `bien-ban-du-gio-${id}.pdf`;
  saveBlob(await api.download(`/BienBanDuGio/${id}/pdf`, { fileName }), fileName);
}
