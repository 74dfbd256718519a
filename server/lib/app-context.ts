import type { TApiTokenScope } from '@contracts/api-tokens';
import type { TTeamRole } from '@contracts/team-roles';

/*
 * The request context's types, a leaf: it imports nothing from server/, so any module may use it without
 * making an import circle (decision 122). What routes and jobs are built from is AppDeps (server/app-deps.ts).
 */

export type SessionUser = { id: string; email: string; name: string };

/** A session's second-step state (lib/second-step.ts decides what it allows). */
export type SessionFactors = {
  twoFactorEnabled: boolean;
  secondStepAt: Date | null;
  /** When the session was made (signed in); a young session has just proven the password (lib/reauthentication.ts). */
  signedInAt: Date;
};

/** The team a request works in, and the signed-in user's role there. */
export type ActiveTeam = { id: string; role: TTeamRole };

export type AppEnv = {
  Variables: {
    user: SessionUser;
    /** The signed-in session's second-step state (lib/second-step.ts), set with `user` by requireUser. */
    sessionFactors: SessionFactors;
    /** The team the request acts in and the user's role there (lib/team-scope.ts), set with `user` by requireUser. */
    team: ActiveTeam;
    /** The API token of a `/api/v1` or `/api/mcp` request (lib/api-token-auth.ts, decision 113). */
    apiToken: { id: string; scopes: TApiTokenScope[] };
    /** The client's address, resolved once per request behind TRUST_PROXY (lib/client-address.ts). */
    clientIp: string | undefined;
    /** The request's id (core/logger.ts: the caller's X-Request-Id or a new UUID), on every log line and in a 500. */
    requestId: string;
  };
};
