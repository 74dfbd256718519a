import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authClient } from './auth-client';
import { authErrorMessage } from './auth-error-message';
import { useSession } from './session';

/**
 * Goes home, signs out and forgets every cached query of the previous user. Leaving the protected screen first
 * and clearing the cache only once the session is gone keeps mounted queries from refetching as a signed-out user.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { refetch } = useSession();

  return async () => {
    await navigate('/');
    const { error } = await authClient.signOut();
    if (error) {
      toast.error('Sign out failed', { description: authErrorMessage(error) });
      return;
    }
    await refetch();
    queryClient.clear();
  };
}
