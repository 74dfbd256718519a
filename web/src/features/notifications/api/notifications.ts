import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZNotificationList } from '@contracts/monitors';
import { apiRequest } from '@web/lib/api-client';

const KEY = ['notifications'] as const;

/** The bell's notifications; asked again every minute and when the window is focused again. */
export function useNotifications() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => apiRequest('/api/notifications', ZNotificationList),
    refetchInterval: 60_000,
  });
}

/** Opening the bell reads them all. */
export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/notifications/read', ZNotificationList, { method: 'POST' }),
    onSuccess: (list) => queryClient.setQueryData(KEY, list),
  });
}
