import { z } from 'zod';
import { zText } from '../input/primitives';
import { zAvatarKey } from '../medias/contract';
import './messages';

/** `GET /api/auth/me`: who is signed in, what they may do, and the links the shell shows. */
export const zMe = z.object({
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    hoTen: z.string(),
    /** Key of the photo: `avatarUrl()` of medias/paths gives its address. */
    anhDaiDien: zAvatarKey.nullable(),
  }),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  nhanVien: z
    .object({
      id: z.number().int(),
      maNhanVien: z.string(),
      hoTen: z.string(),
      anhDaiDien: zAvatarKey.nullable(),
      phongBan: z.string().nullable(),
      phongBanEn: z.string().nullable(),
      chucVu: z.string().nullable(),
      chucVuEn: z.string().nullable(),
    })
    .nullable(),
  hocSinh: z
    .object({
      id: z.number().int(),
      maHocSinh: z.string(),
      hoTen: z.string(),
      anhDaiDien: zAvatarKey.nullable(),
      lop: z.string().nullable(),
    })
    .nullable(),
  /** When the session ends (ISO); the shell warns and returns to /login after it. */
  sessionExpiresAt: z.string(),
  links: z.object({
    /** The identity provider's account page (password, profile). */
    account: z.string().nullable(),
    soTayNguoiLaoDong: z.string().nullable(),
    baoHiemSucKhoe: z.string().nullable(),
    khaoSatForm: z.string().nullable(),
  }),
});
export type Me = z.infer<typeof zMe>;

/** `POST /api/auth/logout` answers where the browser goes next (the provider's end-session URL). */
export const zLogoutResult = z.object({ redirectUrl: z.string() });

/**
 * Sign-in is a browser navigation, not an API call: `GET /api/auth/login?returnUrl=/path` redirects to the identity
 * provider; the provider returns to `/signin-callback`, which sets the `Authorization` cookie and goes to returnUrl.
 */
export const zLoginQuery = z.object({
  returnUrl: zText()
    .regex(/^\/(?![/\\])/, { message: 'auth.returnUrl.local' })
    .max(2000)
    .optional(),
  lang: z.enum(['vi', 'en']).optional(),
});
