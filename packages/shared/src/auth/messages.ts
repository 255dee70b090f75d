import { registerMessages } from '../messages';

/** Messages of the sign-in API (the sign-in pages themselves are rendered by the server with their own texts). */
registerMessages({
  'auth.returnUrl.local': {
    vi: 'Địa chỉ quay lại phải là một đường dẫn trong cổng thông tin.',
    en: 'The return address must be a path inside the portal.',
  },
  'auth.password.tooWeak': {
    vi: 'Mật khẩu phải có ít nhất 10 ký tự, gồm cả chữ và số.',
    en: 'The password needs at least 10 characters, with letters and digits.',
  },
  'auth.account.notFound': { vi: 'Không tìm thấy tài khoản.', en: 'Account not found.' },
});
