/** Query keys of the diem-vn feature: one factory, every key starts with the feature name. */
export const diemVnKeys = {
  all: ['diem-vn'] as const,
  classes: (query: object) => [...diemVnKeys.all, 'classes', query] as const,
  gradebook: (id: number) => [...diemVnKeys.all, 'gradebook', id] as const,
  history: (id: number, cell: object) => [...diemVnKeys.all, 'history', id, cell] as const,
  windows: (namHocId: number | null) => [...diemVnKeys.all, 'windows', namHocId] as const,
  subjects: (namHocId: number | null) => [...diemVnKeys.all, 'subjects', namHocId] as const,
  settings: (namHocId: number | null) => [...diemVnKeys.all, 'settings', namHocId] as const,
  requests: (query: object) => [...diemVnKeys.all, 'requests', query] as const,
  homerooms: (query: object) => [...diemVnKeys.all, 'homerooms', query] as const,
  conduct: (id: number) => [...diemVnKeys.all, 'conduct', id] as const,
  summary: (id: number, hocKy: number) => [...diemVnKeys.all, 'summary', id, hocKy] as const,
  primaryClasses: (query: object) => [...diemVnKeys.all, 'primary-classes', query] as const,
  primaryGradebook: (id: number) => [...diemVnKeys.all, 'primary-gradebook', id] as const,
  primaryHistory: (id: number, cell: object) => [...diemVnKeys.all, 'primary-history', id, cell] as const,
  primaryHomerooms: (query: object) => [...diemVnKeys.all, 'primary-homerooms', query] as const,
  primaryQualities: (id: number) => [...diemVnKeys.all, 'primary-qualities', id] as const,
  primarySummary: (id: number) => [...diemVnKeys.all, 'primary-summary', id] as const,
  primaryReport: (hocSinhId: number | null, namHocId: number | null) =>
    [...diemVnKeys.all, 'primary-report', hocSinhId, namHocId] as const,
  report: (hocSinhId: number | null, namHocId: number | null) =>
    [...diemVnKeys.all, 'report', hocSinhId, namHocId] as const,
};
