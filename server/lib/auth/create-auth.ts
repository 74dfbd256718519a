import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { verifyPassword } from 'better-auth/crypto';
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins/two-factor';
import { passkey as passkeyPlugin } from '@better-auth/passkey';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
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
} from '../../db/schema';
import type { Mailer } from '../../integrations/smtp/mailer';
import { authMails } from '../auth-mail';
import {
  clearWrongSecondSteps,
  countWrongSecondStep,
  isSecondStepPending,
  PENDING_SESSION_AUTH_PATHS,
  SECOND_STEP_PENDING_MESSAGE,
  TOO_MANY_SECOND_STEP_TRIES_MESSAGE,
} from '../second-step';
import { mailAuthenticatorChange, mailRouteFactorChange } from '../factor-mail';
import { inPasskeyReview, openPasskeyReview } from '../passkey-review';
import { checkReauthentication } from '../reauthentication';
import { getPersonalTeamId, invalidateSession, invalidateTeams, invalidateUserAuth } from '../session-cache';
import { personalTeamName } from '../team-membership';
import { teamPlugin, type OnTeamMembersChanged } from '../team-plugin';
import { checkTeamRoleInput } from '../team-role-input';
import { ownersOf } from '../team-payer';
import { googlePlugins } from './google-sign-in';
import { CLIENT_IP_HEADER, trustedOrigins } from './http';
import {
  AFTER_VERIFICATION_PATH,
  checkAccountText,
  checkIdentityRules,
  checkTeamRules,
  hashNewPassword,
  INVITATION_RETURN_PATH,
  verificationLanding,
  withoutImage,
} from './identity-rules';
import {
  FACTOR_CHANGE_PATHS,
  markSecondStep,
  SECOND_STEP_CODE_PATHS,
  SECOND_STEP_PATHS,
} from './second-step-hooks';

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
