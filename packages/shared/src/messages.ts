/**
 * Server-side messages (validation and business errors) in both languages. The server answers in the request's
 * language; keys are also the `message` of the zod contracts so the same text shows in forms.
 * Each domain adds its own block; `{name}` placeholders are filled from params.
 */
type Catalogue = Record<string, { vi: string; en: string }>;

const common: Catalogue = {
  'error.validation': { vi: 'Dữ liệu không hợp lệ.', en: 'The data is not valid.' },
  'error.unauthenticated': {
    vi: 'Đăng nhập hết hạn, vui lòng đăng nhập lại.',
    en: 'Your session has expired, please sign in again.',
  },
  'error.forbidden': { vi: 'Bạn không có quyền thực hiện thao tác này.', en: 'You do not have permission to do this.' },
  'error.notFound': { vi: 'Không tìm thấy dữ liệu.', en: 'Not found.' },
  'error.crossSite': {
    vi: 'Yêu cầu không đến từ cổng thông tin nên đã bị từ chối.',
    en: 'The request did not come from the portal and was refused.',
  },
  'error.routeNotFound': { vi: 'Không tìm thấy đường dẫn {path}.', en: 'No such address: {path}.' },
  'error.conflict': {
    vi: 'Dữ liệu đã được người khác thay đổi. Vui lòng tải lại và thử lại.',
    en: 'Someone else changed this record meanwhile. Reload it and try again.',
  },
  'error.internal': {
    vi: 'Lỗi hệ thống. Vui lòng thử lại sau.',
    en: 'Something went wrong on the server. Please try again later.',
  },
  'error.tooManyRequests': {
    vi: 'Quá nhiều yêu cầu. Vui lòng thử lại sau {after}.',
    en: 'Too many requests. Try again in {after}.',
  },
  'error.payloadTooLarge': { vi: 'Tệp hoặc dữ liệu gửi lên quá lớn.', en: 'The file or data sent is too large.' },
  'error.badJson': { vi: 'Nội dung gửi lên không phải JSON hợp lệ.', en: 'The request body is not valid JSON.' },
  'error.field': { vi: '{field}: {message}', en: '{field}: {message}' },
  'error.invalidType': { vi: 'sai kiểu dữ liệu, cần {expected}', en: 'wrong type, expected {expected}' },
  'error.required': { vi: 'bắt buộc', en: 'is required' },
  'error.tooSmall': { vi: 'quá nhỏ hoặc quá ngắn', en: 'is too small or too short' },
  'error.tooBig': { vi: 'quá lớn hoặc quá dài', en: 'is too big or too long' },
  'error.invalidFormat': { vi: 'sai định dạng', en: 'has the wrong format' },
  'error.invalidValue': { vi: 'giá trị không hợp lệ', en: 'has an invalid value' },
  'error.sortField': {
    vi: 'Không sắp xếp được theo "{field}". Cho phép: {allowed}.',
    en: 'Cannot sort by "{field}". Allowed: {allowed}.',
  },
  'error.unknownKeys': { vi: 'có trường không được phép: {keys}', en: 'has fields that are not allowed: {keys}' },
  'jobs.failed': {
    vi: 'Công việc chạy nền gặp lỗi và đã dừng. Vui lòng thử lại.',
    en: 'The background task ran into an error and stopped. Please try again.',
  },
  'jobs.abandoned': {
    vi: 'Máy chủ chạy công việc này đã dừng giữa chừng. Vui lòng thử lại.',
    en: 'The server running this task stopped before it finished. Please try again.',
  },
};

const namHoc: Catalogue = {
  'namHoc.tenNamHoc.required': { vi: 'Tên năm học không được để trống.', en: 'The academic year name is required.' },
  'namHoc.tenNamHoc.tooLong': {
    vi: 'Tên năm học tối đa 50 ký tự.',
    en: 'The academic year name has at most 50 characters.',
  },
  'namHoc.tenNamHoc.duplicate': {
    vi: 'Năm học "{name}" đã tồn tại.',
    en: 'The academic year "{name}" already exists.',
  },
  'namHoc.dates.order': {
    vi: 'Ngày kết thúc phải sau ngày bắt đầu.',
    en: 'The end date must be after the start date.',
  },
  'namHoc.hasClasses': {
    vi: 'Không thể xoá năm học "{name}" vì đang có lớp học thuộc năm học này.',
    en: 'The academic year "{name}" cannot be deleted: it still has classes.',
  },
  'namHoc.isActive': {
    vi: 'Không thể xoá năm học đang hoạt động. Hãy kích hoạt năm học khác trước.',
    en: 'The active academic year cannot be deleted. Activate another year first.',
  },
  'namHoc.mustKeepActive': {
    vi: 'Phải luôn có một năm học đang hoạt động. Hãy kích hoạt năm học khác thay vì tắt năm học này.',
    en: 'One academic year must stay active. Activate another year instead of deactivating this one.',
  },
};

const registry: Catalogue[] = [common, namHoc];

export type Lang = 'vi' | 'en';

/** Adds a domain's catalogue (called once per domain module at import time). */
export function registerMessages(catalogue: Catalogue): void {
  registry.push(catalogue);
}

export function translateMessage(key: string, lang: Lang, params: Record<string, string | number> = {}): string {
  for (let i = registry.length - 1; i >= 0; i--) {
    const entry = registry[i]![key];
    if (entry)
      return entry[lang].replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
  }
  return key;
}
