/**
 * Query keys of the school-structure feature: one factory, every key starts with the feature name. Each structure
 * resource (`HeHoc`, `Phong`…) has its own branch; select options of any resource live under `options` so a write
 * anywhere in the structure refreshes the selects that show it.
 */
export const danhMucKeys = {
  all: ['danh-muc'] as const,
  resource: (resource: string) => [...danhMucKeys.all, resource] as const,
  list: (resource: string, query: object) => [...danhMucKeys.resource(resource), 'list', query] as const,
  options: (resource: string, query: object) => [...danhMucKeys.all, 'options', resource, query] as const,
};

/** What the generic list/save/delete hooks need to know about where a resource's rows are cached. */
export interface ResourceKeys {
  /** Invalidated after every write of the resource. */
  all: readonly unknown[];
  list: (query: object) => readonly unknown[];
}

export function structureKeys(resource: string): ResourceKeys {
  return { all: danhMucKeys.resource(resource), list: (query) => danhMucKeys.list(resource, query) };
}
