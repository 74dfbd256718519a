import { sql, type SQL } from 'drizzle-orm';
import { index, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TLeadSort } from '@contracts/filters';

/**
 * The workspace's orders of leads (`sortLeads` of contracts/filters.ts) in SQL, shared by the indexes of
 * `business_results` and the queries that page through them (server/features/leads, decision 146), so the two
 * always name the same expressions.
 */

/** The digits a number is padded to in a name's key ("Unit 9" before "Unit 10"); `nameSortKey` pads to 12. */
const NAME_DIGITS = 12;

/**
 * `nameSortKey` as a stored column's expression: decomposed (NFD), combining accents removed, lower-cased by ICU's
 * root locale (JavaScript's `toLowerCase`: final sigma, every script, whatever the database's own locale), then
 * each run of fewer than 12 digits padded with zeros (one replacement per run length, so runs of 12 or more stay
 * as they are). Compared with `collate "C"` (code points), it orders names as the browser does.
 */
export function nameSortKeySql(name: string): SQL {
  let key = `lower(regexp_replace(normalize(${name}, NFD), '[\\u0300-\\u036f]', '', 'g') collate "und-x-icu")`;
  for (let digits = 1; digits < NAME_DIGITS; digits++) {
    const zeros = '0'.repeat(NAME_DIGITS - digits);
    key = `regexp_replace(${key}, '(?<![0-9])[0-9]{${digits}}(?![0-9])', '${zeros}\\&', 'g')`;
  }
  return sql.raw(`(${key}) collate "default"`);
}

/** Each sort key with the word its indexes are named by. */
const LEAD_ORDERS = [
  ['leadScore', 'score'],
  ['rating', 'rating'],
  ['businessName', 'name'],
] as const satisfies readonly (readonly [TLeadSort['key'], string])[];

type TSortColumns = { leadScore: AnyPgColumn; rating: AnyPgColumn; nameSortKey: AnyPgColumn };

/**
 * What a sort orders by, before the lead's id (ascending: `sortLeads` keeps ties in the order it was given them).
 *
 * - A number, missing values last in both directions: (missing?, the value, or its negation high to low) all
 *   ascending, so the rows after a cursor are one row comparison, `(…, id) > (…)`, a range of one index.
 * - A name: its key in code point order; high to low is the one order read descending, with ties still by id.
 */
export function leadOrderTerms(
  t: TSortColumns,
  { key, dir }: TLeadSort,
): { terms: SQL[]; descending: boolean } {
  if (key === 'businessName')
    return { terms: [sql`${t.nameSortKey} collate "C"`], descending: dir === 'desc' };
  const column = t[key];
  // The score is an integer: negated as a bigint, so no value of the column can overflow.
  const value =
    dir === 'asc' ? sql`${column}` : key === 'leadScore' ? sql`-(${column}::bigint)` : sql`-${column}`;
  return {
    terms: [sql`(${column} is null)`, sql`coalesce(${value}, 0)`],
    descending: false,
  };
}

/** The ORDER BY of a sort: its terms, then the id. */
export function leadOrderBy(t: TSortColumns & { id: AnyPgColumn }, sort: TLeadSort): (SQL | AnyPgColumn)[] {
  const { terms, descending } = leadOrderTerms(t, sort);
  return [...(descending ? terms.map((term) => sql`${term} desc`) : terms), t.id];
}

/**
 * One index per sort the workspace offers, each (team, the sort's ORDER BY): the page of a team's leads in that
 * order, and the page after any cursor, is a range of one index.
 */
export const leadOrderIndexes = (t: TSortColumns & { teamId: AnyPgColumn; id: AnyPgColumn }) =>
  LEAD_ORDERS.flatMap(([key, name]) =>
    (['asc', 'desc'] as const).map((dir) =>
      index(`business_results_team_${name}_${dir}_idx`).on(t.teamId, ...leadOrderBy(t, { key, dir })),
    ),
  );
