import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authClient } from '@web/lib/auth-client';
import { useSession } from '@web/lib/session';
import { authErrorMessage } from '@web/lib/auth-error-message';
import { TWO_STEP_PATH } from '@web/lib/second-step';

type TSignInInput = { email: string; password: string };

/**
 * Signs in and waits for the new session. The auth page then sends the signed-in user to /dashboard, so the
 * button keeps its busy state until the redirect. A user with an authenticator app goes to the two-step screen
 * first (the server answers `twoFactorRedirect` and no session yet).
 */
export function useSignIn() {
  const { refetch } = useSession();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: async (input: TSignInInput) => {
      const { data, error } = await authClient.signIn.email(input);
      if (error) throw new Error(authErrorMessage(error));
      if ((data as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) {
        await navigate(TWO_STEP_PATH);
        return;
      }
      await refetch();
    },
    onError: (error) => toast.error('Sign in failed', { description: error.message }),
  });
}
