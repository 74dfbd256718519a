import { sql } from 'drizzle-orm';
import type { TWebhookEventData, TWebhookMessageType } from '@contracts/webhooks';
import type { Db } from '../../db/client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Wakes every instance's relay when the transaction that wrote deliveries commits (NOTIFY is transactional). */
export const WEBHOOK_OUTBOX_CHANNEL = 'leadscout_webhook_outbox';

/** The body every endpoint receives: the Standard Webhooks shape `{ type, timestamp, data }`. */
export function webhookMessage<T extends TWebhookMessageType>(type: T, data: TWebhookEventData[T]) {
  return { type, timestamp: new Date().toISOString(), data };
}

/**
 * Records `type` for every enabled endpoint of the team subscribed to it — one INSERT … SELECT into the outbox,
 * in the caller's transaction when given one, so an event exists exactly when its change does (decision 117).
 * Several `data` make several messages in the same statement (a page of new leads). Nothing is sent here: the
 * relay hands due deliveries to the queue after the commit. Returns how many deliveries were written.
 */
export async function emitTeamEvents<T extends Exclude<TWebhookMessageType, 'webhook.test'>>(
  db: Db | Tx,
  teamId: string,
  type: T,
  data: TWebhookEventData[T][],
): Promise<number> {
  if (data.length === 0) return 0;
  const messages = JSON.stringify(data.map((item) => webhookMessage(type, item)));
  const result = (await db.execute(sql`
    with inserted as (
      insert into webhook_deliveries (team_id, endpoint_id, event_type, payload)
      select e.team_id, e.id, ${type}, m.payload
      from webhook_endpoints e
      cross join jsonb_array_elements(${messages}::jsonb) as m(payload)
      where e.team_id = ${teamId} and e.enabled and ${type} = any(e.events)
      returning 1
    )
    select count(*)::int as n, case when count(*) > 0 then pg_notify(${WEBHOOK_OUTBOX_CHANNEL}, '') end
    from inserted`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** One event for the team's subscribed endpoints; see `emitTeamEvents`. */
export function emitTeamEvent<T extends Exclude<TWebhookMessageType, 'webhook.test'>>(
  db: Db | Tx,
  teamId: string,
  type: T,
  data: TWebhookEventData[T],
): Promise<number> {
  return emitTeamEvents(db, teamId, type, [data]);
}
