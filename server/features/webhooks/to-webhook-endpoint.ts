import { ZWebhookEvent, type TWebhookEndpoint } from '@contracts/webhooks';
import type { webhookEndpoints } from '../../db/schema';

/** The endpoint as the API shows it: never its secret. Events no longer known are left out. */
export function toWebhookEndpoint(row: typeof webhookEndpoints.$inferSelect): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events.filter(
      (event) => ZWebhookEvent.safeParse(event).success,
    ) as TWebhookEndpoint['events'],
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  };
}
