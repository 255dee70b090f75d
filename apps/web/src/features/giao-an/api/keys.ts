/** Query keys of the giao-an feature: one factory, every key starts with the feature name. */
export const giaoAnKeys = {
  all: ['giao-an'] as const,
  list: (kind: 'mine' | 'queue', query: object) => [...giaoAnKeys.all, 'list', kind, query] as const,
  detail: (id: number) => [...giaoAnKeys.all, 'detail', id] as const,
  classes: () => [...giaoAnKeys.all, 'classes'] as const,
  file: (id: number) => [...giaoAnKeys.all, 'file', id] as const,
  filePdf: (id: number) => [...giaoAnKeys.file(id), 'pdf'] as const,
  settings: () => [...giaoAnKeys.all, 'settings'] as const,
  layouts: () => [...giaoAnKeys.all, 'layouts'] as const,
  staff: () => [...giaoAnKeys.all, 'staff'] as const,
  counts: () => [...giaoAnKeys.all, 'counts'] as const,
};
