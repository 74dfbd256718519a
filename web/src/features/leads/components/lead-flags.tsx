import type { TChainFlag } from '@contracts/audit';
import type { TLead } from '@contracts/search';
import { Badge } from '@web/components/ui/badge';

/** The chain flag's short name; the reason says which brand, website or directory (issue 32). */
export const CHAIN_LABEL: Record<TChainFlag['kind'], string> = {
  brand: 'Chain',
  shared_domain: 'Shared website',
  directory: 'Directory page',
};

/** Google's business statuses that get a badge: a place closed for now, and one that has not opened yet. */
const STATUS_BADGES: Partial<Record<string, { label: string; variant: 'warning' | 'default' }>> = {
  CLOSED_TEMPORARILY: { label: 'Temporarily closed', variant: 'warning' },
  FUTURE_OPENING: { label: 'Opening soon', variant: 'default' },
};

/**
 * Badges beside a business's name: a chain (with its reason for screen readers and on hover), a place Google
 * shows as temporarily closed, and one that has not opened yet (a sweep's newest businesses). Nothing for an
 * independent, open business.
 */
export function LeadFlags({ lead }: { lead: Pick<TLead, 'chain' | 'businessStatus'> }) {
  const status = lead.businessStatus ? STATUS_BADGES[lead.businessStatus] : undefined;
  if (!lead.chain && !status) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {lead.chain && (
        <Badge variant="secondary" title={lead.chain.reason}>
          {CHAIN_LABEL[lead.chain.kind]}
          <span className="sr-only">: {lead.chain.reason}</span>
        </Badge>
      )}
      {status && <Badge variant={status.variant}>{status.label}</Badge>}
    </span>
  );
}
