import { isBetaOnly, useSession } from '@web/lib/session';
import { BetaAccessCard } from './beta-access-card';
import { BetaKeyCard } from './beta-key-card';
import { GoogleKeyCard } from './google-key-card';

/** Settings → API Keys: what applies to a beta tester, the user's Google key, and for admins the shared beta key. */
export function ApiKeysTab() {
  const { me } = useSession();
  return (
    <div className="grid gap-6">
      {isBetaOnly(me) && <BetaAccessCard />}
      <GoogleKeyCard />
      {me?.isAdmin && <BetaKeyCard />}
    </div>
  );
}
