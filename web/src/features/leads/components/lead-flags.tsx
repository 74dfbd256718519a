import type { TChainFlag } from '@contracts/audit';
import type { TLead } from '@contracts/search';
import { Badge } from '@web/components/ui/badge';

/** The chain flag's short name; the reason says which brand, website or directory (issue 32). */
export const CHAIN_LABEL: Record<TChainFlag['kind'], string> = {
  brand: 'Chain',
  shared_domain: 'Shared website',
  directory: 'Directory page',
};

export const isTemporarilyClosed = (lead: Pick<TLead, 'businessStatus'>) =>
  lead.businessStatus === 'CLOSED_TEMPORARILY';

/**
 * Badges beside a business's name: a chain (with its reason for screen readers and on hover) and a place Google
 * shows as temporarily closed. Nothing for an independent, open business.
 */
export function LeadFlags({ lead }: { lead: Pick<TLead, 'chain' | 'businessStatus'> }) {
  if (!lead.chain && !isTemporarilyClosed(lead)) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {lead.chain && (
        <Badge variant="secondary" title={lead.chain.reason}>
          {CHAIN_LABEL[lead.chain.kind]}
          <span className="sr-only">: {lead.chain.reason}</span>
        </Badge>
      )}
      {isTemporarilyClosed(lead) && <Badge variant="warning">Temporarily closed</Badge>}
    </span>
  );
}
