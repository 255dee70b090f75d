import type { Authority } from '../auth';

/**
 * Who may call the DiemCam API. The route authority only opens the door to teachers and the Cambridge grades office;
 * which subject classes and exams exist for the caller is the server policy's business (`diem-cam.policy.ts`): a
 * teacher reaches only the Cambridge subject classes they teach, QuanLyDiemCam reaches every one, anything else → 404.
 */
export const diemCamAuthority = {
  read: { anyOf: [{ role: ['GiaoVien'] }, ['QuanLyDiemCam']] },
  write: { anyOf: [{ role: ['GiaoVien'] }, ['QuanLyDiemCam']] },
} as const satisfies Record<'read' | 'write', Authority>;
