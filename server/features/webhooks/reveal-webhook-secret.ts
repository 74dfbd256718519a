import { and, eq } from 'drizzle-orm';
import type { TWebhookWithSecret } from '@contracts/webhooks';
import type { Db } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { openWebhookSecret } from './webhook-secret';
import { toWebhookEndpoint } from './to-webhook-endpoint';

/** POST /api/webhooks/:id/secret — the signing secret, for whoever manages the team's settings (after a recent second step). */
export async function revealWebhookSecret(
  db: Db,
  appSecret: string,
  scope: Pick<TeamScope, 'teamId'>,
  id: string,
): Promise<TWebhookWithSecret> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), ofTeam(webhookEndpoints, scope)))
    .limit(1);
  if (!row) throw notFound('Webhook');
  return {
    endpoint: toWebhookEndpoint(row),
    secret: openWebhookSecret(appSecret, row.id, row.secretEncrypted),
  };
}
