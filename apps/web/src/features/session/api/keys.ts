/** Query keys of the session feature: one factory per feature, every key starts with the feature name. */
export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
  academicYears: () => [...sessionKeys.all, 'academic-years'] as const,
};
