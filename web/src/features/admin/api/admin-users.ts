import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import type { TRole } from '@contracts/account';
import {
  ZAdminUser,
  ZAdminUsersResponse,
  type TCreateUserRequest,
  type TSubscriptionStatusValue,
} from '@contracts/admin';
import { ApiError, apiRequest } from '@web/lib/api-client';

const ADMIN_USERS_KEY = ['admin', 'users'] as const;
const ZOk = z.object({ ok: z.literal(true) });

export function useAdminUsers() {
  return useQuery({
    queryKey: ADMIN_USERS_KEY,
    queryFn: async () => (await apiRequest('/api/admin/users', ZAdminUsersResponse)).users,
  });
}

/** Spec §8: "Not authenticated" when the session is gone, else the failure title with the server's message. */
function failure(title: string) {
  return (error: Error) => {
    if (error instanceof ApiError && error.status === 401) toast.error('Not authenticated');
    else toast.error(title, { description: error.message });
  };
}

function useAdminMutation<TInput>(
  request: (input: TInput) => Promise<unknown>,
  messages: { success: string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => toast.success(messages.success),
    onError: failure(messages.failure),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'analytics'] }),
      ]),
  });
}

export const useCreateUser = () =>
  useAdminMutation(
    (input: TCreateUserRequest) =>
      apiRequest('/api/admin/users', ZAdminUser, { method: 'POST', body: input }),
    { success: 'User created', failure: 'Failed to create user' },
  );

export const useChangeRole = () =>
  useAdminMutation(
    ({ userId, role }: { userId: string; role: TRole }) =>
      apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/role`, ZOk, {
        method: 'PATCH',
        body: { role },
      }),
    { success: 'Role updated', failure: 'Failed to change role' },
  );

export const useSetSubscription = () =>
  useAdminMutation(
    ({ userId, status }: { userId: string; status: TSubscriptionStatusValue }) =>
      apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/subscription`, ZOk, {
        method: 'PATCH',
        body: { status },
      }),
    { success: 'Subscription updated', failure: 'Failed to update subscription' },
  );

export const useDeleteUser = () =>
  useAdminMutation(
    (userId: string) =>
      apiRequest(`/api/admin/users/${encodeURIComponent(userId)}`, ZOk, { method: 'DELETE' }),
    { success: 'User deleted', failure: 'Failed to delete user' },
  );
