import { useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { isSavedLead, UNSAVED_MERGE_MESSAGE } from '@contracts/leads';
import type { TLead } from '@contracts/search';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { useMergeLeads } from '../api/leads-api';
import type { TDuplicateGroup } from '../lib/duplicates';

type TMergeDialogProps = {
  group: TDuplicateGroup | null;
  leadsById: ReadonlyMap<string, TLead>;
  onOpenChange: (open: boolean) => void;
  onMerged: (primary: TLead, removedIds: string[]) => void;
};

/** Merge a duplicate group into the record the user keeps, after saying plainly that it cannot be undone. */
export function MergeDialog({ group, leadsById, onOpenChange, onMerged }: TMergeDialogProps) {
  return (
    <Dialog open={group !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        {group && (
          <MergeForm
            key={group.ids.join()}
            group={group}
            leadsById={leadsById}
            onClose={() => onOpenChange(false)}
            onMerged={onMerged}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function MergeForm({
  group,
  leadsById,
  onClose,
  onMerged,
}: {
  group: TDuplicateGroup;
  leadsById: ReadonlyMap<string, TLead>;
  onClose: () => void;
  onMerged: (primary: TLead, removedIds: string[]) => void;
}) {
  const [primaryId, setPrimaryId] = useState(group.primaryId);
  const merge = useMergeLeads();
  const members = group.ids
    .map((id) => leadsById.get(id))
    .filter((lead): lead is TLead => lead !== undefined);
  const others = members.filter((lead) => lead.id !== primaryId);
  const primary = members.find((lead) => lead.id === primaryId);

  function confirm() {
    if (!primary || members.some((lead) => !isSavedLead(lead))) {
      toast.error(UNSAVED_MERGE_MESSAGE);
      return;
    }
    const duplicateIds = others.map((lead) => lead.id);
    merge.mutate(
      { primaryId, duplicateIds },
      {
        onSuccess: (merged) => {
          toast.success(`Merged ${members.length} businesses`, {
            description: `Kept "${merged.businessName}"`,
          });
          onMerged(merged, duplicateIds);
          onClose();
        },
        onError: (error) => toast.error('Merge failed', { description: error.message }),
      },
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Merge duplicates</DialogTitle>
        <DialogDescription>
          Choose the record to keep. Its tags become the union of all tags, the notes are joined, and the
          highest lead score is kept.
        </DialogDescription>
      </DialogHeader>
      <fieldset className="grid gap-2">
        <legend className="sr-only">Record to keep</legend>
        {members.map((lead) => (
          <label
            key={lead.id}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input
              type="radio"
              name="primary"
              value={lead.id}
              checked={lead.id === primaryId}
              onChange={() => setPrimaryId(lead.id)}
              className="mt-1 accent-[var(--color-primary)]"
            />
            <span className="grid min-w-0 gap-0.5">
              <span className="font-medium text-foreground">{lead.businessName}</span>
              <span className="truncate text-xs text-muted">
                {[lead.phone, lead.address].filter(Boolean).join(' · ') || 'No phone or address'}
              </span>
              <span className="text-xs text-muted">
                Lead score {lead.leadScore ?? '—'}
                {lead.tags.length > 0 && ` · ${lead.tags.join(', ')}`}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <p
        role="note"
        className="flex items-start gap-2 rounded-md border border-danger-border bg-danger-soft p-3 text-sm text-danger"
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          The other {others.length === 1 ? 'record' : `${others.length} records`} will be permanently deleted.
          This cannot be undone.
        </span>
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={confirm} disabled={merge.isPending}>
          {merge.isPending && <Spinner className="size-4 text-white" />}
          Merge {members.length} businesses
        </Button>
      </DialogFooter>
    </>
  );
}
