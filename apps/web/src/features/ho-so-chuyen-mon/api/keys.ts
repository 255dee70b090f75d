/** Query keys of the ho-so-chuyen-mon feature: one factory, every key starts with the feature name. */
export const hoSoChuyenMonKeys = {
  all: ['ho-so-chuyen-mon'] as const,
  list: (query: object) => [...hoSoChuyenMonKeys.all, 'list', query] as const,
};
