import { ExternalLink } from 'lucide-react';
import { CRM_NAMES } from '@contracts/crm';
import { useLeadCrmRecords } from '../api/crm';

/** Where a lead was pushed: one link per CRM record (nothing when it was never pushed). */
export function CrmLinks({ leadId }: { leadId: string }) {
  const records = useLeadCrmRecords(leadId);
  const list = records.data?.records ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label="In your CRM" className="grid gap-1">
      <h2 className="text-sm font-semibold text-foreground">In your CRM</h2>
      <ul className="flex flex-wrap gap-3 text-sm">
        {list.map((r) => (
          <li key={r.provider}>
            <a
              className="inline-flex items-center gap-1 text-primary underline"
              href={r.recordUrl}
              target="_blank"
              rel="noreferrer"
            >
              Open in {CRM_NAMES[r.provider]}
              <ExternalLink className="size-3" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
