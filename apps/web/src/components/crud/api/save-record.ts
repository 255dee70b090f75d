import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { crudKeys, type ResourceKeys } from './keys';

export interface SaveRecordInput {
  /** Present when editing: `PUT /api/<R>/{id}`; absent: `POST /api/<R>`. */
  id?: number;
  body: Record<string, unknown>;
}

export function saveRecord<T>(resource: string, { id, body }: SaveRecordInput): Promise<T> {
  return id ? api.put<T>(`/${resource}/${id}`, body) : api.post<T>(`/${resource}`, body);
}

/**
 * Create or update one record. Afterwards the resource's lists and every structure select refresh (counts such as
 * "rooms per floor" and option labels change with it), plus any extra keys the screen names (the header's years).
 */
export function useSaveRecord<T>(
  resource: string,
  keys: ResourceKeys,
  alsoInvalidate: readonly (readonly unknown[])[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveRecordInput) => saveRecord<T>(resource, input),
    onSuccess: () =>
      Promise.all(
        [keys.all, crudKeys.all, ...alsoInvalidate].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
