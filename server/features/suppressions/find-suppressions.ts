import { and, count, desc, sql } from 'drizzle-orm';
import {
  SUPPRESSIONS_PAGE_SIZE,
  type TSuppressionsPage,
  type TSuppressionsQuery,
} from '@contracts/suppressions';
import type { Db } from '../../db/client';
import { suppressions } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { toSuppression } from './to-suppression';

/** GET /api/suppressions — one page of the team's list, newest first; `q` matches any part of the address. */
export async function findSuppressions(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  query: TSuppressionsQuery,
): Promise<TSuppressionsPage> {
  const q = query.q?.toLowerCase();
  const where = and(
    ofTeam(suppressions, scope),
    q ? sql`strpos(${suppressions.email}, ${q}) > 0` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(suppressions)
      .where(where)
      .orderBy(desc(suppressions.createdAt), desc(suppressions.id))
      .limit(SUPPRESSIONS_PAGE_SIZE)
      .offset((query.page - 1) * SUPPRESSIONS_PAGE_SIZE),
    db.select({ n: count() }).from(suppressions).where(where),
  ]);
  return {
    items: rows.map(toSuppression),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: SUPPRESSIONS_PAGE_SIZE,
  };
}
