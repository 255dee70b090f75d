/** Query keys of the bao-loi feature: one factory, every key starts with the feature name. */
export const baoLoiKeys = {
  all: ['bao-loi'] as const,
  list: (query: object) => [...baoLoiKeys.all, 'list', query] as const,
  detail: (id: number) => [...baoLoiKeys.all, 'detail', id] as const,
};
