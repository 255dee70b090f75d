/** Query keys of the notifications feature: one factory, every key starts with the feature name. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (query: object) => [...notificationKeys.all, 'list', query] as const,
};
