/** Query keys of the ho-so-chuyen-mon feature: one factory, every key starts with the feature name. */
export const hoSoKeys = {
  all: ['ho-so-chuyen-mon'] as const,
  mine: () => [...hoSoKeys.all, 'mine'] as const,
  department: () => [...hoSoKeys.all, 'department'] as const,
  teachers: () => [...hoSoKeys.all, 'inspection', 'teachers'] as const,
  teacher: (id: number) => [...hoSoKeys.all, 'inspection', 'teacher', id] as const,
  types: (query: object) => [...hoSoKeys.all, 'types', query] as const,
};
