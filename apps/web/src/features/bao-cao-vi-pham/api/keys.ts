/** Query keys of the bao-cao-vi-pham feature: one factory, every key starts with the feature name. */
export const viPhamKeys = {
  all: ['bao-cao-vi-pham'] as const,
  codes: (query: object) => [...viPhamKeys.all, 'codes', query] as const,
  list: (query: object) => [...viPhamKeys.all, 'list', query] as const,
  detail: (id: number) => [...viPhamKeys.all, 'detail', id] as const,
  students: (search: string) => [...viPhamKeys.all, 'students', search] as const,
  behaviourClasses: () => [...viPhamKeys.all, 'behaviour', 'classes'] as const,
  behaviour: (lopQuanLyId: number, hocKy: number) => [...viPhamKeys.all, 'behaviour', lopQuanLyId, hocKy] as const,
  staffReports: (view: string, query: object) => [...viPhamKeys.all, 'staff', view, query] as const,
  staff: (search: string) => [...viPhamKeys.all, 'staff-search', search] as const,
  statistics: (query: object) => [...viPhamKeys.all, 'statistics', query] as const,
  behaviourSettings: () => [...viPhamKeys.all, 'behaviour', 'settings'] as const,
  behaviourReport: (hocKy: number) => [...viPhamKeys.all, 'behaviour', 'report', hocKy] as const,
  staffStatistics: (query: object) => [...viPhamKeys.all, 'staff-statistics', query] as const,
  disciplineCriteria: (all: boolean) => [...viPhamKeys.all, 'class-discipline', 'criteria', all] as const,
  disciplineWeek: (tuan: string) => [...viPhamKeys.all, 'class-discipline', 'week', tuan] as const,
  disciplineRanking: (query: object) => [...viPhamKeys.all, 'class-discipline', 'ranking', query] as const,
};
