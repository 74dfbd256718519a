import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ZLeadAudit, type TAuditFindingId, type TLeadAudit } from '@contracts/audit';

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
 * The SQL side of the filter "has audit finding …" (decision 132): the stored audit has a finding with any of
 * `ids`. It narrows the rows a query reads; the workspace's own rule (`compileFilters`) still decides. JSON
 * containment never fails on a stored value of another shape, it just does not match.
 */
export function hasAuditFinding(audit: SQLWrapper, ids: readonly TAuditFindingId[]): SQL {
  const wanted = JSON.stringify(ids.map((id) => ({ findings: [{ id }] })));
  return sql`exists (select 1 from jsonb_array_elements(${wanted}::jsonb) as w(finding) where ${audit} @> w.finding)`;
}
