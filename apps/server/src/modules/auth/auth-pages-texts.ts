import type { Lang } from '@hpl/shared';

/** Every text of the server-rendered sign-in, account and callback pages, in both languages. */
const texts = {
  appName: { vi: 'Cổng thông tin HPL', en: 'HPL Portal' },
  signInTitle: { vi: 'Đăng nhập', en: 'Sign in' },
  signInLead: { vi: 'Đăng nhập bằng tài khoản của trường.', en: 'Sign in with your school account.' },
  username: { vi: 'Tên đăng nhập', en: 'Username' },
  password: { vi: 'Mật khẩu', en: 'Password' },
  signInButton: { vi: 'Đăng nhập', en: 'Sign in' },
  cancel: { vi: 'Huỷ', en: 'Cancel' },
  wrongPassword: { vi: 'Tên đăng nhập hoặc mật khẩu không đúng.', en: 'Wrong username or password.' },
  locked: {
    vi: 'Tài khoản đã bị khoá. Vui lòng liên hệ quản trị viên.',
    en: 'This account is locked. Please contact the administrator.',
  },
  throttled: {
    vi: 'Bạn đã nhập sai quá nhiều lần. Vui lòng thử lại sau {after}.',
    en: 'Too many failed attempts. Try again in {after}.',
  },
  missingFields: { vi: 'Vui lòng nhập tên đăng nhập và mật khẩu.', en: 'Enter your username and password.' },
  seconds: { vi: '{n} giây', en: '{n} seconds' },
  minutes: { vi: '{n} phút', en: '{n} minutes' },
  requestExpired: {
    vi: 'Phiên đăng nhập đã hết hạn hoặc không hợp lệ. Vui lòng bắt đầu lại.',
    en: 'This sign-in request has expired or is not valid. Please start again.',
  },
  startAgain: { vi: 'Đăng nhập lại', en: 'Sign in again' },
  errorTitle: { vi: 'Không thể đăng nhập', en: 'Sign-in failed' },
  errorLead: {
    vi: 'Máy chủ định danh không xử lý được yêu cầu.',
    en: 'The identity provider could not handle the request.',
  },
  errorCode: { vi: 'Mã lỗi', en: 'Error code' },
  backHome: { vi: 'Về trang chủ', en: 'Back to the portal' },
  signOutTitle: { vi: 'Đăng xuất', en: 'Sign out' },
  signOutLead: { vi: 'Đang đăng xuất khỏi cổng thông tin…', en: 'Signing you out of the portal…' },
  signOutButton: { vi: 'Đăng xuất', en: 'Sign out' },
  stay: { vi: 'Ở lại', en: 'Stay signed in' },
  signedOut: { vi: 'Bạn đã đăng xuất.', en: 'You are signed out.' },
  continue: { vi: 'Tiếp tục', en: 'Continue' },
  redirecting: { vi: 'Đang chuyển trang…', en: 'Redirecting…' },
  callbackFailed: {
    vi: 'Đăng nhập không thành công. Vui lòng thử lại.',
    en: 'Sign-in did not complete. Please try again.',
  },
  noPortalAccount: {
    vi: 'Tài khoản này chưa được cấp quyền sử dụng cổng thông tin. Vui lòng liên hệ quản trị viên.',
    en: 'This account has no access to the portal. Please contact the administrator.',
  },
  providerUnreachable: {
    vi: 'Không kết nối được máy chủ định danh. Vui lòng thử lại sau.',
    en: 'The identity provider cannot be reached. Please try again later.',
  },
  accountTitle: { vi: 'Tài khoản', en: 'Account' },
  changePassword: { vi: 'Đổi mật khẩu', en: 'Change password' },
  signedInAs: { vi: 'Đang đăng nhập: {name} ({username})', en: 'Signed in as {name} ({username})' },
  currentPassword: { vi: 'Mật khẩu hiện tại', en: 'Current password' },
  newPassword: { vi: 'Mật khẩu mới', en: 'New password' },
  confirmPassword: { vi: 'Nhập lại mật khẩu mới', en: 'Repeat the new password' },
  passwordRule: {
    vi: 'Ít nhất 10 ký tự, gồm chữ và số.',
    en: 'At least 10 characters, with letters and digits.',
  },
  save: { vi: 'Lưu', en: 'Save' },
  passwordChanged: {
    vi: 'Đã đổi mật khẩu. Các phiên đăng nhập khác đã được đăng xuất.',
    en: 'Password changed. Your other sessions have been signed out.',
  },
  currentPasswordWrong: { vi: 'Mật khẩu hiện tại không đúng.', en: 'The current password is wrong.' },
  passwordTooWeak: {
    vi: 'Mật khẩu mới phải có ít nhất 10 ký tự, gồm cả chữ và số.',
    en: 'The new password needs at least 10 characters, with letters and digits.',
  },
  passwordMismatch: { vi: 'Hai mật khẩu mới không khớp.', en: 'The two new passwords differ.' },
  noLocalPassword: {
    vi: 'Tài khoản này đăng nhập qua máy chủ định danh bên ngoài; hãy đổi mật khẩu tại đó.',
    en: 'This account signs in through an external identity provider; change the password there.',
  },
  backToPortal: { vi: 'Quay lại cổng thông tin', en: 'Back to the portal' },
  languageSwitch: { vi: 'Ngôn ngữ', en: 'Language' },
} as const;

export type TextKey = keyof typeof texts;

export function text(lang: Lang, key: TextKey, params: Record<string, string | number> = {}): string {
  return texts[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** "45 giây" / "3 minutes": how long to wait before trying again. */
export function describeWait(lang: Lang, seconds: number): string {
  return seconds < 90
    ? text(lang, 'seconds', { n: Math.max(1, Math.ceil(seconds)) })
    : text(lang, 'minutes', { n: Math.ceil(seconds / 60) });
}
