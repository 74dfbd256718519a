import { useId, useState, type FormEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { toast } from 'sonner';
import { addTag, NOTES_MAX_LENGTH, QUICK_TAGS, TAG_MAX_LENGTH } from '@contracts/leads';
import { localToday } from '@contracts/filters';
import type { TLead } from '@contracts/search';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { useUpdateLeadNotes } from '../api/leads-api';
import { CollisionNotice } from './collision-notice';
import { Textarea } from '@web/components/ui/form-controls';

type TNotesTagsEditorProps = { lead: TLead; onSaved: (lead: TLead) => void; onCancel: () => void };

/** The popover form: tags (with the nine quick-add tags), notes and the last contacted date. */
export function NotesTagsEditor({ lead, onSaved, onCancel }: TNotesTagsEditorProps) {
  const ids = { tag: useId(), notes: useId(), date: useId() };
  const [tags, setTags] = useState<readonly string[]>(lead.tags);
  const [draftTag, setDraftTag] = useState('');
  const [notes, setNotes] = useState(lead.notes ?? '');
  const [lastContacted, setLastContacted] = useState(lead.lastContactedDate ?? '');
  const update = useUpdateLeadNotes();
  /** A colleague's recent contact: "Marked contacted by Ana on 12 Nov — continue?" (decision 112). */
  const [collision, setCollision] = useState<string | null>(null);

  function addDraftTag() {
    setTags((current) => addTag(current, draftTag));
    setDraftTag('');
  }

  function save(event: FormEvent, confirmed = false) {
    event.preventDefault();
    update.mutate(
      {
        id: lead.id,
        tags: [...tags],
        notes,
        lastContactedDate: lastContacted || undefined,
        ...(confirmed ? { confirmed } : {}),
      },
      {
        onSuccess: (saved) => {
          setCollision(null);
          toast.success('Saved', { description: 'Notes, tags, and last contacted date updated' });
          onSaved(saved);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'CONTACTED_BY_COLLEAGUE')
            setCollision(error.message);
          else toast.error(error.message);
        },
      },
    );
  }

  return (
    <form onSubmit={save} className="grid gap-4" aria-label={`Notes and tags for ${lead.businessName}`}>
      <div className="grid gap-0.5">
        <h3 className="text-sm font-semibold text-foreground">Notes &amp; Tags</h3>
        <p className="truncate text-xs text-muted">{lead.businessName}</p>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={ids.tag} className="text-xs text-muted">
          Tags
        </Label>
        {tags.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Current tags">
            {tags.map((tag) => (
              <li
                key={tag}
                className="inline-flex items-center gap-1 rounded-full bg-chip py-0.5 pr-1 pl-2 text-xs font-medium text-chip-foreground"
              >
                {tag}
                <button
                  type="button"
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => setTags((current) => current.filter((t) => t !== tag))}
                  className="rounded-full p-0.5 hover:bg-primary/15"
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex gap-2">
          <Input
            id={ids.tag}
            value={draftTag}
            maxLength={TAG_MAX_LENGTH}
            placeholder="Add a tag"
            className="h-8"
            onChange={(e) => setDraftTag(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addDraftTag();
              }
            }}
          />
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={addDraftTag}
            disabled={draftTag.trim() === ''}
          >
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        <div className="flex flex-wrap gap-1" role="group" aria-label="Quick-add tags">
          {QUICK_TAGS.map((tag) => (
            <button
              key={tag}
              type="button"
              disabled={tags.includes(tag)}
              onClick={() => setTags((current) => addTag(current, tag))}
              className="rounded-full border border-dashed border-line-strong px-2 py-0.5 text-[11px] text-muted hover:border-primary hover:text-primary disabled:cursor-default disabled:border-solid disabled:border-line disabled:bg-canvas disabled:text-faint"
            >
              {tag}
            </button>
          ))}
        </div>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={ids.notes} className="text-xs text-muted">
          Notes
        </Label>
        <Textarea
          id={ids.notes}
          className="min-h-20"
          value={notes}
          maxLength={NOTES_MAX_LENGTH}
          rows={4}
          placeholder="Who you spoke to, what they need…"
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={ids.date} className="text-xs text-muted">
          Last contacted
        </Label>
        <div className="flex gap-2">
          <Input
            id={ids.date}
            type="date"
            value={lastContacted}
            max={localToday()}
            className="h-8"
            onChange={(e) => setLastContacted(e.target.value)}
          />
          <Button type="button" size="sm" variant="ghost" onClick={() => setLastContacted(localToday())}>
            Today
          </Button>
        </div>
      </div>

      {collision && (
        <CollisionNotice
          message={collision}
          onContinue={(event) => save(event, true)}
          isPending={update.isPending}
        />
      )}

      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending && <Spinner className="size-4 text-white" />}
          Save
        </Button>
      </div>
    </form>
  );
}
