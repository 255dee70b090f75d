/** Query keys of the don-nghi-phep feature: one factory, every key starts with the feature name. */
export const leaveKeys = {
  all: ['don-nghi-phep'] as const,
  list: (query: object) => [...leaveKeys.all, 'list', query] as const,
  detail: (id: number) => [...leaveKeys.all, 'detail', id] as const,
  balance: (namHocId: number | null) => [...leaveKeys.all, 'balance', namHocId] as const,
  types: () => [...leaveKeys.all, 'types'] as const,
  /** Every type, retired ones too (Admin's master-data tab). */
  allTypes: () => [...leaveKeys.types(), 'all'] as const,
  entitlements: (query: object) => [...leaveKeys.all, 'entitlements', query] as const,
  workingDays: (range: object) => [...leaveKeys.all, 'working-days', range] as const,
  calendar: (query: object) => [...leaveKeys.all, 'calendar', query] as const,
};
