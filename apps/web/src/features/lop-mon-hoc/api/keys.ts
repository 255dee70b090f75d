/** Query keys of the subject-class feature: one factory, every key starts with the feature name. */
export const lopMonHocKeys = {
  all: ['lop-mon-hoc'] as const,
  list: (query: object) => [...lopMonHocKeys.all, 'list', query] as const,
  history: (id: number) => [...lopMonHocKeys.all, 'history', id] as const,
  subjects: (maHeHoc: string) => [...lopMonHocKeys.all, 'subjects', maHeHoc] as const,
  homerooms: (namHocId: number | null) => [...lopMonHocKeys.all, 'homerooms', namHocId] as const,
  students: (query: object) => [...lopMonHocKeys.all, 'students', query] as const,
  mine: (scope: string) => [...lopMonHocKeys.all, 'mine', scope] as const,
  detail: (scope: string, id: number) => [...lopMonHocKeys.all, 'detail', scope, id] as const,
};
