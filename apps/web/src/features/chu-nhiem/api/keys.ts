/** Query keys of the homeroom feature: one factory, every key starts with the feature name. */
export const chuNhiemKeys = {
  all: ['chu-nhiem'] as const,
  classes: (namHocId: number | null) => [...chuNhiemKeys.all, 'classes', namHocId] as const,
  detail: (id: number) => [...chuNhiemKeys.all, 'detail', id] as const,
};
