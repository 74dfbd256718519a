import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { authClient } from '@web/lib/auth-client';
import { useSession } from '@web/lib/session';
import { authErrorMessage } from '@web/lib/auth-error-message';

type TSignInInput = { email: string; password: string };

/**
 * Signs in and waits for the new session. The auth page then sends the signed-in user to /dashboard, so the
 * button keeps its busy state until the redirect.
 */
export function useSignIn() {
  const { refetch } = useSession();

  return useMutation({
    mutationFn: async (input: TSignInInput) => {
      const { error } = await authClient.signIn.email(input);
      if (error) throw new Error(authErrorMessage(error));
      await refetch();
    },
    onError: (error) => toast.error('Sign in failed', { description: error.message }),
  });
}
