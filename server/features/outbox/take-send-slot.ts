import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailboxSendDays } from '../../db/schema';

/** Whether a send may go now; if not, when the next may (the spread's next slot), or that the day's cap is used. */
export type TSendSlot = { granted: true } | { granted: false; capReached: boolean; nextAt: Date };

/**
 * Takes one send from a mailbox's daily cap (decision 140), in one guarded statement like the quotas: the day's row
 * is made with the first send, and later sends add one only while `sent < cap` and the spread's `next_at` has
 * come. Two workers can never both take the last one. A grant moves `next_at` on by `spreadMs` (the window's
 * length over the cap, with jitter), so a day's sends spread across the window.
 */
export async function takeSendSlot(
  db: Db,
  slot: { mailboxId: string; day: string; cap: number; now: Date; spreadMs: number },
): Promise<TSendSlot> {
  const nextAt = new Date(slot.now.getTime() + slot.spreadMs);
  const result = await db.execute(sql`
    insert into mailbox_send_days (mailbox_id, day, sent, next_at)
    values (${slot.mailboxId}, ${slot.day}, 1, ${nextAt.toISOString()}::timestamptz)
    on conflict (mailbox_id, day) do update
      set sent = mailbox_send_days.sent + 1, next_at = excluded.next_at
      where mailbox_send_days.sent < ${slot.cap} and mailbox_send_days.next_at <= ${slot.now.toISOString()}::timestamptz
    returning sent`);
  if ((result as unknown as { rows: unknown[] }).rows.length > 0) return { granted: true };
  const [day] = await db
    .select({ sent: mailboxSendDays.sent, nextAt: mailboxSendDays.nextAt })
    .from(mailboxSendDays)
    .where(and(eq(mailboxSendDays.mailboxId, slot.mailboxId), eq(mailboxSendDays.day, slot.day)));
  return { granted: false, capReached: (day?.sent ?? 0) >= slot.cap, nextAt: day?.nextAt ?? slot.now };
}

/** Gives a send back to the day (nothing left the mailbox: its server could not be reached) and frees the slot. */
export async function returnSendSlot(
  db: Db,
  slot: { mailboxId: string; day: string; now: Date },
): Promise<void> {
  await db
    .update(mailboxSendDays)
    .set({ sent: sql`greatest(${mailboxSendDays.sent} - 1, 0)`, nextAt: slot.now })
    .where(and(eq(mailboxSendDays.mailboxId, slot.mailboxId), eq(mailboxSendDays.day, slot.day)));
}
