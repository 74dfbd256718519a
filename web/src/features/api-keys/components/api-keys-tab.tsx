import { isBetaOnly, useSession } from '@web/lib/session';
import { BetaAccessCard } from './beta-access-card';
import { BetaKeyCard } from './beta-key-card';
import { GoogleKeyCard } from './google-key-card';
import { LlmKeyCard } from './llm-key-card';

/**
 * Settings → API Keys: what applies to a beta tester, the team's Google key, its own AI key for research, and for
 * admins the shared beta key.
 */
export function ApiKeysTab() {
  const { me } = useSession();
  return (
    <div className="grid gap-6">
      {isBetaOnly(me) && <BetaAccessCard />}
      <GoogleKeyCard />
      <LlmKeyCard />
      {me?.isAdmin && <BetaKeyCard />}
    </div>
  );
}
