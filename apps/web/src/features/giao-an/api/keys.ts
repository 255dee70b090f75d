/** Query keys of the giao-an feature: one factory, every key starts with the feature name. */
export const giaoAnKeys = {
  all: ['giao-an'] as const,
  list: (query: object) => [...giaoAnKeys.all, 'list', query] as const,
};
