import { APIError, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { hashPassword } from 'better-auth/crypto';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../common-passwords';
import { findUnstorableText } from '../validate';
import type { AuthHookContext, AuthHookStep } from './hook-steps';

/** The same bounds the profile form and the admin's "Add user" apply (contracts/account.ts, contracts/admin.ts). */
const NAME_MAX = 100;
const EMAIL_MAX = 255;
/** The longest passkey name (the Security tab's field has the same limit). */
export const PASSKEY_NAME_MAX = 60;

/**
 * better-auth checks only that sign-up's name and email are strings; a 100 kB name or a NUL byte would reach the
 * profile and the admin's user list. Refused here with the API's `{ code, message }` shape.
 */
export function checkAccountText(fields: { name?: unknown; email?: unknown }) {
  const refuse = (message: string) => {
    throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message });
  };
  if (typeof fields.name === 'string' && fields.name.trim().length > NAME_MAX)
    refuse(`Full name must be less than ${NAME_MAX} characters`);
  if (typeof fields.email === 'string' && fields.email.length > EMAIL_MAX)
    refuse(`Email must be less than ${EMAIL_MAX} characters`);
  const bad = findUnstorableText({ name: fields.name, email: fields.email });
  if (bad) refuse(`${bad[0] === 'name' ? 'Full name' : 'Email'} contains characters that are not allowed`);
}

/**
 * LeadScout shows no avatars, so a client-sent `image` (better-auth accepts any string, `javascript:` included)
 * is never stored.
 */
export function withoutImage<T extends { image?: unknown }>(fields: T): { data: T } {
  return { data: { ...fields, image: null } };
}

/** Where the verification link lands once it has signed the person in (spec: the dashboard). */
const AFTER_VERIFICATION_PATH = '/dashboard';
/** ...or the team invitation the person signed up from (decision 109); no other page, no other origin. */
const INVITATION_RETURN_PATH = /^\/invitations\/[\w-]{1,64}$/;

/** The page a verification link returns to, from the one the sign-up asked for (`callbackURL`). */
export const verificationReturnPath = (asked: string) =>
  INVITATION_RETURN_PATH.test(asked) ? asked : AFTER_VERIFICATION_PATH;

/** Where a new password arrives (checked up front; the hash step below is the backstop for any other way in). */
const NEW_PASSWORD_PATHS = new Set([
  '/sign-up/email',
  '/reset-password',
  '/change-password',
  '/set-password',
]);

/** Passwords are checked here, where every new one is hashed (sign-up, reset, change, admin's "Add user"). */
export async function hashNewPassword(password: string): Promise<string> {
  if (isCommonPassword(password))
    throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_COMMON', message: COMMON_PASSWORD_MESSAGE });
  return hashPassword(password);
}

/**
 * Where an opened verification link that did not sign anyone in lands: better-auth sends an expired or broken link
 * to the callback (/dashboard) with `?error=`, and a link opened again (the address is already confirmed) there
 * without one — a visitor then lands on the sign-in page with no word why. Both go to /auth with a code the page
 * explains (`TOKEN_EXPIRED`, `INVALID_TOKEN`, `LINK_USED`). Undefined: keep better-auth's answer.
 */
async function verificationLanding(ctx: AuthHookContext): Promise<string | undefined> {
  const returned = ctx.context.returned;
  if (!isAPIError(returned)) return undefined;
  const location = new Headers(returned.headers as HeadersInit).get('location');
  if (!location) return undefined;
  const error = new URL(location, 'http://callback.invalid').searchParams.get('error');
  if (error) return `/auth?error=${encodeURIComponent(error)}`;
  if (ctx.context.newSession || (await getSessionFromCtx(ctx))) return undefined;
  return '/auth?error=LINK_USED';
}

/** An opened verification link that signed nobody in is sent to the sign-in page with its reason. */
export const redirectVerificationLanding: AuthHookStep = async (ctx) => {
  if (ctx.path !== '/verify-email') return;
  const landing = await verificationLanding(ctx);
  if (landing) throw ctx.redirect(landing);
};

/** Checked before better-auth spends a reset token on a password the hash step would refuse. */
const refuseCommonNewPassword: AuthHookStep = (ctx) => {
  const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown };
  const chosen = ctx.path === '/sign-up/email' ? body.password : body.newPassword;
  if (NEW_PASSWORD_PATHS.has(ctx.path) && typeof chosen === 'string' && isCommonPassword(chosen))
    throw new APIError('BAD_REQUEST', {
      code: 'PASSWORD_TOO_COMMON',
      message: COMMON_PASSWORD_MESSAGE,
    });
};

/** better-auth stores a passkey's new name as given (any length, any text). */
const checkPasskeyName: AuthHookStep = (ctx) => {
  if (ctx.path !== '/passkey/update-passkey') return;
  const name = (ctx.body as { name?: unknown } | undefined)?.name;
  if (typeof name === 'string' && (name.trim().length > PASSKEY_NAME_MAX || findUnstorableText(name)))
    throw new APIError('BAD_REQUEST', {
      code: 'VALIDATION_ERROR',
      message: `Passkey name must be at most ${PASSKEY_NAME_MAX} characters`,
    });
};

/** Linking Google needs an address the account has proven; better-auth checks only Google's side (decision 098). */
const requireProvenAddressToLinkGoogle: AuthHookStep = async (ctx) => {
  if (ctx.path !== '/link-social') return;
  const current = await getSessionFromCtx(ctx);
  if (current && !current.user.emailVerified)
    throw new APIError('FORBIDDEN', {
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Confirm your email address before linking Google: use the link we sent you.',
    });
};

/** The `before` hook's identity checks: common passwords, passkey names, the verified address linking Google needs. */
export const identityChecks: AuthHookStep[] = [
  refuseCommonNewPassword,
  checkPasskeyName,
  requireProvenAddressToLinkGoogle,
];
