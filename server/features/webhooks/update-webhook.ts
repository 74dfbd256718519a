import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TWebhookEndpoint, ZUpdateWebhookRequest } from '@contracts/webhooks';
import type { Db } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { toWebhookEndpoint } from './to-webhook-endpoint';

/** PATCH /api/webhooks/:id — URL, events, or enabled (a disabled endpoint is sent nothing new). */
export async function updateWebhook(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  id: string,
  input: z.output<typeof ZUpdateWebhookRequest>,
): Promise<TWebhookEndpoint> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...input,
      ...(input.events ? { events: [...new Set(input.events)] } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(webhookEndpoints.id, id), ofTeam(webhookEndpoints, scope)))
    .returning();
  if (!row) throw notFound('Webhook');
  return toWebhookEndpoint(row);
}
