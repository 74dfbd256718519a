import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { addTag, QUICK_TAGS, TAG_MAX_LENGTH } from '@contracts/leads';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useBulkTag } from '../api/leads-api';

type TBulkTagDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  leadIds: string[];
  onTagged: (tags: string[]) => void;
};

/** Bulk Tag: adds the chosen tags to every selected business (each keeps its own). */
export function BulkTagDialog({ open, onOpenChange, leadIds, onTagged }: TBulkTagDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open && <BulkTagForm leadIds={leadIds} onDone={() => onOpenChange(false)} onTagged={onTagged} />}
      </DialogContent>
    </Dialog>
  );
}

function BulkTagForm({
  leadIds,
  onDone,
  onTagged,
}: {
  leadIds: string[];
  onDone: () => void;
  onTagged: (tags: string[]) => void;
}) {
  const [tags, setTags] = useState<readonly string[]>([]);
  const [draft, setDraft] = useState('');
  const bulkTag = useBulkTag();
  const toggle = (tag: string) =>
    setTags((current) => (current.includes(tag) ? current.filter((t) => t !== tag) : addTag(current, tag)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = [...addTag(tags, draft)];
    if (chosen.length === 0) {
      toast.error('Enter a tag');
      return;
    }
    bulkTag.mutate(
      { ids: leadIds, tags: chosen },
      {
        onSuccess: ({ updated }) => {
          toast.success(`Tagged ${updated} ${updated === 1 ? 'business' : 'businesses'}`, {
            description: chosen.join(', '),
          });
          onTagged(chosen);
          onDone();
        },
        onError: (error) => toast.error('Tagging failed', { description: error.message }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Tag {leadIds.length.toLocaleString()} businesses</DialogTitle>
        <DialogDescription>
          The tags are added to each business; tags they already have stay.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap gap-1.5" role="group" aria-label="Quick-add tags">
        {QUICK_TAGS.map((tag) => (
          <button
            key={tag}
            type="button"
            aria-pressed={tags.includes(tag)}
            onClick={() => toggle(tag)}
            className={cn(
              'rounded-full border px-2.5 py-1 text-xs font-medium',
              tags.includes(tag)
                ? 'border-primary bg-primary text-white'
                : 'border-line-strong text-body hover:border-primary hover:text-primary',
            )}
          >
            {tag}
          </button>
        ))}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="bulk-tag-input">Custom tag</Label>
        <Input
          id="bulk-tag-input"
          value={draft}
          maxLength={TAG_MAX_LENGTH}
          placeholder="e.g. Spring campaign"
          onChange={(e) => setDraft(e.target.value)}
        />
      </div>
      {tags.filter((t) => !(QUICK_TAGS as readonly string[]).includes(t)).length > 0 && (
        <p className="text-xs text-muted">
          Also: {tags.filter((t) => !(QUICK_TAGS as readonly string[]).includes(t)).join(', ')}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={bulkTag.isPending}>
          {bulkTag.isPending && <Spinner className="size-4 text-white" />}
          Apply Tags
        </Button>
      </DialogFooter>
    </form>
  );
}
