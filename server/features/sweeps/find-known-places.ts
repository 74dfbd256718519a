import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessResults } from '../../db/schema';

/** Which of `placeIds` the team already has in one of its searches (other than `exceptSearchIds`). */
export async function findKnownPlaces(
  db: Db,
  teamId: string,
  placeIds: string[],
  exceptSearchIds: string[] = [],
): Promise<Set<string>> {
  if (placeIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: businessResults.googlePlaceId })
    .from(businessResults)
    .where(
      and(
        eq(businessResults.teamId, teamId),
        inArray(businessResults.googlePlaceId, placeIds),
        exceptSearchIds.length > 0 ? notInArray(businessResults.searchId, exceptSearchIds) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.id).filter((id): id is string => Boolean(id)));
}
