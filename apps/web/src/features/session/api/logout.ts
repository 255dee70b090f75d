import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `POST /api/auth/logout` answers the identity provider's end-session address to go to next. */
export function postLogout(): Promise<{ redirectUrl: string }> {
  return api.post<{ redirectUrl: string }>('/auth/logout');
}

export function useLogout() {
  return useMutation({ mutationFn: postLogout });
}
