import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

/** DELETE /api/webhooks/:id — the endpoint, its deliveries and their log go together. */
export async function deleteWebhook(db: Db, scope: Pick<TeamScope, 'teamId'>, id: string): Promise<void> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), ofTeam(webhookEndpoints, scope)))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw notFound('Webhook');
}
