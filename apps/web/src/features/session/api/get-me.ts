import type { Me } from '@hpl/shared/auth/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionKeys } from './keys';

/** `GET /api/auth/me`. Silent: a missing session is handled by the guard (warning + /login), not by a toast. */
export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return api.get<Me>('/auth/me', { signal, silent: true });
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.me(),
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
