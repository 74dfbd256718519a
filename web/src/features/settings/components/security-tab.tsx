import { useSession } from '@web/lib/session';
import { AuthenticatorAppCard } from './authenticator-app-card';
import { PasskeysCard } from './passkeys-card';
import { SessionsCard } from './sessions-card';

/**
 * Settings → Security (decision 096): second factors (authenticator app with backup codes, passkeys) and active
 * sessions. Removing a factor asks for a recent second step (step-up).
 */
export function SecurityTab() {
  const { twoFactorEnabled } = useSession();
  return (
    <div className="grid gap-6">
      <AuthenticatorAppCard enabled={twoFactorEnabled} />
      <PasskeysCard />
      {/*
        SIGN-IN METHODS SLOT (issue 21, scope 2): the "Sign-in methods" section (password, Google: link and unlink)
        is its own component, built on branch h21-identity; render it here, e.g. <SignInMethodsSection />.
      */}
      <SessionsCard />
    </div>
  );
}
