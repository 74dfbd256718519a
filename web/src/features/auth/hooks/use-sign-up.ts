import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { authClient } from '@web/lib/auth-client';
import { authErrorMessage } from '@web/lib/auth-error-message';

type TSignUpInput = { fullName: string; email: string; password: string };

export function useSignUp({
  onSuccess,
  returnTo = '/dashboard',
}: {
  onSuccess: (email: string) => void;
  returnTo?: string;
}) {
  return useMutation({
    mutationFn: async ({ fullName, email, password }: TSignUpInput) => {
      // Sign-up signs nobody in: it mails a link that confirms the address and signs in (decision 098).
      const { error } = await authClient.signUp.email({
        name: fullName.trim(),
        email,
        password,
        callbackURL: returnTo,
      });
      if (error) throw new Error(authErrorMessage(error));
    },
    onError: (error) => toast.error('Sign up failed', { description: error.message }),
    onSuccess: (_data, { email }) => {
      toast.success('Account created successfully. You can now sign in.', {
        description: `We sent a link to ${email} that confirms your address and signs you in.`,
      });
      onSuccess(email);
    },
  });
}
