import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** List state of a table page, kept in the URL so a reload, a shared link or Back shows the same rows. */
export interface ListParams {
  pageIndex: number;
  pageSize: number;
  search?: string;
  /** `field` or `-field`. */
  sort?: string;
  /** Extra filters of the screen (all strings, as in the URL). */
  filters: Record<string, string>;
}

// `namHoc` is the header's academic year (app/academic-year-store), not a filter of the list.
const RESERVED = new Set(['pageIndex', 'pageSize', 'search', 'sort', 'namHoc']);

export function useListParams(defaults: { pageSize?: number; sort?: string } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<ListParams>(() => {
    const pageIndex = Number(searchParams.get('pageIndex'));
    const pageSize = Number(searchParams.get('pageSize'));
    const filters: Record<string, string> = {};
    searchParams.forEach((value, key) => {
      if (!RESERVED.has(key)) filters[key] = value;
    });
    return {
      pageIndex: Number.isInteger(pageIndex) && pageIndex >= 1 ? pageIndex : 1,
      pageSize: Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= 500 ? pageSize : (defaults.pageSize ?? 20),
      search: searchParams.get('search') || undefined,
      sort: searchParams.get('sort') || defaults.sort,
      filters,
    };
  }, [searchParams, defaults.pageSize, defaults.sort]);

  const patch = useCallback(
    (changes: Record<string, string | number | undefined>, resetPage = true) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (resetPage && !('pageIndex' in changes)) next.delete('pageIndex');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return {
    params,
    /** The query for the API: `pageIndex`, `pageSize`, `search`, `sort` and the screen's filters. */
    query: {
      pageIndex: params.pageIndex,
      pageSize: params.pageSize,
      search: params.search,
      sort: params.sort,
      ...params.filters,
    },
    setPage: (pageIndex: number, pageSize: number) => patch({ pageIndex, pageSize }, false),
    setSort: (sort: string | undefined) => patch({ sort }),
    setSearch: (search: string | undefined) => patch({ search }),
    setFilter: (key: string, value: string | number | undefined) => patch({ [key]: value }),
    /** Several filters at once (two `setFilter` calls in one event would each start from the same URL). */
    setFilters: (changes: Record<string, string | number | undefined>) => patch(changes),
  };
}

export type ListState = ReturnType<typeof useListParams>;
