import { and, eq, gt, sql } from 'drizzle-orm';
import type { TPageSpeed, TPageSpeedRefusal } from '@contracts/audit';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  businessResults,
  mergeLeadAudit,
  nextLeadRevision,
  pageSpeedCache,
  searchHistory,
} from '../../db/schema';
import { logger } from '../../core/logger';
import { GoogleApiError } from '../../integrations/google/google-api-error';
import { googleConfigFor } from '../../integrations/google/google-config-for';
import { runPageSpeed } from '../../integrations/google/run-pagespeed';
import { recordGoogleRequests } from '../../lib/google-requests';
import { readTeamKey } from '../api-keys';
import type { PageSpeedJob } from './pagespeed-queue';

/** A domain's result is reused this long, by every team: it is public data and the API has a daily quota. */
export const PAGESPEED_CACHE_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

export type CheckPageSpeedDeps = {
  db: Db;
  config: Config;
  appSecret: string;
  /** The clock of the cache and of `checkedAt` (tests move it). */
  now?: () => Date;
};

/** What one check did, kept as the job's output. */
export type PageSpeedOutcome =
  | { outcome: 'measured' | 'cached'; domain: string }
  | { outcome: 'skipped'; reason: 'no lead' | 'no website' | 'no key' }
  | { outcome: 'failed'; kind: string };

/** The cache key of a website: its host, lower case, without a leading `www.`; null for anything not http(s). */
export function pageSpeedDomain(website: string): string | null {
  if (!URL.canParse(website)) return null;
  const url = new URL(website);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.hostname.toLowerCase().replace(/^www\./, '');
}

/**
 * Adds PageSpeed, or why Google measured nothing, to the lead's audit, keeping whatever else the audit holds
 * (mergeLeadAudit); a measurement clears an earlier refusal.
 */
async function saveOnLead(
  db: Db,
  job: PageSpeedJob,
  patch: { pageSpeed: TPageSpeed; pageSpeedRefusal: null } | { pageSpeedRefusal: TPageSpeedRefusal },
): Promise<void> {
  await db
    .update(businessResults)
    .set({
      audit: mergeLeadAudit(patch),
      revision: nextLeadRevision(),
      updatedAt: sql`clock_timestamp()`,
    })
    .where(and(eq(businessResults.id, job.leadId), eq(businessResults.teamId, job.teamId)));
}

/**
 * One lead's PageSpeed check (decision 131), after its deep pass: the website's domain measured in the last
 * PAGESPEED_CACHE_DAYS is taken from the cache; otherwise PageSpeed Insights is asked with the team's Google
 * key (every request recorded for Usage) and the answer cached. Either way the result joins the lead's audit.
 * A refusal Google will repeat (no such API on the key, a page it cannot load, the day's quota) ends the check
 * with nothing stored; what may pass (rate limit, 5xx) throws, so the queue tries again later.
 */
export async function checkPageSpeed(deps: CheckPageSpeedDeps, job: PageSpeedJob): Promise<PageSpeedOutcome> {
  const { db, config, appSecret } = deps;
  const now = deps.now ?? (() => new Date());
  const [lead] = await db
    .select({
      website: businessResults.website,
      searchId: businessResults.searchId,
      by: searchHistory.createdBy,
    })
    .from(businessResults)
    .innerJoin(
      searchHistory,
      and(eq(searchHistory.id, businessResults.searchId), eq(searchHistory.teamId, job.teamId)),
    )
    .where(and(eq(businessResults.id, job.leadId), eq(businessResults.teamId, job.teamId)))
    .limit(1);
  if (!lead) return { outcome: 'skipped', reason: 'no lead' };
  const domain = lead.website ? pageSpeedDomain(lead.website) : null;
  if (!lead.website || !domain) return { outcome: 'skipped', reason: 'no website' };

  const [cached] = await db
    .select({ result: pageSpeedCache.result })
    .from(pageSpeedCache)
    .where(
      and(
        eq(pageSpeedCache.domain, domain),
        gt(pageSpeedCache.fetchedAt, new Date(now().getTime() - PAGESPEED_CACHE_DAYS * DAY_MS)),
      ),
    )
    .limit(1);
  if (cached) {
    await saveOnLead(db, job, { pageSpeed: cached.result, pageSpeedRefusal: null });
    return { outcome: 'cached', domain };
  }

  const apiKey = await readTeamKey(db, appSecret, job.teamId);
  if (!apiKey) return { outcome: 'skipped', reason: 'no key' };
  const google = googleConfigFor(
    config,
    apiKey,
    recordGoogleRequests(db, { teamId: job.teamId, createdBy: lead.by, searchId: lead.searchId }),
  );
  let pageSpeed: TPageSpeed;
  try {
    pageSpeed = await runPageSpeed(google, lead.website, { now });
  } catch (error) {
    if (!(error instanceof GoogleApiError) || error.isRetryable) throw error;
    logger.warn('PageSpeed could not measure a website', {
      leadId: job.leadId,
      kind: error.kind,
      google: error.googleMessage,
    });
    const checkedAt = now().toISOString();
    await saveOnLead(db, job, {
      pageSpeedRefusal: { checkedAt, kind: error.kind, message: error.message },
    });
    return { outcome: 'failed', kind: error.kind };
  }
  const fetchedAt = now();
  await db
    .insert(pageSpeedCache)
    .values({ domain, result: pageSpeed, fetchedAt })
    .onConflictDoUpdate({ target: pageSpeedCache.domain, set: { result: pageSpeed, fetchedAt } });
  await saveOnLead(db, job, { pageSpeed, pageSpeedRefusal: null });
  return { outcome: 'measured', domain };
}
