import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  AUDIT_FINDING_IDS,
  ZAuditSeverity,
  ZLeadAudit,
  type TAuditFindingId,
  type TLeadAudit,
} from '@contracts/audit';

/**
 * A lead's stored website audit (`business_results.audit`, issue 32) as every reader takes it: the lead the API
 * and the app show, the Full export, the cold email's facts. One the contract does not read (an older or newer
 * writer) is no audit, never an error.
 */
export function readLeadAudit(stored: unknown): TLeadAudit | null {
  const parsed = ZLeadAudit.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * The SQL side of the filter "has audit finding …" (decision 132), deciding as the workspace's rule does
 * (`compileFilters` over `readLeadAudit`, decision 146): the stored audit has a finding with any of `ids`, and it is
 * an audit the contract reads. JSON containment never fails on a stored value of another shape, it just does not
 * match.
 */
export function hasAuditFinding(audit: SQLWrapper, ids: readonly TAuditFindingId[]): SQL {
  if (ids.length === 0) return sql`false`;
  // Plain containments first: PostgreSQL runs the cheaper conditions first, the field checks only on a match.
  const named = ids.map((id) => sql`${audit} @> ${JSON.stringify({ findings: [{ id }] })}::jsonb`);
  return sql`((${sql.join(named, sql` or `)}) and ${isReadableAudit(audit)})`;
}

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const typeOf = (value: SQL) => sql`jsonb_typeof(${value})`;
const isString = (value: SQL) => sql`${typeOf(value)} = 'string'`;
const isOneOf = (value: SQL, values: readonly string[]) =>
  sql`(${isString(value)} and ${value} #>> '{}' in (${quoted(values)}))`;
const isNumberOrNull = (value: SQL) => sql`${typeOf(value)} in ('number', 'null')`;
/** Null, or an object whose fields pass `fields` (a missing key is SQL null, which fails like undefined). */
const isNullOr = (value: SQL, fields: SQL) =>
  sql`case ${typeOf(value)} when 'null' then true when 'object' then ${fields} else false end`;

/**
 * `ZLeadAudit` (contracts/audit.ts) in SQL: whether `readLeadAudit` reads the stored value as an audit. Extra keys
 * are allowed, as zod's objects allow them; each finding and the PageSpeed parts are checked field by field.
 */
function isReadableAudit(audit: SQLWrapper): SQL {
  const a = sql`(${audit})`;
  const finding = sql`(${typeOf(sql`x`)} = 'object' and ${isOneOf(sql`x->'id'`, AUDIT_FINDING_IDS)}
    and ${isOneOf(sql`x->'severity'`, ZAuditSeverity.options)} and ${isString(sql`x->'title'`)}
    and ${typeOf(sql`x->'evidence'`)} = 'object' and ${isString(sql`x->'evidence'->'url'`)}
    and ${isString(sql`x->'evidence'->'value'`)} and ${isString(sql`x->'pitch'`)})`;
  const ps = sql`${a}->'pageSpeed'`;
  const field = sql`${ps}->'field'`;
  const performance = sql`${ps}->'performance'`;
  const pageSpeed = sql`${isString(sql`${ps}->'checkedAt'`)} and ${isOneOf(sql`${ps}->'strategy'`, ['mobile', 'desktop'])}
    and case ${typeOf(performance)} when 'null' then true
      when 'number' then (${performance})::numeric between 0 and 100 and (${performance})::numeric % 1 = 0
      else false end
    and ${isNumberOrNull(sql`${ps}->'lcpMs'`)} and ${isNumberOrNull(sql`${ps}->'cls'`)}
    and ${isNumberOrNull(sql`${ps}->'tbtMs'`)}
    and ${isNullOr(
      field,
      sql`${isNumberOrNull(sql`${field}->'lcpMs'`)} and ${isNumberOrNull(sql`${field}->'cls'`)}
        and ${isNumberOrNull(sql`${field}->'inpMs'`)} and ${typeOf(sql`${field}->'category'`)} in ('string', 'null')`,
    )}`;
  const refusal = sql`${a}->'pageSpeedRefusal'`;
  const refused = sql`${isString(sql`${refusal}->'checkedAt'`)} and ${isString(sql`${refusal}->'kind'`)}
    and ${isString(sql`${refusal}->'message'`)}`;
  return sql`coalesce(${isString(sql`${a}->'checkedAt'`)} and ${isString(sql`${a}->'url'`)}
    and ${typeOf(sql`${a}->'findings'`)} = 'array'
    and not exists (select 1 from jsonb_array_elements(
      case when ${typeOf(sql`${a}->'findings'`)} = 'array' then ${a}->'findings' else '[]'::jsonb end) as f(x)
      where not coalesce(${finding}, false))
    and (${ps} is null or ${isNullOr(ps, pageSpeed)})
    and (${refusal} is null or ${isNullOr(refusal, refused)}), false)`;
}
