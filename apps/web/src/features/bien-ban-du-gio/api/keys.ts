/** Query keys of the bien-ban-du-gio feature: one factory, every key starts with the feature name. */
export const duGioKeys = {
  all: ['bien-ban-du-gio'] as const,
  list: (kind: 'mine' | 'all', query: object) => [...duGioKeys.all, 'list', kind, query] as const,
  detail: (id: number) => [...duGioKeys.all, 'detail', id] as const,
  teachers: () => [...duGioKeys.all, 'teachers'] as const,
  lessons: (giaoVienId: number, ngay: string) => [...duGioKeys.all, 'lessons', giaoVienId, ngay] as const,
  statistics: (kind: 'department' | 'teacher', hocKy?: string) =>
    [...duGioKeys.all, 'statistics', kind, hocKy ?? ''] as const,
  settings: () => [...duGioKeys.all, 'settings'] as const,
};
