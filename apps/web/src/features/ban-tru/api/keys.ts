/** Query keys of the ban-tru feature: one factory, every key starts with the feature name. */
export const banTruKeys = {
  all: ['ban-tru'] as const,
  list: (query: object) => [...banTruKeys.all, 'list', query] as const,
};
