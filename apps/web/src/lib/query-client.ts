import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // retrying a 4xx only delays the message the user needs to read
      retry: (count, err) => !(err instanceof ApiError && err.status !== null && err.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});
