/** Query keys of the diem-danh feature (attendance): every key starts with the feature name. */
export const diemDanhKeys = {
  all: ['diem-danh'] as const,
  statistics: (query: object) => [...diemDanhKeys.all, 'statistics', query] as const,
  myMonth: (thang: string) => [...diemDanhKeys.all, 'my-month', thang] as const,
  corrections: (scope: 'mine' | 'all', query: object) => [...diemDanhKeys.all, 'corrections', scope, query] as const,
};
