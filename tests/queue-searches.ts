import { searchHistory } from '../server/db/schema';
import { saveAndEnqueueSearches } from '../server/features/search/search-queue';
import { ownedBy, userIdOf } from './seed-leads';
import type { TestApp } from './test-app';

/** Signs a new person up and queues `count` searches of theirs as search jobs (the fair-share tests); their id. */
export async function queueSearchesOf(t: TestApp, email: string, count: number): Promise<string> {
  await t.signUp(email);
  const userId = await userIdOf(t.db, email);
  const rows = Array.from({ length: count }, (_, i) => ({
    ...ownedBy(userId),
    niche: `shop ${i}`,
    location: 'Reno',
  }));
  await saveAndEnqueueSearches(t.deps, (tx) =>
    tx.insert(searchHistory).values(rows).returning({
      id: searchHistory.id,
      teamId: searchHistory.teamId,
      createdBy: searchHistory.createdBy,
    }),
  );
  return userId;
}
