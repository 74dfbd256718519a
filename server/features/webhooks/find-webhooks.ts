import { asc } from 'drizzle-orm';
import type { TWebhookEndpoint } from '@contracts/webhooks';
import type { Db } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { toWebhookEndpoint } from './to-webhook-endpoint';

/** GET /api/webhooks — the team's endpoints, oldest first. */
export async function findWebhooks(db: Db, scope: Pick<TeamScope, 'teamId'>): Promise<TWebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(ofTeam(webhookEndpoints, scope))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map(toWebhookEndpoint);
}
