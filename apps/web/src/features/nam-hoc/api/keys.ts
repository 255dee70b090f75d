/** Query keys of the academic-years feature: one factory, every key starts with the feature name. */
export const namHocKeys = {
  all: ['nam-hoc'] as const,
  list: (query: object) => [...namHocKeys.all, 'list', query] as const,
  terms: (namHocId: number) => [...namHocKeys.all, 'terms', namHocId] as const,
};
