import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { researchSpend } from '../../db/schema';
import { usageMonth } from '../usage';

/** Money taken from a team's monthly research budget for one model call, before it is made. */
export type TSpendReservation = { teamId: string; month: string; micros: number };

/** Dollars in millionths, the unit the spend is kept in. */
export const toMicros = (dollars: number) => Math.round(dollars * 1_000_000);
export const toDollars = (micros: number) => Math.round(micros) / 1_000_000;

/** The team's monthly research budget (RESEARCH_MONTHLY_DOLLARS) in millionths of a dollar. */
export const researchCapMicros = (config: { RESEARCH_MONTHLY_DOLLARS: number }) =>
  toMicros(config.RESEARCH_MONTHLY_DOLLARS);

/**
 * Takes `micros` from the team's research budget of this month if that keeps its spend within `capMicros`, or
 * nothing (null). The check and the addition are one statement on the team's month row (INSERT … ON CONFLICT DO
 * UPDATE … WHERE, as the quotas do, decision 087): PostgreSQL re-checks the condition on the row it locked, so
 * parallel runs of any of the team's columns, on any instance, never reserve past the cap.
 */
export async function reserveResearchSpend(
  db: Db,
  teamId: string,
  capMicros: number,
  micros: number,
): Promise<TSpendReservation | null> {
  if (micros > capMicros) return null;
  const month = usageMonth();
  const taken = await db
    .insert(researchSpend)
    .values({ teamId, month, micros })
    .onConflictDoUpdate({
      target: [researchSpend.teamId, researchSpend.month],
      set: { micros: sql`${researchSpend.micros} + ${micros}` },
      setWhere: sql`${researchSpend.micros} + ${micros} <= ${capMicros}`,
    })
    .returning({ micros: researchSpend.micros });
  return taken.length > 0 ? { teamId, month, micros } : null;
}

/**
 * Replaces a reservation by what the call really cost (0: it was not made or not charged). The reservation is
 * the call's upper bound (`boundUsage`), so settling gives money back; a provider that counted more than the
 * bound still has its real cost recorded, and later reservations see it.
 */
export async function settleResearchSpend(
  db: Db,
  reservation: TSpendReservation,
  actualMicros: number,
): Promise<void> {
  const change = actualMicros - reservation.micros;
  if (change === 0) return;
  await db
    .update(researchSpend)
    .set({ micros: sql`greatest(0, ${researchSpend.micros} + ${change})` })
    .where(and(eq(researchSpend.teamId, reservation.teamId), eq(researchSpend.month, reservation.month)));
}

/** What the team spent on research this month (calls in flight counted at their reservation), in millionths. */
export async function researchSpentThisMonth(db: Db, teamId: string): Promise<number> {
  const [row] = await db
    .select({ micros: researchSpend.micros })
    .from(researchSpend)
    .where(and(eq(researchSpend.teamId, teamId), eq(researchSpend.month, usageMonth())))
    .limit(1);
  return row?.micros ?? 0;
}
