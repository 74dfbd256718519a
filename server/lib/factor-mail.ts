import type { authMails } from './auth-mail';

/**
 * Every new or removed second factor is mailed to the account's address (decision 096, issue 30): a factor planted
 * from a stolen session would otherwise go unnoticed, and a passkey survives a password reset.
 */
type Mails = Pick<ReturnType<typeof authMails>, 'factorChanged'>;

/** better-auth routes whose success is a factor change of the signed-in user (told by its `after` hook). */
const ROUTE_CHANGES: Readonly<Record<string, string>> = {
  '/passkey/verify-registration': 'A passkey was added to your LeadScout account.',
  '/passkey/delete-passkey': 'A passkey was removed from your LeadScout account.',
  '/two-factor/generate-backup-codes':
    'New backup codes were made for your LeadScout account; the old ones no longer work.',
};

/** Mails the change made by a successful better-auth route, if it is one. */
export async function mailRouteFactorChange(
  mails: Mails,
  path: string,
  emailOfSession: () => Promise<string | undefined>,
) {
  const change = ROUTE_CHANGES[path];
  if (!change) return;
  const email = await emailOfSession();
  if (email) await mails.factorChanged(email, change);
}

/**
 * The authenticator app is turned on by the confirming code (`/two-factor/verify-totp` flips the user's
 * `twoFactorEnabled`, a sign-in or step-up code never writes it) and off by `/two-factor/disable`; told by the user
 * row's update hook, which sees the new value.
 */
export async function mailAuthenticatorChange(
  mails: Mails,
  path: string | undefined,
  changed: { email: string; twoFactorEnabled?: boolean | null },
) {
  if (path === '/two-factor/verify-totp' && changed.twoFactorEnabled)
    await mails.factorChanged(
      changed.email,
      'An authenticator app was turned on for your LeadScout account.',
    );
  if (path === '/two-factor/disable' && !changed.twoFactorEnabled)
    await mails.factorChanged(
      changed.email,
      'The authenticator app was turned off for your LeadScout account.',
    );
}
