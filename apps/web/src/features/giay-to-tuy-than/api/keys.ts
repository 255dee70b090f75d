/** Query keys of the giay-to-tuy-than feature: one factory, every key starts with the feature name. */
export const giayToKeys = {
  all: ['giay-to-tuy-than'] as const,
  list: (query: object) => [...giayToKeys.all, 'list', query] as const,
  mine: () => [...giayToKeys.all, 'mine'] as const,
};
