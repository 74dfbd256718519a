import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TLeadFilters } from '@contracts/filters';
import { businessResults as b } from '../db/schema';
import { auditFindingsMask } from '../db/schema/lead-facts';

/**
 * The workspace's filter set (`compileFilters` of contracts/filters.ts) as one WHERE on `business_results`, with
 * the same answer for every row (decision 146; `lead-paging.int.test.ts` compares them on random leads), for the
 * leads' pages and the exports alike:
 *
 * - a bound on a missing value keeps the row only under "include leads without a value": `coalesce(test, missing)`;
 * - website, social media, a mailable email, the CMS lower-cased, a chain and the audit's findings are the columns
 *   the database keeps of them (db/schema/lead-facts.ts), so one narrow index answers a count;
 * - a rating is compared as the number the row's reader gets (`ratingIs`), not as the `real` widened to a double:
 *   4.1 is stored as 4.0999999…, and "rating at least 4.1" keeps it in the browser;
 * - "last contacted N days ago" is a date on or before the caller's `today` less N days.
 *
 * `undefined` when no filter is set.
 */
export function leadFiltersSql(filters: TLeadFilters, today: string, me?: string): SQL | undefined {
  const f = filters;
  const missing = f.includeMissing === true ? sql`true` : sql`false`;
  const atLeast = (value: SQLWrapper, min: number) => sql`coalesce(${value} >= ${min}::float8, ${missing})`;
  const atMost = (value: SQLWrapper, max: number) => sql`coalesce(${value} <= ${max}::float8, ${missing})`;
  const is = (fact: SQLWrapper, wanted: boolean) => (wanted ? sql`${fact}` : sql`not ${fact}`);
  const where: (SQL | undefined)[] = [];

  if (f.minRating !== undefined) where.push(sql`coalesce(${ratingIs('>=', f.minRating)}, ${missing})`);
  if (f.maxRating !== undefined) where.push(sql`coalesce(${ratingIs('<=', f.maxRating)}, ${missing})`);
  if (f.minReviewCount !== undefined) where.push(atLeast(b.reviewCount, f.minReviewCount));
  if (f.minLeadScore !== undefined) where.push(atLeast(b.leadScore, f.minLeadScore));
  if (f.maxLeadScore !== undefined) where.push(atMost(b.leadScore, f.maxLeadScore));
  if (f.hasWebsite !== undefined) where.push(is(b.hasWebsite, f.hasWebsite));
  if (f.hasSocialMedia !== undefined) where.push(is(b.hasSocialMedia, f.hasSocialMedia));
  if (f.hasChatbot !== undefined) where.push(sql`coalesce(${b.hasChatbot} = ${f.hasChatbot}, ${missing})`);
  if (f.hasMailableEmail !== undefined) where.push(is(b.hasMailableEmail, f.hasMailableEmail));
  if (f.cmsPlatform !== undefined)
    where.push(sql`coalesce(${b.cmsKey} = ${f.cmsPlatform.toLowerCase()}, ${missing})`);
  if (f.tags !== undefined && f.tags.length > 0) where.push(sql`${b.tags} && ${textArray(f.tags)}`);
  if (f.minEmployees !== undefined) where.push(atLeast(b.employeeCountEstimate, f.minEmployees));
  if (f.maxEmployees !== undefined) where.push(atMost(b.employeeCountEstimate, f.maxEmployees));
  if (f.minRevenue !== undefined) where.push(atLeast(b.revenueEstimateMin, f.minRevenue));
  if (f.maxRevenue !== undefined) where.push(atMost(b.revenueEstimateMax, f.maxRevenue));
  if (f.lastContactedDaysAgo !== undefined) {
    const cutoff = daysBefore(today, f.lastContactedDaysAgo);
    where.push(
      cutoff === null
        ? sql`(${b.lastContactedDate} is null and ${missing})`
        : sql`coalesce(${b.lastContactedDate} <= ${cutoff}::date, ${missing})`,
    );
  }
  if (f.auditFindings !== undefined && f.auditFindings.length > 0)
    where.push(sql`${b.auditFindings} & ${auditFindingsMask(f.auditFindings).toString()}::bigint <> 0`);
  if (f.assigned === 'unassigned') where.push(sql`coalesce(${b.assignedTo}, '') = ''`);
  if (f.assigned === 'me') where.push(me === undefined ? sql`false` : sql`${b.assignedTo} = ${me}`);
  if (f.excludeChains) where.push(is(b.isChain, false));
  return and(...where);
}

/**
 * The rating as its reader gets it (the `real` printed as its shortest decimal, then read as a double) against
 * `bound`. A bound of at most six significant digits from 0.1 up (every bound the panel offers) is itself the
 * shortest decimal of the `real` nearest it, and the printing keeps order, so comparing the stored `real` with that
 * `real` answers the same, without printing each row's rating.
 */
function ratingIs(op: '>=' | '<=', bound: number): SQL {
  const operator = sql.raw(op);
  const isShort = Number(bound.toPrecision(6)) === bound && (bound === 0 || (bound >= 0.1 && bound < 1e30));
  return isShort
    ? sql`${b.rating} ${operator} ${Math.fround(bound)}::float8`
    : sql`(${b.rating}::text)::float8 ${operator} ${bound}::float8`;
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

const DAY_MS = 86_400_000;

/**
 * The latest date `daysBetween(date, today) >= days` holds for ("YYYY-MM-DD"), or null when `today` is not a date
 * (then no contact date passes, as in `compileFilters`) or the day falls outside the years 0001–9999.
 */
function daysBefore(today: string, days: number): string | null {
  const end = Date.parse(`${today.slice(0, 10)}T00:00:00Z`) - days * DAY_MS;
  if (Number.isNaN(end)) return null;
  const iso = new Date(end).toISOString();
  return /^\d{4}-/.test(iso) && !iso.startsWith('0000') ? iso.slice(0, 10) : null;
}
