/** Query keys of the homeroom-classes feature: one factory, every key starts with the feature name. */
export const lopQuanLyKeys = {
  all: ['lop-quan-ly'] as const,
  /** The query carries `namHocId`: switching the header's year refetches. */
  list: (query: object) => [...lopQuanLyKeys.all, 'list', query] as const,
  students: (lopId: number) => [...lopQuanLyKeys.all, 'students', lopId] as const,
};
