import { ZLeadAudit, type TLeadAudit } from '@contracts/audit';

/**
 * A lead's stored website audit (`business_results.audit`, issue 32) as every reader takes it: the lead the API
 * and the app show, the Full export, the cold email's facts. One the contract does not read (an older or newer
 * writer) is no audit, never an error.
 */
export function readLeadAudit(stored: unknown): TLeadAudit | null {
  const parsed = ZLeadAudit.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
