/** Query keys of the thong-bao-gui-phu-huynh feature: one factory, every key starts with the feature name. */
export const thongBaoGuiPhuHuynhKeys = {
  all: ['thong-bao-gui-phu-huynh'] as const,
  list: (query: object) => [...thongBaoGuiPhuHuynhKeys.all, 'list', query] as const,
};
