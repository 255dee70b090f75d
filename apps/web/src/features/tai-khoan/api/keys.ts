/** Query keys of the tai-khoan feature (accounts): every key starts with the feature name. */
export const taiKhoanKeys = {
  all: ['tai-khoan'] as const,
  list: (query: object) => [...taiKhoanKeys.all, 'list', query] as const,
  staffOptions: (search: string) => [...taiKhoanKeys.all, 'staff-options', search] as const,
};
