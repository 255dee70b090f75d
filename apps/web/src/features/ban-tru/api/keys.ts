/** Query keys of the semi-boarding feature: one factory, every key starts with the feature name. */
export const banTruKeys = {
  all: ['ban-tru'] as const,
  classMonth: (lopQuanLyId: number, thang: string) => [...banTruKeys.all, 'classMonth', lopQuanLyId, thang] as const,
  month: (thang: string) => [...banTruKeys.all, 'month', thang] as const,
  kitchen: (ngay: string) => [...banTruKeys.all, 'kitchen', ngay] as const,
  pending: () => [...banTruKeys.all, 'pending'] as const,
  periods: () => [...banTruKeys.all, 'periods'] as const,
  periodClasses: (id: number) => [...banTruKeys.all, 'periodClasses', id] as const,
};
