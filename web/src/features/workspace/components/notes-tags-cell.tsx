import { createContext, memo, useContext, useState } from 'react';
import { Link } from 'react-router';
import { Eye, History, PencilLine, PhoneCall } from 'lucide-react';
import { daysBetween } from '@contracts/filters';
import { isSavedLead, type TLeadMarker } from '@contracts/leads';
import type { TLead } from '@contracts/search';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { NotesTagsPreview } from '@web/features/leads';
import { useTeamCan } from '@web/lib/active-team';
import { NotesTagsEditor } from './notes-tags-editor';

type TNotesTagsCellProps = {
  lead: TLead;
  marker: TLeadMarker | undefined;
  today: string;
  onSaved: (lead: TLead) => void;
};

function contactedLabel(date: string, today: string) {
  const days = daysBetween(date, today);
  if (days === null) return `Contacted ${date}`;
  if (days <= 0) return 'Contacted today';
  return `Contacted ${days}d ago`;
}

/**
 * The Notes/Tags cell: what the user already knows about the lead (seen in an earlier search, in a list,
 * contacted — on any copy of the same place), its tags and notes, and the popover to edit them (only for a role
 * that may write; a viewer reads them, decision 109).
 */
const NotesTagsCell = memo(function NotesTagsCell({ lead, marker, today, onSaved }: TNotesTagsCellProps) {
  const [isOpen, setOpen] = useState(false);
  const canWrite = useTeamCan({ work: ['write'] });
  const contacted = marker?.lastContactedDate ?? lead.lastContactedDate;
  const isEditable = isSavedLead(lead);
  const shownTags = lead.tags.slice(0, 3);
  return (
    <div className="grid min-w-0 gap-1.5">
      {(marker?.seenBefore || (marker && marker.lists.length > 0) || contacted || lead.reportViewedAt) && (
        <div className="flex flex-wrap items-center gap-1">
          {marker?.seenBefore && (
            <Link
              to={`/dashboard/history/${marker.seenBefore.searchId}`}
              title={`Also found in "${[marker.seenBefore.niche, marker.seenBefore.location].filter(Boolean).join(' in ')}" on ${marker.seenBefore.createdAt.slice(0, 10)}`}
              className="inline-flex min-h-6 items-center gap-1 rounded bg-warning-soft px-1.5 py-0.5 text-[11px] font-medium text-warning ring-1 ring-warning/20 ring-inset hover:bg-warning-border"
            >
              <History className="size-3" aria-hidden="true" />
              Seen before
            </Link>
          )}
          {marker?.lists.map((list) => (
            <Link
              key={list.id}
              to={`/dashboard/lists/${list.id}`}
              title={`In list "${list.name}"`}
              aria-label={`In list ${list.name}`}
              className="inline-flex min-h-6 max-w-24 items-center gap-1 rounded bg-surface-muted px-1.5 py-0.5 text-[11px] text-body hover:bg-surface-strong"
            >
              <span
                className="size-2 shrink-0 rounded-full"
                style={{ backgroundColor: list.color }}
                aria-hidden="true"
              />
              <span className="truncate">{list.name}</span>
            </Link>
          ))}
          {contacted && (
            <span className="inline-flex min-h-6 items-center gap-1 rounded bg-success-soft px-1.5 py-0.5 text-[11px] font-medium text-success">
              <PhoneCall className="size-3" aria-hidden="true" />
              {contactedLabel(contacted, today)}
            </span>
          )}
          {lead.reportViewedAt && (
            <span
              title={`The prospect opened the shared audit report on ${lead.reportViewedAt.slice(0, 10)}`}
              className="inline-flex min-h-6 items-center gap-1 rounded bg-success-soft px-1.5 py-0.5 text-[11px] font-medium text-success"
            >
              <Eye className="size-3" aria-hidden="true" />
              Viewed report
            </span>
          )}
        </div>
      )}
      {!canWrite ? (
        <NotesTagsPreview lead={lead} />
      ) : (
        <Popover open={isOpen} onOpenChange={setOpen}>
          <PopoverTrigger
            disabled={!isEditable}
            aria-label={`Notes and tags for ${lead.businessName}`}
            title={
              isEditable
                ? 'Edit notes, tags and last contacted date'
                : 'Only saved businesses can be annotated'
            }
            className="group grid min-w-0 gap-1 rounded-md border border-transparent p-1 -m-1 text-left hover:border-line hover:bg-white focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed"
          >
            {shownTags.length > 0 && (
              <span className="flex flex-wrap gap-1">
                {shownTags.map((tag) => (
                  <span
                    key={tag}
                    className="rounded bg-chip px-1.5 py-0.5 text-[11px] font-medium text-chip-foreground"
                  >
                    {tag}
                  </span>
                ))}
                {lead.tags.length > shownTags.length && (
                  <span className="text-[11px] text-muted">+{lead.tags.length - shownTags.length}</span>
                )}
              </span>
            )}
            {lead.notes && <span className="line-clamp-2 text-xs text-muted">{lead.notes}</span>}
            {lead.tags.length === 0 && !lead.notes && (
              <span className="inline-flex items-center gap-1 text-xs text-muted group-hover:text-primary">
                <PencilLine className="size-3" aria-hidden="true" />
                Add notes
              </span>
            )}
          </PopoverTrigger>
          <PopoverContent className="w-[22rem]" aria-label={`Notes and tags for ${lead.businessName}`}>
            {isOpen && (
              <NotesTagsEditor
                lead={lead}
                onCancel={() => setOpen(false)}
                onSaved={(saved) => {
                  onSaved(saved);
                  setOpen(false);
                }}
              />
            )}
          </PopoverContent>
        </Popover>
      )}
    </div>
  );
});

/**
 * The workspace's markers by lead id. The Notes/Tags cells read theirs from here, so the table's slot stays one
 * function and a markers refetch (one per batch of new leads in a live search) re-renders these cells, not every
 * row.
 */
export const LeadMarkersContext = createContext<Readonly<Record<string, TLeadMarker>> | undefined>(undefined);

/** The Notes/Tags cell with the lead's marker from `LeadMarkersContext`. */
export function MarkedNotesTagsCell(props: Omit<TNotesTagsCellProps, 'marker'>) {
  const marker = useContext(LeadMarkersContext)?.[props.lead.id];
  return <NotesTagsCell {...props} marker={marker} />;
}
