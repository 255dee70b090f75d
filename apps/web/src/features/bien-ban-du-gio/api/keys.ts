/** Query keys of the bien-ban-du-gio feature: one factory, every key starts with the feature name. */
export const bienBanDuGioKeys = {
  all: ['bien-ban-du-gio'] as const,
  list: (query: object) => [...bienBanDuGioKeys.all, 'list', query] as const,
};
