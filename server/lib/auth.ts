import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { account, rateLimit, session, user, verification } from '../db/schema';
import { provisionNewUser } from '../features/account/provision-new-user';

/** The header the HTTP layer fills with the socket's address, so clients cannot spoof rate-limit keys. */
export const CLIENT_IP_HEADER = 'x-leadscout-client-ip';

/** The origins a browser may send state-changing requests from. */
export function trustedOrigins(cfg: Config): string[] {
  const origins = new Set([new URL(cfg.APP_URL).origin]);
  origins.add(`http://localhost:${cfg.PORT}`).add(`http://127.0.0.1:${cfg.PORT}`);
  return [...origins];
}

export function createAuth(options: { db: Db; config: Config; secret: string; devOrigins?: string[] }) {
  const { db, config } = options;
  return betterAuth({
    appName: 'LeadScout',
    logger: { disabled: process.env.LOG_LEVEL === 'silent' },
    baseURL: config.APP_URL,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [...trustedOrigins(config), ...(options.devOrigins ?? [])],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, rateLimit } }),
    emailAndPassword: { enabled: true, minPasswordLength: 6, maxPasswordLength: 128, autoSignIn: true },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: 20 },
        '/sign-up/email': { window: 60, max: 20 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await provisionNewUser(db, { id: created.id, email: created.email, fullName: created.name });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
