import { useSession } from '@web/lib/session';
import { BetaKeyCard } from './beta-key-card';
import { GoogleKeyCard } from './google-key-card';

/** Settings → API Keys: the user's Google key, and for admins the shared beta key. */
export function ApiKeysTab() {
  const { me } = useSession();
  return (
    <div className="grid gap-6">
      <GoogleKeyCard />
      {me?.isAdmin && <BetaKeyCard />}
    </div>
  );
}
