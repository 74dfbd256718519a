import { and, desc, eq, gte, inArray, not } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { CRM_NAMES, type TCrmProvider, type TSearchAutoPushChanged } from '@contracts/crm';
import type { Db } from '../../db/client';
import { businessResults, crmAutoPushSearches, searchHistory } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ofTeam, ownerColumns, type TeamScope } from '../../lib/team-scope';
import { getCrmConnection } from './crm-connection-store';
import { queueCrmPush } from './crm-push-queue';
import { recordCrmPush, waitsInPush } from './record-crm-push';

/** A lead's deeper check has ended (or had nothing to check): its score is final until the next one. */
const CHECK_ENDED = ['done', 'failed', 'skipped'];

/**
 * Switches one saved search's auto-push to one of the team's CRMs on or off (decision 115 addendum), for a
 * connection whose scope is `chosen`. Switching it on pushes at once, as one push, the search's leads whose
 * deeper check has ended and that meet the threshold; the rest follow as their checks end (`recordAutoPushes`).
 * Switching on a search that is already on changes nothing and pushes nothing; off is always allowed.
 */
export async function setSearchAutoPush(
  db: Db,
  boss: Pick<PgBoss, 'send'>,
  scope: TeamScope,
  request: { searchId: string; provider: TCrmProvider; on: boolean },
): Promise<TSearchAutoPushChanged> {
  const { searchId, provider, on } = request;
  const connection = await getCrmConnection(db, scope, provider);
  const name = CRM_NAMES[provider];
  const minScore = connection.autoPushMinScore;
  const chosenRow = and(
    ofTeam(crmAutoPushSearches, scope),
    eq(crmAutoPushSearches.connectionId, connection.id),
    eq(crmAutoPushSearches.searchId, searchId),
  );
  const push = await db.transaction(async (tx) => {
    // The search's row lock orders this with a deeper check ending (runDeepPass locks it first too): that lead
    // is either seen here as ended or sees this choice in its own auto-push, never neither.
    const [search] = await tx
      .select({ id: searchHistory.id })
      .from(searchHistory)
      .where(and(eq(searchHistory.id, searchId), ofTeam(searchHistory, scope)))
      .for('update');
    if (!search) throw new AppError('NOT_FOUND', 'Search not found');
    if (!on) {
      await tx.delete(crmAutoPushSearches).where(chosenRow);
      return null;
    }
    if (minScore === null)
      throw new AppError('CONFLICT', `Set the auto-push score for ${name} in Settings → Integrations first`);
    if (connection.autoPushScope === 'all')
      throw new AppError(
        'CONFLICT',
        `${name} auto-pushes every search; choose "only chosen searches" in Settings → Integrations first`,
      );
    const [chosen] = await tx
      .insert(crmAutoPushSearches)
      .values({ ...ownerColumns(scope), connectionId: connection.id, searchId })
      .onConflictDoNothing()
      .returning({ id: crmAutoPushSearches.id });
    if (!chosen) return null;
    const leads = await tx
      .select({ id: businessResults.id })
      .from(businessResults)
      .where(
        and(
          ofTeam(businessResults, scope),
          eq(businessResults.searchId, searchId),
          inArray(businessResults.deepStatus, CHECK_ENDED),
          gte(businessResults.leadScore, minScore),
          not(waitsInPush(tx, businessResults.id, connection.id)),
        ),
      )
      .orderBy(desc(businessResults.leadScore), businessResults.id);
    if (leads.length === 0) return null;
    const leadIds = leads.map((lead) => lead.id);
    const recorded = await recordCrmPush(tx, {
      ...ownerColumns(scope),
      connectionId: connection.id,
      leadIds,
    });
    return { id: recorded.id, pushed: leadIds.length };
  });
  if (push) await queueCrmPush(boss, { connectionId: connection.id, teamId: scope.teamId });
  return { provider, on, pushId: push?.id ?? null, pushed: push?.pushed ?? 0 };
}
