import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const NO_RETRY_STATUSES = new Set([400, 401, 403, 404, 422]);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        !(error instanceof ApiError && NO_RETRY_STATUSES.has(error.status)) && failureCount < 2,
    },
  },
});
