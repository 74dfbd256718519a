import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { googleSignInEnabled, type Config } from '../../config';

/** The provider id of "Sign in with Google" (better-auth's generic OAuth plugin, decision 098). */
export const GOOGLE_PROVIDER_ID = 'google';

/** Google through OpenID Connect discovery, PKCE and a verified id_token; none when it is not configured. */
export function googlePlugins(config: Config) {
  if (!googleSignInEnabled(config)) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: GOOGLE_PROVIDER_ID,
          name: 'Google',
          clientId: config.GOOGLE_OAUTH_CLIENT_ID!,
          clientSecret: config.GOOGLE_OAUTH_CLIENT_SECRET!,
          discoveryUrl: `${config.GOOGLE_OAUTH_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
          requireIdTokenVerification: true,
          // LeadScout shows no avatars; the name fills the profile of an account Google creates.
          mapProfileToUser: (profile) => ({ name: typeof profile.name === 'string' ? profile.name : '' }),
        },
      ],
    }),
  ];
}
