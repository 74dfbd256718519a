import { sql } from 'drizzle-orm';
import { AUDIT_FINDING_IDS, ZLeadAudit, type TAuditFindingId } from '@contracts/audit';
import { jsonPathPredicate } from './json-path-predicate';

/**
 * What the workspace's filters read of a lead that is not a plain column (`compileFilters` of contracts/filters.ts),
 * as stored columns the database keeps (decision 146): computed once when the row is written, so a filter or a
 * count over 50,000 leads compares small values, read from one narrow index, instead of evaluating the rules row by
 * row. Each expression answers as the workspace's rule does for every value; `lead-paging.int.test.ts` compares
 * them on random leads.
 */

/** What `String#trim` removes: ECMAScript's white space and line terminators. */
const TRIMMED = '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';

/** A string that `trim()` does not leave empty (`present`); false for null. */
const present = (column: string) => `coalesce(${column} ~ '[^${TRIMMED}]', false)`;

export const hasWebsiteSql = () => sql.raw(present('"website"'));

/** Any of the seven social URLs present (`hasSocialMedia`). */
export const hasSocialMediaSql = () =>
  sql.raw(
    ['facebook', 'instagram', 'linkedin', 'twitter', 'tiktok', 'pinterest', 'youtube']
      .map((name) => present(`"${name}_url"`))
      .join(' or '),
  );

/** An email whose check says `ok`: its domain can receive mail (`hasMailableEmail`). */
export const hasMailableEmailSql = () =>
  sql.raw(`coalesce("email_checks" @> '[{"status":"ok"}]'::jsonb, false)`);

/** The CMS lower-cased as `toLowerCase` does (ICU's root locale, whatever the database's own locale). */
export const cmsKeySql = () => sql.raw(`lower("cms_platform" collate "und-x-icu")`);

/** `!!lead.chain`: a flag that is not a JSON value JavaScript counts as false. */
export const isChainSql = () =>
  sql.raw(`coalesce("chain" not in ('null'::jsonb, 'false'::jsonb, '0'::jsonb, '""'::jsonb), false)`);

/** Each finding's bit in `audit_findings`: its place in AUDIT_FINDING_IDS (a bigint holds 63). */
export function auditFindingsMask(ids: readonly TAuditFindingId[]): bigint {
  return ids.reduce((mask, id) => mask | (1n << BigInt(AUDIT_FINDING_IDS.indexOf(id))), 0n);
}
if (AUDIT_FINDING_IDS.length > 63) throw new Error('audit_findings holds 63 finding ids; widen it');

/**
 * The findings of an audit the contract reads (`readLeadAudit`: `ZLeadAudit` as a JSON path predicate) as bits
 * (`auditFindingsMask`); 0 without a readable audit. An error of the path makes the audit unreadable, never a
 * failed write. A change to ZLeadAudit or to the finding ids changes this expression: `npm run db:generate`.
 */
export function auditFindingsSql() {
  const readable = jsonPathPredicate(ZLeadAudit).replaceAll("'", "''");
  const bits = AUDIT_FINDING_IDS.map(
    (id) =>
      `case when jsonb_path_exists("audit", '$.findings[*] ? (@.id == "${id}")') ` +
      `then ${auditFindingsMask([id])}::bigint else 0::bigint end`,
  ).join(' | ');
  return sql.raw(
    `case when coalesce(jsonb_path_match("audit", '${readable}', '{}', true), false) then ${bits} else 0::bigint end`,
  );
}
