/** Query keys of the ho-so-tam-ly feature: one factory, every key starts with the feature name. */
export const hoSoTamLyKeys = {
  all: ['ho-so-tam-ly'] as const,
  mine: () => [...hoSoTamLyKeys.all, 'mine'] as const,
  list: (query: object) => [...hoSoTamLyKeys.all, 'list', query] as const,
  settings: () => [...hoSoTamLyKeys.all, 'settings'] as const,
  publicSettings: () => [...hoSoTamLyKeys.all, 'settings', 'public'] as const,
};
