import { betterAuth, type BetterAuthOptions } from 'better-auth';
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
import { openPasskeyReview } from '../passkey-review';
import { invalidateUserAuth } from '../session-cache';
import { teamPlugin, type OnTeamMembersChanged } from '../team-plugin';
import { checkTeamRoleInput } from '../team-role-input';
import { sessionHooks, userHooks, type OnEmailVerified, type OnUserCreated } from './database-hooks';
import { googlePlugins } from './google-sign-in';
import { afterSuccess, hookOf } from './hook-steps';
import { CLIENT_IP_HEADER, trustedOrigins } from './http';
import {
  hashNewPassword,
  identityChecks,
  redirectVerificationLanding,
  verificationReturnPath,
} from './identity-rules';
import {
  countWrongCodes,
  forgetChangedFactors,
  mailFactorChange,
  recordSecondStep,
  secondStepGate,
} from './second-step-hooks';
import { forgetTeams, keepPersonalOwnerOnLeave, personalTeamMaker, tellSeatsOnLeave } from './team-hooks';

export type { OnEmailVerified, OnUserCreated } from './database-hooks';

type AuthMails = ReturnType<typeof authMails>;
type PasskeyReviews = Parameters<typeof openPasskeyReview>[0];

/** What better-auth writes to: LeadScout's tables under better-auth's model names (teams are its organizations). */
const schema = {
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
};

/** Linking Google to an account (decision 098). */
const accountOptions: BetterAuthOptions['account'] = {
  // Google's tokens are never used after sign-in; stored encrypted all the same.
  encryptOAuthTokens: true,
  accountLinking: {
    enabled: true,
    trustedProviders: [],
    allowDifferentEmails: false,
    // A user can never unlink their last way to sign in (better-auth refuses it).
    allowUnlinkingAll: false,
  },
};

/**
 * Sign-up sends a verification link and does not sign in; the link does (decision 098). Sign-in is never held back
 * for an unverified address: with SMTP_URL unset no mail leaves, and a newcomer must still get in.
 */
function emailAndPasswordOptions(options: {
  db: Db;
  config: Config;
  mails: AuthMails;
  passkeyReviews: () => Promise<PasskeyReviews>;
}): BetterAuthOptions['emailAndPassword'] {
  const { db, config, mails } = options;
  return {
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
      await openPasskeyReview(await options.passkeyReviews(), person.id);
    },
    // A sign-up for a taken address answers like any other (no way to probe who has an account); the owner hears.
    onExistingUserSignUp: async ({ user: person }) => {
      await mails.alreadyRegistered(person.email);
    },
  };
}

/** The verification link signs the person in and returns to the dashboard or the invitation they came from. */
function emailVerificationOptions(
  db: Db,
  mails: AuthMails,
  onEmailVerified: OnEmailVerified,
): BetterAuthOptions['emailVerification'] {
  return {
    sendOnSignUp: true,
    autoSignInAfterVerification: true,
    expiresIn: 60 * 60 * 24,
    sendVerificationEmail: async ({ user: person, url }) => {
      const link = new URL(url);
      link.searchParams.set(
        'callbackURL',
        verificationReturnPath(link.searchParams.get('callbackURL') ?? ''),
      );
      await mails.verifyEmail(person.email, person.name, link.toString());
    },
    afterEmailVerification: async (person) => onEmailVerified(db, person),
  };
}

function rateLimitOptions(config: Config): BetterAuthOptions['rateLimit'] {
  return {
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
  };
}

/** better-auth's `before` and `after` hooks, as steps in order (each file says what its steps are for). */
function hookOptions(
  db: Db,
  config: Config,
  mails: AuthMails,
  onTeamMembersChanged: OnTeamMembersChanged | undefined,
): BetterAuthOptions['hooks'] {
  return {
    before: hookOf([
      ...identityChecks,
      keepPersonalOwnerOnLeave(db),
      checkTeamRoleInput,
      secondStepGate(db, config),
    ]),
    after: hookOf([
      redirectVerificationLanding,
      countWrongCodes(db),
      afterSuccess([
        recordSecondStep(db),
        forgetTeams(db),
        tellSeatsOnLeave(db, onTeamMembersChanged),
        forgetChangedFactors(db),
        mailFactorChange(mails),
      ]),
    ]),
  };
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
  const createPersonalTeam = personalTeamMaker(db, (body) => auth.api.createOrganization({ body }));
  const passkeyReviews = async (): Promise<PasskeyReviews> => (await auth.$context).internalAdapter;
  const auth = betterAuth({
    appName: 'LeadScout',
    logger: { disabled: process.env.LOG_LEVEL === 'silent' },
    baseURL: config.APP_URL,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [...trustedOrigins(config), ...(options.devOrigins ?? [])],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    plugins: [
      // TOTP with ten backup codes; the secret and codes are stored encrypted (decision 096).
      // allowPasswordless: a user without a password (Google only) may turn it on; one with a password confirms it.
      twoFactorPlugin({ issuer: 'LeadScout', allowPasswordless: true, backupCodeOptions: { amount: 10 } }),
      // WebAuthn; the relying party is APP_URL's host, the expected origin the request's (origin-checked) Origin.
      passkeyPlugin({ rpName: 'LeadScout', rpID: new URL(config.APP_URL).hostname }),
      ...googlePlugins(config),
      teamPlugin({ db, mails, appUrl: config.APP_URL, onMembersChanged: options.onTeamMembersChanged }),
    ],
    emailAndPassword: emailAndPasswordOptions({ db, config, mails, passkeyReviews }),
    emailVerification: emailVerificationOptions(db, mails, options.onEmailVerified),
    account: accountOptions,
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // No "fresh session" rule (listing sessions, adding a passkey): step-up (decision 096) guards what matters.
      freshAge: 0,
      additionalFields: { secondStepAt: { type: 'date', required: false, input: false } },
    },
    rateLimit: rateLimitOptions(config),
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    // The two-step gate and step-up for better-auth's own routes (lib/second-step.ts; decision 096), and the rest.
    hooks: hookOptions(db, config, mails, options.onTeamMembersChanged),
    databaseHooks: {
      session: sessionHooks(db),
      user: userHooks({
        db,
        mails,
        onUserCreated: options.onUserCreated,
        onEmailVerified: options.onEmailVerified,
        createPersonalTeam,
      }),
    },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
