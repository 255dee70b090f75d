/** Query keys of the notices to parents: one factory, every key starts with the feature name. */
export const thongBaoGuiPhuHuynhKeys = {
  all: ['thong-bao-gui-phu-huynh'] as const,
  list: (lopQuanLyId: number) => [...thongBaoGuiPhuHuynhKeys.all, 'list', lopQuanLyId] as const,
  detail: (id: number) => [...thongBaoGuiPhuHuynhKeys.all, 'detail', id] as const,
  gradeLevels: () => [...thongBaoGuiPhuHuynhKeys.all, 'grade-levels'] as const,
  publicNotice: (token: string) => [...thongBaoGuiPhuHuynhKeys.all, 'public', token] as const,
};
