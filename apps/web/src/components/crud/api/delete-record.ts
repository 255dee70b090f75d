import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { crudKeys, type ResourceKeys } from './keys';

/** `DELETE /api/<R>/{id}`. A refusal (record in use) comes back as the server's readable message. */
export function deleteRecord(resource: string, id: number): Promise<null> {
  return api.delete<null>(`/${resource}/${id}`);
}

export function useDeleteRecord(
  resource: string,
  keys: ResourceKeys,
  alsoInvalidate: readonly (readonly unknown[])[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteRecord(resource, id),
    onSuccess: () =>
      Promise.all(
        [keys.all, crudKeys.all, ...alsoInvalidate].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
