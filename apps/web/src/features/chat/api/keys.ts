/** Query keys of the chat feature: one factory, every key starts with the feature name. */
export const chatKeys = {
  all: ['chat'] as const,
  supporters: () => [...chatKeys.all, 'supporters'] as const,
};
