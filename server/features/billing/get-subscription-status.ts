import { eq } from 'drizzle-orm';
import { roleCan } from '@contracts/team-roles';
import type { TSubscriptionStatus } from '@contracts/billing';
import type { Db } from '../../db/client';
import { subscriptions, user } from '../../db/schema';
import { payerCover, payerOf } from '../../lib/team-payer';
import type { TeamScope } from '../../lib/team-scope';
import { teamUsageThisMonth, usageThisMonth } from '../usage';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/**
 * The subscription check (spec §3) from our own database; never calls Stripe. It is the plan of the active team's
 * paying owner (decision 110): a member sees the subscription they work under, who pays it and the seats.
 */
export async function getSubscriptionStatus(
  db: Db,
  scope: TeamScope,
  billing: { enabled: boolean; perSeat: boolean },
  now = new Date(),
): Promise<TSubscriptionStatus> {
  const payerId = (await payerOf(db, scope.teamId)) ?? scope.userId;
  const [[row], [payer], searches, exports, teamSearches, teamExports, cover] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.userId, payerId)).limit(1),
    db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, payerId)).limit(1),
    usageThisMonth(db, payerId, 'search'),
    usageThisMonth(db, payerId, 'export'),
    teamUsageThisMonth(db, scope.teamId, 'search'),
    teamUsageThisMonth(db, scope.teamId, 'export'),
    payerCover(db, payerId),
  ]);
  const subscribed = row?.status === 'active';
  const trialEnd = row?.trialEnd ?? null;
  const isYou = payerId === scope.userId;
  return {
    subscribed,
    product_id: subscribed ? (row?.stripeProductId ?? null) : null,
    subscription_end: subscribed ? iso(row?.currentPeriodEnd) : null,
    is_in_trial: subscribed && row?.planType === 'trial' && (trialEnd === null || trialEnd > now),
    trial_end_date: iso(trialEnd),
    is_founder: row?.isFounder ?? false,
    billing_enabled: billing.enabled,
    plan_type: row?.planType ?? null,
    search_limit: row?.searchLimit ?? null,
    export_limit: row?.exportLimit ?? null,
    searches_this_month: searches,
    exports_this_month: exports,
    // The portal opens the signed-in person's own Stripe customer: only the payer's, for the payer.
    has_billing_account: billing.enabled && isYou && Boolean(row?.stripeCustomerId),
    stripe_status: row?.stripeStatus ?? null,
    team: {
      payer: payer ? { name: payer.name, email: payer.email, is_you: isYou } : null,
      can_manage: roleCan(scope.role, { billing: ['manage'] }) && (isYou || !subscribed),
      teams_covered: cover.teams,
      seats: cover.seats,
      per_seat: billing.perSeat,
      searches_this_month: teamSearches,
      exports_this_month: teamExports,
    },
  };
}
