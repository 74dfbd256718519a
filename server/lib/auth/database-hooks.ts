import type { BetterAuthOptions } from 'better-auth';
import type { Db } from '../../db/client';
import { mailAuthenticatorChange } from '../factor-mail';
import { getPersonalTeamId, invalidateSession, invalidateUserAuth } from '../session-cache';
import { checkAccountText, withoutImage } from './identity-rules';

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

type DatabaseHooks = NonNullable<BetterAuthOptions['databaseHooks']>;

/** Sign-out, revocation, "sign out other sessions": every instance forgets the session at once (decision 081). */
export function sessionHooks(db: Db): DatabaseHooks['session'] {
  return {
    // A session starts in the person's personal team (decision 101); the team switcher changes it.
    create: {
      before: async (started) => ({
        data: { ...started, activeOrganizationId: await getPersonalTeamId(db, started.userId) },
      }),
    },
    // The active team changed (or the session was refreshed): every instance rereads it.
    update: { after: (changed) => invalidateSession(db, changed.token) },
    delete: { after: (ended) => invalidateSession(db, ended.token) },
  };
}

/** Account text is checked and images dropped; a change reaches every instance, and a new account gets its rows. */
export function userHooks(options: {
  db: Db;
  mails: Parameters<typeof mailAuthenticatorChange>[0];
  onUserCreated: OnUserCreated;
  onEmailVerified: OnEmailVerified;
  createPersonalTeam: (person: { id: string; name: string }) => Promise<void>;
}): DatabaseHooks['user'] {
  const { db, mails } = options;
  return {
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
        await options.createPersonalTeam(created);
        // An account Google creates arrives with its address verified; no link will follow.
        if (created.emailVerified) await options.onEmailVerified(db, created);
      },
    },
  };
}
