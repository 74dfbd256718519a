import { Copy, Merge } from 'lucide-react';
import type { TLead } from '@contracts/search';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import type { TDuplicateGroup, TDuplicateReason } from '../lib/duplicates';

const REASONS: Record<TDuplicateReason, string> = {
  place: 'Same Google place',
  phone: 'Same phone',
  'name-address': 'Same name and address',
};

type TDuplicatesPanelProps = {
  groups: readonly TDuplicateGroup[];
  leadsById: ReadonlyMap<string, TLead>;
  /** Absent for a role that may not write (a viewer): no Merge button. */
  onMerge?: (group: TDuplicateGroup) => void;
};

/** Every duplicate group of the view, with why its members match and a Merge action. */
export function DuplicatesPanel({ groups, leadsById, onMerge }: TDuplicatesPanelProps) {
  const count = groups.reduce((n, g) => n + g.ids.length, 0);
  return (
    <section
      aria-label="Duplicates"
      className="grid gap-3 rounded-lg border border-warning-border bg-warning-soft/40 p-4 shadow-sm"
    >
      <div className="flex items-center gap-2">
        <Copy className="size-4 text-warning" aria-hidden="true" />
        <h3 className="text-sm font-semibold text-foreground">
          {groups.length === 0
            ? 'No duplicates found'
            : `${groups.length} duplicate ${groups.length === 1 ? 'group' : 'groups'} · ${count} businesses`}
        </h3>
      </div>
      {groups.length > 0 && (
        <ul className="grid gap-2">
          {groups.map((group) => {
            const members = group.ids
              .map((id) => leadsById.get(id))
              .filter((lead): lead is TLead => lead !== undefined);
            return (
              <li
                key={group.ids.join()}
                className="grid gap-2 rounded-md border border-line bg-white p-3 sm:grid-cols-[1fr_auto] sm:items-center"
              >
                <div className="grid gap-1.5">
                  <div className="flex flex-wrap gap-1">
                    {group.reasons.map((reason) => (
                      <Badge key={reason} variant="warning">
                        {REASONS[reason]}
                      </Badge>
                    ))}
                  </div>
                  <ul className="grid gap-0.5 text-sm">
                    {members.map((lead) => (
                      <li key={lead.id} className="flex min-w-0 items-baseline gap-2">
                        <span className="truncate font-medium text-foreground">{lead.businessName}</span>
                        <span className="truncate text-xs text-muted">
                          {[lead.phone, lead.city].filter(Boolean).join(' · ')}
                        </span>
                        <span className="text-xs text-muted tabular-nums">score {lead.leadScore ?? '—'}</span>
                        {lead.id === group.primaryId && (
                          <span className="text-[11px] font-medium text-success">suggested to keep</span>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
                {onMerge && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onMerge(group)}
                    aria-label={`Merge ${members[0]?.businessName ?? 'group'} duplicates`}
                  >
                    <Merge aria-hidden="true" />
                    Merge
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
