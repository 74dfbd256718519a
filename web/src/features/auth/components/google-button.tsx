import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { authClient } from '@web/lib/auth-client';
import { authErrorMessage } from '@web/lib/auth-error-message';
import { GoogleMark } from '@web/components/google-mark';

/** "Continue with Google": better-auth sends the browser to Google (OpenID Connect with PKCE) and back. */
export function GoogleButton() {
  const [isPending, setPending] = useState(false);

  async function handleClick() {
    setPending(true);
    const { error } = await authClient.signIn.social({
      provider: 'google',
      callbackURL: '/dashboard',
      errorCallbackURL: '/auth',
    });
    if (error) {
      setPending(false);
      toast.error('Sign in failed', { description: authErrorMessage(error) });
    }
  }

  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      className="w-full"
      onClick={handleClick}
      disabled={isPending}
    >
      {isPending ? <Spinner className="size-4" /> : <GoogleMark className="size-5" />}
      Continue with Google
    </Button>
  );
}
