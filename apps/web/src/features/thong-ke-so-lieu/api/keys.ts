/** Query keys of the thong-ke-so-lieu feature: one factory, every key starts with the feature name. */
export const thongKeSoLieuKeys = {
  all: ['thong-ke-so-lieu'] as const,
  mine: (namHocId: number | null) => [...thongKeSoLieuKeys.all, 'mine', namHocId] as const,
};
