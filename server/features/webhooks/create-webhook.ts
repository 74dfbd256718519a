import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { z } from 'zod';
import type { TWebhookWithSecret, ZCreateWebhookRequest } from '@contracts/webhooks';
import type { Db } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ofTeam, ownerColumns, type TeamScope } from '../../lib/team-scope';
import { newWebhookSecret, sealWebhookSecret } from './webhook-secret';
import { toWebhookEndpoint } from './to-webhook-endpoint';

/** Endpoints one team may have. */
export const MAX_ENDPOINTS_PER_TEAM = 20;

/** Adds an endpoint with a new signing secret, answered once here (and on "Reveal secret"). */
export async function createWebhook(
  db: Db,
  appSecret: string,
  scope: TeamScope,
  input: z.output<typeof ZCreateWebhookRequest>,
): Promise<TWebhookWithSecret> {
  const id = randomUUID();
  const secret = newWebhookSecret();
  const [existing] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(ofTeam(webhookEndpoints, scope));
  if ((existing?.n ?? 0) >= MAX_ENDPOINTS_PER_TEAM)
    throw new AppError(
      'VALIDATION_ERROR',
      `A team can have at most ${MAX_ENDPOINTS_PER_TEAM} webhook endpoints`,
    );
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      id,
      ...ownerColumns(scope),
      url: input.url,
      description: input.description,
      events: [...new Set(input.events)],
      secretEncrypted: sealWebhookSecret(appSecret, id, secret),
    })
    .returning();
  return { endpoint: toWebhookEndpoint(row), secret };
}
