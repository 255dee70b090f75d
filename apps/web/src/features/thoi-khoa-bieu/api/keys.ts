/** Query keys of the thoi-khoa-bieu feature: one factory, every key starts with the feature name. */
export const thoiKhoaBieuKeys = {
  all: ['thoi-khoa-bieu'] as const,
  versions: () => [...thoiKhoaBieuKeys.all, 'versions'] as const,
  version: (id: number) => [...thoiKhoaBieuKeys.all, 'version', id] as const,
  run: (id: number) => [...thoiKhoaBieuKeys.all, 'run', id] as const,
  classWeek: (path: string, monday: string) => [...thoiKhoaBieuKeys.all, 'class-week', path, monday] as const,
  myWeek: (monday: string) => [...thoiKhoaBieuKeys.all, 'my-week', monday] as const,
  feed: () => [...thoiKhoaBieuKeys.all, 'feed'] as const,
  settings: () => [...thoiKhoaBieuKeys.all, 'settings'] as const,
  constraints: () => [...thoiKhoaBieuKeys.all, 'constraints'] as const,
  subjectsAndRoomTypes: () => [...thoiKhoaBieuKeys.all, 'subjects-and-room-types'] as const,
  coverDays: (tuNgay: string, denNgay: string) => [...thoiKhoaBieuKeys.all, 'cover', tuNgay, denNgay] as const,
  substitutes: (tietHocId: number, ngay: string) => [...thoiKhoaBieuKeys.all, 'substitutes', tietHocId, ngay] as const,
  substitutionCounts: (thang: string) => [...thoiKhoaBieuKeys.all, 'substitution-counts', thang] as const,
};
