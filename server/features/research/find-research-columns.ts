import { eq } from 'drizzle-orm';
import type { TResearchColumn } from '@contracts/research';
import type { Db } from '../../db/client';
import { researchColumns } from '../../db/schema';
import type { TeamScope } from '../../lib/team-scope';
import { assertViewOfTeam } from './create-research-column';
import { readResearchColumns } from './research-column-view';

/** The question columns of one search or list of the scope's team (404 for another team's), with progress. */
export async function findResearchColumns(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  view: { searchId?: string; listId?: string },
): Promise<TResearchColumn[]> {
  await assertViewOfTeam(db, scope, view);
  return readResearchColumns(
    db,
    scope,
    view.searchId
      ? eq(researchColumns.searchId, view.searchId)
      : eq(researchColumns.listId, view.listId ?? ''),
  );
}
