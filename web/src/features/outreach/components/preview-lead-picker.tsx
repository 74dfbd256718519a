import { useEffect, useId, useState } from 'react';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePreviewLeads, usePreviewSearches, type TPreviewLead } from '../api/preview-leads';
import { Select } from '@web/components/ui/select';

type TPreviewLeadPickerProps = {
  lead: TPreviewLead | null;
  onLeadChange: (lead: TPreviewLead | null) => void;
};

/** Picks one of the user's real leads (recent search, then business) to preview templates on. */
export function PreviewLeadPicker({ lead, onLeadChange }: TPreviewLeadPickerProps) {
  const searches = usePreviewSearches();
  const [searchId, setSearchId] = useState<string | null>(null);
  const activeSearchId = searchId ?? searches.data?.[0]?.id ?? null;
  const leads = usePreviewLeads(activeSearchId);
  const searchSelectId = useId();
  const leadSelectId = useId();

  // Preview on the newest search's first lead until the user picks another.
  const firstLead = leads.data?.[0] ?? null;
  useEffect(() => {
    if (lead === null && firstLead) onLeadChange(firstLead);
  }, [lead, firstLead, onLeadChange]);

  if (searches.isPending) return <Skeleton className="h-16 w-full" />;
  if (searches.isError)
    return (
      <p className="text-sm text-danger">
        Could not load your leads for the preview: {searches.error.message}
      </p>
    );
  if (searches.data.length === 0) {
    return (
      <p className="text-sm text-muted">
        Run a search to preview templates on one of your own leads. Until then the preview shows the
        variables.
      </p>
    );
  }

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor={searchSelectId}>Preview search</Label>
        <Select
          id={searchSelectId}
          value={activeSearchId ?? ''}
          onChange={(e) => {
            setSearchId(e.target.value);
            onLeadChange(null);
          }}
        >
          {searches.data.map((s) => (
            <option key={s.id} value={s.id}>
              {s.niche ? `${s.niche} in ${s.location}` : s.location} ({s.resultsCount})
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={leadSelectId}>Preview lead</Label>
        <Select
          id={leadSelectId}
          value={lead?.id ?? ''}
          disabled={!leads.data}
          onChange={(e) => onLeadChange(leads.data?.find((l) => l.id === e.target.value) ?? null)}
        >
          {!leads.data && <option value="">Loading…</option>}
          {leads.data?.map((l) => (
            <option key={l.id} value={l.id}>
              {l.businessName}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
