import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    // The client already told the user about a failure; retrying a 4xx only repeats the message.
    queries: { refetchOnWindowFocus: false, retry: false, staleTime: 30_000 },
  },
});
