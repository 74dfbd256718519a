import { useSession } from '@web/lib/session';
import { AuthenticatorAppCard } from './authenticator-app-card';
import { PasskeysCard } from './passkeys-card';
import { SessionsCard } from './sessions-card';
import { SignInMethods } from './sign-in-methods';

/**
 * Settings → Security (decisions 096, 098): second factors (authenticator app with backup codes, passkeys),
 * sign-in methods (password, Google: link and unlink) and active sessions. Removing a factor asks for a recent second step (step-up).
 */
export function SecurityTab() {
  const { twoFactorEnabled } = useSession();
  return (
    <div className="grid gap-6">
      <AuthenticatorAppCard enabled={twoFactorEnabled} />
      <PasskeysCard />
      <SignInMethods />
      <SessionsCard />
    </div>
  );
}
