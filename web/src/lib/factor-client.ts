import { createAuthClient } from 'better-auth/react';
import { twoFactorClient } from 'better-auth/client/plugins';
import { passkeyClient } from '@better-auth/passkey/client';

/**
 * better-auth's client with the two-factor and passkey plugins (decision 096). Kept apart from `auth-client.ts`
 * so the landing page's bundle does not carry WebAuthn; only the sign-in, two-step and Security screens (all
 * loaded on demand) import it. After a call that changes the session, refetch `useSession()`.
 */
export const factorClient = createAuthClient({
  baseURL: globalThis.location?.origin ?? 'http://localhost',
  basePath: '/api/auth',
  plugins: [twoFactorClient(), passkeyClient()],
});
