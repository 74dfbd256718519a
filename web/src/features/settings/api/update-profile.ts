import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZMeResponse, type TUpdateProfileRequest } from '@contracts/account';
import { apiRequest } from '@web/lib/api-client';
import { getMeQueryOptions } from '@web/lib/me-query';

/** PATCH /api/me/profile; the session's /api/me answer is replaced with the saved profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateProfileRequest) =>
      apiRequest('/api/me/profile', ZMeResponse, { method: 'PATCH', body: input }),
    onSuccess: (me) => {
      queryClient.setQueryData(getMeQueryOptions().queryKey, me);
      toast.success('Profile updated');
    },
    onError: (error) => toast.error('Failed to update profile', { description: error.message }),
  });
}
