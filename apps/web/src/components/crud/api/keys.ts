/**
 * Query keys of the generic CRUD screens: one factory, every key starts with `crud`. Each resource (`HeHoc`,
 * `Phong`…) has its own branch; select options of any resource live under `options` so a write anywhere refreshes
 * the selects that show it.
 */
export const crudKeys = {
  all: ['crud'] as const,
  resource: (resource: string) => [...crudKeys.all, resource] as const,
  list: (resource: string, query: object) => [...crudKeys.resource(resource), 'list', query] as const,
  options: (resource: string, query: object) => [...crudKeys.all, 'options', resource, query] as const,
};

/** What the generic list/save/delete hooks need to know about where a resource's rows are cached. */
export interface ResourceKeys {
  /** Invalidated after every write of the resource. */
  all: readonly unknown[];
  list: (query: object) => readonly unknown[];
}

export function resourceKeys(resource: string): ResourceKeys {
  return { all: crudKeys.resource(resource), list: (query) => crudKeys.list(resource, query) };
}
