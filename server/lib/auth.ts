import { eq, sql } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins/two-factor';
import { passkey as passkeyPlugin } from '@better-auth/passkey';
import { googleSignInEnabled, type Config } from '../config';
import type { Db } from '../db/client';
import {
  account,
  passkey,
  rateLimit,
  session,
  team,
  teamInvitation,
  teamMember,
  twoFactor,
  user,
  verification,
} from '../db/schema';
import type { Mailer } from '../integrations/smtp/mailer';
import { authMails } from './auth-mail';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import {
  clearWrongSecondSteps,
  countWrongSecondStep,
  isSecondStepPending,
  PENDING_SESSION_AUTH_PATHS,
  SECOND_STEP_PENDING_MESSAGE,
  TOO_MANY_SECOND_STEP_TRIES_MESSAGE,
} from './second-step';
import { mailAuthenticatorChange, mailRouteFactorChange } from './factor-mail';
import { inPasskeyReview, openPasskeyReview } from './passkey-review';
import { checkReauthentication } from './reauthentication';
import { getPersonalTeamId, invalidateSession, invalidateTeams, invalidateUserAuth } from './session-cache';
import { keepPersonalOwner, personalTeamName } from './team-membership';
import { teamPlugin, type OnTeamMembersChanged } from './team-plugin';
import { checkTeamRoleInput } from './team-role-input';
import { ownersOf } from './team-payer';
import { findUnstorableText, firstIssueMessage } from './validate';

/** The same bounds the profile form and the admin's "Add user" apply (contracts/account.ts, contracts/admin.ts). */
const NAME_MAX = 100;
const EMAIL_MAX = 255;

/**
 * better-auth checks only that sign-up's name and email are strings; a 100 kB name or a NUL byte would reach the
 * profile and the admin's user list. Refused here with the API's `{ code, message }` shape.
 */
function checkAccountText(fields: { name?: unknown; email?: unknown }) {
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
function withoutImage<T extends { image?: unknown }>(fields: T): { data: T } {
  return { data: { ...fields, image: null } };
}

/**
 * The header the HTTP layer fills with the client's address as resolved behind TRUST_PROXY (a client-sent one is
 * dropped first), so better-auth's limits key on the same address as every other limit and cannot be spoofed.
 */
export const CLIENT_IP_HEADER = 'x-leadscout-client-ip';

/** The origins a browser may send state-changing requests from. */
export function trustedOrigins(cfg: Config): string[] {
  const origins = new Set([new URL(cfg.APP_URL).origin]);
  origins.add(`http://localhost:${cfg.PORT}`).add(`http://127.0.0.1:${cfg.PORT}`);
  return [...origins];
}

/**
 * better-auth words a malformed body as zod does, with its own prefix ("[body.email] Invalid input: expected string,
 * received undefined; …"). The API's other routes say "email is required"; so do these.
 */
export async function readableAuthErrors(res: Response): Promise<Response> {
  if (res.status !== 400 || !res.headers.get('content-type')?.includes('application/json')) return res;
  const body = (await res.clone().json()) as { code?: string; message?: string };
  const first =
    body.code === 'VALIDATION_ERROR' ? /^\[body\.?([\w.]*)\] ([^;]*)/.exec(body.message ?? '') : null;
  if (!first) return res;
  const [, field, zodMessage] = first;
  const expected = /expected (\w+)/.exec(zodMessage)?.[1];
  const message = firstIssueMessage([
    {
      code: expected ? 'invalid_type' : undefined,
      expected,
      message: zodMessage,
      path: field ? field.split('.') : [],
    },
  ]);
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, message }), { status: 400, headers });
}

/** Records that the session behind `token` has just passed a second step; every instance rereads it. */
export async function markSecondStep(db: Db, token: string): Promise<void> {
  await db
    .update(session)
    .set({ secondStepAt: sql`now()` })
    .where(eq(session.token, token));
  await invalidateSession(db, token);
}

/** Routes after which the session has passed a second step (a passkey sign-in counts as both steps: aal2). */
const SECOND_STEP_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/passkey/verify-authentication',
]);
/** Routes where a signed-in session enters a code; wrong ones are counted per session (SECOND_STEP_TRIES). */
const SECOND_STEP_CODE_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);
/** The longest passkey name (the Security tab's field has the same limit). */
export const PASSKEY_NAME_MAX = 60;
/** Factor changes that the session cache must hear about at once on every instance. */
const FACTOR_CHANGE_PATHS = new Set([
  '/two-factor/enable',
  '/two-factor/disable',
  '/passkey/verify-registration',
  '/passkey/delete-passkey',
]);

/** A new account's first rows (profile, subscription, role); given by the composition root, which knows the features. */
export type OnUserCreated = (
  db: Db,
  user: { id: string; email: string; fullName: string | null; emailVerified: boolean },
) => Promise<void>;

/**
 * What follows once an address is proven (the verification link, or an account created by Google with a verified
 * address): the configured admin, a paid sample attached. Given by the composition root.
 */
export type OnEmailVerified = (db: Db, user: { id: string; email: string }) => Promise<void>;

/** The provider id of "Sign in with Google" (better-auth's generic OAuth plugin, decision 098). */
export const GOOGLE_PROVIDER_ID = 'google';

/** Where the verification link lands once it has signed the person in (spec: the dashboard). */
const AFTER_VERIFICATION_PATH = '/dashboard';
/** ...or the team invitation the person signed up from (decision 109); no other page, no other origin. */
const INVITATION_RETURN_PATH = /^\/invitations\/[\w-]{1,64}$/;

/** Where a new password arrives (checked up front; the hash step below is the backstop for any other way in). */
const NEW_PASSWORD_PATHS = new Set([
  '/sign-up/email',
  '/reset-password',
  '/change-password',
  '/set-password',
]);

/** Passwords are checked here, where every new one is hashed (sign-up, reset, change, admin's "Add user"). */
async function hashNewPassword(password: string): Promise<string> {
  if (isCommonPassword(password))
    throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_COMMON', message: COMMON_PASSWORD_MESSAGE });
  return hashPassword(password);
}

/** Google through OpenID Connect discovery, PKCE and a verified id_token; none when it is not configured. */
function googlePlugins(config: Config) {
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

/**
 * Where an opened verification link that did not sign anyone in lands: better-auth sends an expired or broken link
 * to the callback (/dashboard) with `?error=`, and a link opened again (the address is already confirmed) there
 * without one — a visitor then lands on the sign-in page with no word why. Both go to /auth with a code the page
 * explains (`TOKEN_EXPIRED`, `INVALID_TOKEN`, `LINK_USED`). Undefined: keep better-auth's answer.
 */
async function verificationLanding(
  ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0],
): Promise<string | undefined> {
  const returned = ctx.context.returned;
  if (!isAPIError(returned)) return undefined;
  const location = new Headers(returned.headers as HeadersInit).get('location');
  if (!location) return undefined;
  const error = new URL(location, 'http://callback.invalid').searchParams.get('error');
  if (error) return `/auth?error=${encodeURIComponent(error)}`;
  if (ctx.context.newSession || (await getSessionFromCtx(ctx))) return undefined;
  return '/auth?error=LINK_USED';
}

/** Common passwords, and the verified address that linking Google needs (decision 098). */
async function checkIdentityRules(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]) {
  // Checked before better-auth spends a reset token on a password the hash step would refuse.
  const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown };
  const chosen = ctx.path === '/sign-up/email' ? body.password : body.newPassword;
  if (NEW_PASSWORD_PATHS.has(ctx.path) && typeof chosen === 'string' && isCommonPassword(chosen))
    throw new APIError('BAD_REQUEST', {
      code: 'PASSWORD_TOO_COMMON',
      message: COMMON_PASSWORD_MESSAGE,
    });
  // better-auth stores a passkey's new name as given (any length, any text).
  if (ctx.path === '/passkey/update-passkey') {
    const name = (ctx.body as { name?: unknown } | undefined)?.name;
    if (typeof name === 'string' && (name.trim().length > PASSKEY_NAME_MAX || findUnstorableText(name)))
      throw new APIError('BAD_REQUEST', {
        code: 'VALIDATION_ERROR',
        message: `Passkey name must be at most ${PASSKEY_NAME_MAX} characters`,
      });
  }
  // Linking Google needs an address the account has proven; better-auth checks only Google's side.
  if (ctx.path !== '/link-social') return;
  const current = await getSessionFromCtx(ctx);
  if (current && !current.user.emailVerified)
    throw new APIError('FORBIDDEN', {
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Confirm your email address before linking Google: use the link we sent you.',
    });
}

/** A person leaving a team they own as their personal team is refused (the plugin's own rule keeps one owner). */
async function checkTeamRules(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0], db: Db) {
  if (ctx.path !== '/organization/leave') return;
  const current = await getSessionFromCtx(ctx);
  const teamId = (ctx.body as { organizationId?: unknown } | undefined)?.organizationId;
  if (current && typeof teamId === 'string') await keepPersonalOwner(db, teamId, current.user.id);
}

export function createAuth(options: {
  db: Db;
  config: Config;
  secret: string;
  devOrigins?: string[];
  mailer: Mailer;
  onUserCreated: OnUserCreated;
  onEmailVerified: OnEmailVerified;
  /** A team's members changed; receives who may pay for it (its owners and the person concerned). Decision 111. */
  onTeamMembersChanged?: OnTeamMembersChanged;
}) {
  const { db, config } = options;
  const mails = authMails(options.mailer, config.APP_URL);
  /** Every account's personal team, made through the plugin as a system action (decision 101). */
  async function createPersonalTeam(person: { id: string; name: string }): Promise<void> {
    if (await getPersonalTeamId(db, person.id)) return;
    const made = await auth.api.createOrganization({
      body: {
        name: personalTeamName(person.name),
        slug: `personal-${person.id.toLowerCase()}`,
        userId: person.id,
      },
    });
    if (made) await db.update(team).set({ personalOf: person.id }).where(eq(team.id, made.id));
  }
  const auth = betterAuth({
    appName: 'LeadScout',
    logger: { disabled: process.env.LOG_LEVEL === 'silent' },
    baseURL: config.APP_URL,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [...trustedOrigins(config), ...(options.devOrigins ?? [])],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user,
        session,
        account,
        verification,
        rateLimit,
        twoFactor,
        passkey,
        team,
        teamMember,
        teamInvitation,
      },
    }),
    plugins: [
      // TOTP with ten backup codes; the secret and codes are stored encrypted (decision 096).
      // allowPasswordless: a user without a password (Google only) may turn it on; one with a password confirms it.
      twoFactorPlugin({ issuer: 'LeadScout', allowPasswordless: true, backupCodeOptions: { amount: 10 } }),
      // WebAuthn; the relying party is APP_URL's host, the expected origin the request's (origin-checked) Origin.
      passkeyPlugin({ rpName: 'LeadScout', rpID: new URL(config.APP_URL).hostname }),
      ...googlePlugins(config),
      teamPlugin({ db, mails, appUrl: config.APP_URL, onMembersChanged: options.onTeamMembersChanged }),
    ],
    // Sign-up sends a verification link and does not sign in; the link does (decision 098). Sign-in is never held
    // back for an unverified address: with SMTP_URL unset no mail leaves, and a newcomer must still get in.
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      requireEmailVerification: false,
      password: { hash: hashNewPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: person, token }) => {
        const link = new URL('/reset-password', config.APP_URL);
        link.searchParams.set('token', token);
        await mails.resetPassword(person.email, link.toString());
      },
      onPasswordReset: async ({ user: person }) => {
        await invalidateUserAuth(db, person.id);
        await openPasskeyReview((await auth.$context).internalAdapter, person.id);
      },
      // A sign-up for a taken address answers like any other (no way to probe who has an account); the owner hears.
      onExistingUserSignUp: async ({ user: person }) => {
        await mails.alreadyRegistered(person.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user: person, url }) => {
        const link = new URL(url);
        const asked = link.searchParams.get('callbackURL') ?? '';
        const landing = INVITATION_RETURN_PATH.test(asked) ? asked : AFTER_VERIFICATION_PATH;
        link.searchParams.set('callbackURL', landing);
        await mails.verifyEmail(person.email, person.name, link.toString());
      },
      afterEmailVerification: async (person) => options.onEmailVerified(db, person),
    },
    account: {
      // Google's tokens are never used after sign-in; stored encrypted all the same.
      encryptOAuthTokens: true,
      accountLinking: {
        enabled: true,
        trustedProviders: [],
        allowDifferentEmails: false,
        // A user can never unlink their last way to sign in (better-auth refuses it).
        allowUnlinkingAll: false,
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // No "fresh session" rule (listing sessions, adding a passkey): step-up (decision 096) guards what matters.
      freshAge: 0,
      additionalFields: { secondStepAt: { type: 'date', required: false, input: false } },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: config.SIGN_IN_ATTEMPTS_PER_MINUTE },
        '/sign-up/email': { window: 60, max: config.SIGN_IN_ATTEMPTS_PER_MINUTE },
        '/request-password-reset': { window: 60, max: 3 },
        '/send-verification-email': { window: 60, max: 3 },
        '/reset-password': { window: 60, max: 10 },
        // Codes and backup codes: half the sign-in attempts, 10 a minute per address by default (the plugin's own
        // rule allows 18). Each sign-in challenge also allows 5 tries and the account locks after 10 failures in a
        // row (the plugin's rules).
        '/two-factor/*': { window: 60, max: Math.max(1, Math.round(config.SIGN_IN_ATTEMPTS_PER_MINUTE / 2)) },
        // Reading one's own session is no guess at anything, and the app asks it on every screen: a shared office
        // address (or a browser test suite) would otherwise be signed out at 300 reads a minute.
        '/get-session': false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    hooks: {
      // The two-step gate and step-up for better-auth's own routes (lib/second-step.ts; decision 096).
      before: createAuthMiddleware(async (ctx) => {
        await checkIdentityRules(ctx);
        await checkTeamRules(ctx, db);
        checkTeamRoleInput(ctx);
        if (PENDING_SESSION_AUTH_PATHS.has(ctx.path)) return;
        const found = await getSessionFromCtx(ctx);
        if (!found) return;
        const factors = {
          twoFactorEnabled: found.user.twoFactorEnabled === true,
          secondStepAt: found.session.secondStepAt ? new Date(found.session.secondStepAt) : null,
          signedInAt: new Date(found.session.createdAt),
        };
        if (isSecondStepPending(factors) && !PENDING_SESSION_AUTH_PATHS.has(ctx.path))
          throw new APIError('UNAUTHORIZED', {
            code: 'SECOND_STEP_PENDING',
            message: SECOND_STEP_PENDING_MESSAGE,
          });
        const reviewing =
          ctx.path === '/passkey/delete-passkey' &&
          (await inPasskeyReview(ctx.context.internalAdapter, found.user.id, factors.signedInAt));
        if (!reviewing) await checkReauthentication(db, config, ctx.path, found.user.id, factors);
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/verify-email') {
          const landing = await verificationLanding(ctx);
          if (landing) throw ctx.redirect(landing);
        }
        if (SECOND_STEP_CODE_PATHS.has(ctx.path) && isAPIError(ctx.context.returned)) {
          // A wrong code from a signed-in session (step-up, or the two-step screen after Google sign-in); the
          // email sign-in challenge has no session yet and keeps the plugin's own count.
          const current = await getSessionFromCtx(ctx);
          if (current && (await countWrongSecondStep(db, current.session.id))) {
            await ctx.context.internalAdapter.deleteSession(current.session.token);
            deleteSessionCookie(ctx);
            throw new APIError('UNAUTHORIZED', {
              code: 'SECOND_STEP_TRIES_USED_UP',
              message: TOO_MANY_SECOND_STEP_TRIES_MESSAGE,
            });
          }
        }
        if (isAPIError(ctx.context.returned)) return;
        if (SECOND_STEP_PATHS.has(ctx.path)) {
          // A sign-in made a new session; a step-up (already signed in) kept the current one.
          const current = ctx.context.newSession ?? (await getSessionFromCtx(ctx));
          if (current) {
            await markSecondStep(db, current.session.token);
            await clearWrongSecondSteps(db, current.session.id);
          }
        }
        // Memberships changed (accepted, removed, left, role, team deleted): every instance asks again at once.
        if (ctx.path.startsWith('/organization/') && ctx.request?.method !== 'GET') await invalidateTeams(db);
        // Leaving has no plugin hook; the seats of whoever pays for the team change all the same (decision 111).
        if (ctx.path === '/organization/leave' && options.onTeamMembersChanged) {
          const teamId = (ctx.body as { organizationId?: unknown } | undefined)?.organizationId;
          const left = (await getSessionFromCtx(ctx))?.user.id;
          if (typeof teamId === 'string')
            await options.onTeamMembersChanged([...(await ownersOf(db, teamId)), ...(left ? [left] : [])]);
        }
        if (FACTOR_CHANGE_PATHS.has(ctx.path)) {
          const userId = ctx.context.newSession?.user.id ?? (await getSessionFromCtx(ctx))?.user.id;
          if (userId) await invalidateUserAuth(db, userId);
        }
        await mailRouteFactorChange(mails, ctx.path, async () => (await getSessionFromCtx(ctx))?.user.email);
      }),
    },
    databaseHooks: {
      // Sign-out, revocation, "sign out other sessions": every instance forgets the session at once (decision 081).
      session: {
        // A session starts in the person's personal team (decision 101); the team switcher changes it.
        create: {
          before: async (started) => ({
            data: { ...started, activeOrganizationId: await getPersonalTeamId(db, started.userId) },
          }),
        },
        // The active team changed (or the session was refreshed): every instance rereads it.
        update: { after: (changed) => invalidateSession(db, changed.token) },
        delete: { after: (ended) => invalidateSession(db, ended.token) },
      },
      user: {
        update: {
          before: async (changes) => {
            checkAccountText(changes);
            return 'image' in changes ? withoutImage(changes) : undefined;
          },
          after: async (changed, context) => {
            await invalidateUserAuth(db, changed.id);
            await mailAuthenticatorChange(mails, context?.path, changed);
          },
        },
        delete: { after: (deleted) => invalidateUserAuth(db, deleted.id) },
        create: {
          before: async (created) => {
            checkAccountText(created);
            return withoutImage(created);
          },
          after: async (created) => {
            await options.onUserCreated(db, {
              id: created.id,
              email: created.email,
              fullName: created.name,
              emailVerified: created.emailVerified,
            });
            await createPersonalTeam(created);
            // An account Google creates arrives with its address verified; no link will follow.
            if (created.emailVerified) await options.onEmailVerified(db, created);
          },
        },
      },
    },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
