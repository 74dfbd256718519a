import { useCallback, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Copy, EyeOff, Eye, FolderPlus, SlidersHorizontal } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { countMissingValues, emptyingFilters } from '@contracts/filter-gaps';
import { countActiveFilters, sortLeads } from '@contracts/filters';
import {
  addTag,
  isSavedLead,
  MAX_BULK_IDS,
  NO_BUSINESSES_TO_EXPORT,
  type TExportFormat,
  type TExportRequest,
} from '@contracts/leads';
import type { TAssignee } from '@contracts/lead-activity';
import type { TLead } from '@contracts/search';
import { Badge } from '@web/components/ui/badge';
import { useAnnounceChanges } from '@web/lib/announcer';
import { Button } from '@web/components/ui/button';
import { focusLead, LeadLinkContext, LeadsTable } from '@web/features/leads';
import { AddToListDialog, useRemoveFromList } from '@web/features/lists';
import { ColdEmailDialog } from '@web/features/outreach';
import { downloadExport } from '../api/export-leads';
import { useAssignees, useAssignLeads } from '../api/lead-page-api';
import { useBulkDelete, useInvalidateLeadViews, useLeadMarkers } from '../api/leads-api';
import { useLeadOverlay } from '../hooks/use-lead-overlay';
import { useVisibleLeads } from '../hooks/use-visible-leads';
import { useWorkspaceView } from '../hooks/use-workspace-view';
import type { TWorkspaceSource } from '../lib/workspace-source';
import { PushToCrmDialog } from '@web/features/integrations';
import { AssigneeMenu } from './assignee-menu';
import { BulkBar } from './bulk-bar';
import { BulkTagDialog } from './bulk-tag-dialog';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { CreateListFromFiltersDialog } from './create-list-from-filters-dialog';
import { DuplicatesPanel } from './duplicates-panel';
import { ExportMenu } from './export-menu';
import { useStoredFlag } from './fields';
import { FilterEmptyMessage } from './filter-empty-message';
import { FilterPanel } from './filter-panel';
import { MergeDialog } from './merge-dialog';
import { LeadMarkersContext, MarkedNotesTagsCell } from './notes-tags-cell';
import { PresetBar } from './preset-bar';
import type { TDuplicateGroup } from '../lib/duplicates';
import { useTeamCan } from '@web/lib/active-team';

type TLeadsWorkspaceProps = {
  leads: readonly TLead[];
  source: TWorkspaceSource;
  /** Generate Email in the Actions column; by default it opens the outreach feature's cold email dialog. */
  onGenerateEmail?: (lead: TLead) => void;
  /** A running search: its leads are still arriving and being scored (see `LeadsTable`). */
  isLive?: boolean;
  /** The leads' deeper checks are running: rows keep their places until the user sorts (see `LeadsTable`). */
  holdOrder?: boolean;
  emptyMessage?: ReactNode;
};

type TDialog = 'tag' | 'add-to-list' | 'push' | 'delete' | 'remove-from-list' | 'create-list' | null;

/**
 * Where focus goes when `removedIds` leave the view: the first row after the first removed one, else the row
 * before it (issue 23). Null when nothing is left.
 */
function neighbourOf(visible: readonly TLead[], removedIds: readonly string[]): string | null {
  const removed = new Set(removedIds);
  const first = visible.findIndex((lead) => removed.has(lead.id));
  if (first < 0) return null;
  const after = visible.slice(first).find((lead) => !removed.has(lead.id));
  const before = visible
    .slice(0, first)
    .reverse()
    .find((lead) => !removed.has(lead.id));
  return (after ?? before)?.id ?? null;
}

/** A saved lead's own page (decision 112). */
const leadPageHref = (lead: TLead) => (isSavedLead(lead) ? `/dashboard/leads/${lead.id}` : null);

const plural = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'business' : 'businesses'}`;

/**
 * Everything around the results table (spec §2/§4/§5): quick presets and the filter panel (state in the
 * URL), duplicates (hide, review, merge), notes and tags per lead, selection with the bulk bar, lists and
 * exports. Works on any view: a live search, a saved search or a list.
 */
export function LeadsWorkspace({
  leads: incoming,
  source,
  onGenerateEmail,
  isLive = false,
  holdOrder = false,
  emptyMessage,
}: TLeadsWorkspaceProps) {
  const { leads, patch, remove } = useLeadOverlay(incoming);
  const { view, setFilters, patchFilters, setSort, setHideDuplicates } = useWorkspaceView();
  const markers = useLeadMarkers(source, incoming.length).data?.markers;
  const me = useAssignees(view.filters.assigned === 'me').data?.me;
  const { visible, duplicateGroups, hiddenCount, today } = useVisibleLeads(leads, view, markers, me);
  const leadsById = useMemo(() => new Map(leads.map((lead) => [lead.id, lead])), [leads]);
  const invalidateLeadViews = useInvalidateLeadViews();
  const navigate = useNavigate();

  const [selection, setSelection] = useState<Set<string>>(() => new Set());
  const selectedIds = useMemo(() => {
    const visibleIds = new Set(visible.map((lead) => lead.id));
    return new Set([...selection].filter((id) => visibleIds.has(id)));
  }, [selection, visible]);
  const selectedLeads = useMemo(
    () => visible.filter((lead) => selectedIds.has(lead.id)),
    [visible, selectedIds],
  );
  const selectedSavedIds = useMemo(
    () => selectedLeads.filter(isSavedLead).map((lead) => lead.id),
    [selectedLeads],
  );

  // The count is spoken by the app's one live region when filters change it (not while a search streams leads in).
  useAnnounceChanges(isLive ? '' : `${visible.length.toLocaleString()} of ${plural(leads.length)} shown`, {
    channel: 'workspace-count',
    throttleMs: 1_000,
  });

  const activeFilterCount = countActiveFilters(view.filters);
  const missing = useMemo(() => countMissingValues(leads), [leads]);
  const chainCount = useMemo(() => leads.filter((lead) => lead.chain).length, [leads]);
  // A filter never empties the table without saying which one, and how many leads it left out for want of a value.
  const emptiedBy = useMemo(
    () =>
      visible.length === 0 && leads.length > 0 && activeFilterCount > 0
        ? emptyingFilters(leads, view.filters, today, me)
        : [],
    [visible.length, leads, activeFilterCount, view.filters, today, me],
  );
  const [isFilterPanelOpen, setFilterPanelOpen] = useState(activeFilterCount > 0);
  const [isDuplicatesOpen, setDuplicatesOpen] = useState(false);
  const [mergeGroup, setMergeGroup] = useState<TDuplicateGroup | null>(null);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [bom, setBom] = useStoredFlag('leadscout.export.bom', false);
  const [fullLayout, setFullLayout] = useStoredFlag('leadscout.export.full', false);
  const [isExporting, setExporting] = useState(false);
  const [emailLead, setEmailLead] = useState<TLead | null>(null);
  const openColdEmail = useCallback((lead: TLead) => setEmailLead(lead), []);
  const bulkDelete = useBulkDelete();
  const canWrite = useTeamCan({ work: ['write'] });
  const removeFromList = useRemoveFromList();
  const assign = useAssignLeads();

  const cmsPlatforms = useMemo(
    () => [...new Set(leads.map((l) => l.cmsPlatform).filter((c): c is string => Boolean(c)))],
    [leads],
  );
  const tags = useMemo(() => [...new Set(leads.flatMap((l) => l.tags))].sort(), [leads]);
  const auditFindings = useMemo(
    () => [...new Set(leads.flatMap((l) => l.audit?.findings.map((f) => f.id) ?? []))],
    [leads],
  );

  const onLeadSaved = useCallback((lead: TLead) => patch([lead]), [patch]);
  const renderNotesTags = useCallback(
    (lead: TLead) => (
      <div className="grid min-w-0 gap-1">
        <AssigneeMenu lead={lead} onAssigned={onLeadSaved} className="-ml-1 justify-self-start" />
        <MarkedNotesTagsCell lead={lead} today={today} onSaved={onLeadSaved} />
      </div>
    ),
    [today, onLeadSaved],
  );

  async function runExport(format: TExportFormat, rows: readonly TLead[]) {
    const saved = rows.filter(isSavedLead);
    if (saved.length === 0) {
      toast.error('No data', { description: NO_BUSINESSES_TO_EXPORT });
      return;
    }
    const layout = fullLayout ? 'full' : 'spec';
    // Up to MAX_BULK_IDS rows the server writes exactly these, in this order; beyond, it applies the same filters itself.
    const request: TExportRequest =
      saved.length <= MAX_BULK_IDS
        ? { source, ids: saved.map((l) => l.id), format, bom, layout }
        : { source, filters: view.filters, sort: view.sort, today, format, bom, layout };
    setExporting(true);
    try {
      await downloadExport(request);
      toast.success(`Exported ${saved.length.toLocaleString()} businesses`);
    } catch (error) {
      toast.error('Export failed', { description: (error as Error).message });
    } finally {
      setExporting(false);
    }
  }

  const resultsRef = useRef<HTMLDivElement>(null);
  const countRef = useRef<HTMLParagraphElement>(null);

  /** Skip link: straight to the first row's Tab stop (past the toolbar, presets and filters). */
  function skipToResults(event: MouseEvent) {
    event.preventDefault();
    const row = resultsRef.current?.querySelector('[data-lead-id]');
    const stop = [...(row?.querySelectorAll<HTMLElement>('a[href], button, input, select') ?? [])].find(
      (control) => control.tabIndex === 0,
    );
    (stop ?? countRef.current)?.focus();
  }

  function afterRemoved(ids: string[]) {
    const neighbour = neighbourOf(sortLeads(visible, view.sort), ids);
    if (neighbour) focusLead(neighbour, { force: true });
    else requestAnimationFrame(() => countRef.current?.focus());
    remove(ids);
    setSelection(new Set());
    invalidateLeadViews();
  }

  function deleteSelected() {
    bulkDelete.mutate(selectedSavedIds, {
      onSuccess: ({ deleted }) => {
        toast.success(`Deleted ${plural(deleted)}`);
        setDialog(null);
        afterRemoved(selectedSavedIds);
      },
      onError: (error) => toast.error('Delete failed', { description: error.message }),
    });
  }

  function assignSelected(person: TAssignee | null) {
    const ids = selectedSavedIds;
    const userId = person?.id ?? null;
    assign.mutate(
      { ids, userId },
      {
        onSuccess: ({ updated }) => {
          patch(selectedLeads.filter(isSavedLead).map((lead) => ({ ...lead, assignedTo: userId })));
          toast.success(
            person
              ? `Assigned ${plural(updated)} to ${person.id === me ? 'you' : person.name || person.email}`
              : `Unassigned ${plural(updated)}`,
          );
        },
        onError: (error) => toast.error('Assignment failed', { description: error.message }),
      },
    );
  }

  function removeSelectedFromList() {
    if (source.kind !== 'list') return;
    removeFromList.mutate(
      { listId: source.listId, leadIds: selectedSavedIds },
      {
        onSuccess: ({ removed }) => {
          toast.success(`Removed ${plural(removed)} from the list`);
          setDialog(null);
          afterRemoved(selectedSavedIds);
        },
        onError: (error) => toast.error('Failed to remove from list', { description: error.message }),
      },
    );
  }

  return (
    <div className="grid gap-4">
      <a
        href="#lead-results"
        onClick={skipToResults}
        className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-primary-strong shadow focus:not-sr-only focus:w-fit focus-visible:outline-2 focus-visible:outline-primary"
      >
        Skip to results
      </a>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={isFilterPanelOpen ? 'secondary' : 'outline'}
          size="sm"
          aria-expanded={isFilterPanelOpen}
          onClick={() => setFilterPanelOpen((o) => !o)}
        >
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {activeFilterCount > 0 && <Badge className="ml-0.5 px-1.5 py-0">{activeFilterCount}</Badge>}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setHideDuplicates(!view.hideDuplicates)}
          disabled={duplicateGroups.length === 0 && !view.hideDuplicates}
        >
          {view.hideDuplicates ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          {view.hideDuplicates ? 'Show Duplicates' : 'Hide Duplicates'}
        </Button>
        {duplicateGroups.length > 0 && (
          <Button
            variant={isDuplicatesOpen ? 'secondary' : 'outline'}
            size="sm"
            aria-expanded={isDuplicatesOpen}
            onClick={() => setDuplicatesOpen((o) => !o)}
          >
            <Copy aria-hidden="true" />
            Duplicates
            <Badge variant="warning" className="ml-0.5 px-1.5 py-0">
              {duplicateGroups.length}
            </Badge>
          </Button>
        )}
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          {canWrite && (
            <Button variant="outline" size="sm" onClick={() => setDialog('create-list')}>
              <FolderPlus aria-hidden="true" />
              Create List from Filters
            </Button>
          )}
          <ExportMenu
            onExport={(format) => void runExport(format, sortLeads(visible, view.sort))}
            bom={bom}
            onBomChange={setBom}
            full={fullLayout}
            onFullChange={setFullLayout}
            isExporting={isExporting}
          />
        </div>
      </div>

      <PresetBar filters={view.filters} onApply={setFilters} />

      {isFilterPanelOpen && (
        <FilterPanel
          filters={view.filters}
          onChange={patchFilters}
          onClear={() => setFilters({})}
          cmsPlatforms={cmsPlatforms}
          tags={tags}
          missing={missing}
          total={leads.length}
          chainCount={chainCount}
          auditFindings={auditFindings}
        />
      )}
      {isDuplicatesOpen && duplicateGroups.length > 0 && (
        <DuplicatesPanel
          groups={duplicateGroups}
          leadsById={leadsById}
          onMerge={canWrite ? setMergeGroup : undefined}
        />
      )}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p ref={countRef} tabIndex={-1} className="text-sm text-muted focus-visible:outline-none">
          Showing <span className="font-semibold text-foreground">{visible.length.toLocaleString()}</span> of{' '}
          {/* Spec §2 words the count line "Showing X of Y businesses" whatever Y is. */}
          <span className="font-semibold text-foreground">{leads.length.toLocaleString()} businesses</span>
          {hiddenCount > 0 && view.hideDuplicates && (
            <span className="text-muted"> · {hiddenCount} duplicates hidden</span>
          )}
        </p>
        {activeFilterCount > 0 && (
          <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setFilters({})}>
            Clear filters
          </Button>
        )}
      </div>

      {selectedIds.size > 0 && (
        <BulkBar
          count={selectedIds.size}
          onTag={() => setDialog('tag')}
          onAddToList={() => setDialog('add-to-list')}
          onAssign={assignSelected}
          isAssigning={assign.isPending}
          onExport={() => void runExport('csv', sortLeads(selectedLeads, view.sort))}
          onDelete={() => setDialog('delete')}
          onPushToCrm={() => setDialog('push')}
          onStartCampaign={() =>
            void navigate('/dashboard/campaigns?new', { state: { leadIds: [...selectedIds] } })
          }
          onRemoveFromList={source.kind === 'list' ? () => setDialog('remove-from-list') : undefined}
          onClear={() => setSelection(new Set())}
        />
      )}

      <div ref={resultsRef} id="lead-results" className="grid">
        <LeadMarkersContext value={markers}>
          <LeadLinkContext value={leadPageHref}>
            <LeadsTable
              leads={visible}
              selectedIds={selectedIds}
              onSelectionChange={setSelection}
              renderNotesTags={renderNotesTags}
              onGenerateEmail={canWrite ? (onGenerateEmail ?? openColdEmail) : undefined}
              sort={view.sort}
              onSortChange={setSort}
              isLive={isLive}
              holdOrder={holdOrder}
              emptyMessage={
                leads.length > 0 ? (
                  <FilterEmptyMessage
                    reasons={emptiedBy}
                    total={leads.length}
                    includeMissing={view.filters.includeMissing === true}
                    onIncludeMissing={() => patchFilters({ includeMissing: true })}
                    onClear={() => setFilters({})}
                  />
                ) : (
                  emptyMessage
                )
              }
            />
          </LeadLinkContext>
        </LeadMarkersContext>
      </div>

      {!onGenerateEmail && (
        <ColdEmailDialog
          lead={emailLead}
          open={emailLead !== null}
          onOpenChange={(open) => {
            if (open || !emailLead) return;
            setEmailLead(null);
            // The trigger row may have re-rendered or been virtualised away meanwhile (issue 23).
            focusLead(emailLead.id);
          }}
        />
      )}
      <MergeDialog
        group={mergeGroup}
        leadsById={leadsById}
        onOpenChange={(open) => !open && setMergeGroup(null)}
        onMerged={(primary, removedIds) => {
          // The kept record is the sensible place to continue from.
          focusLead(primary.id, { force: true });
          patch([primary]);
          remove(removedIds);
          invalidateLeadViews();
        }}
      />
      <BulkTagDialog
        open={dialog === 'tag'}
        onOpenChange={(open) => setDialog(open ? 'tag' : null)}
        leadIds={selectedSavedIds}
        onTagged={(added) =>
          patch(
            selectedLeads
              .filter(isSavedLead)
              .map((lead) => ({ ...lead, tags: [...added.reduce<readonly string[]>(addTag, lead.tags)] })),
          )
        }
      />
      <AddToListDialog
        open={dialog === 'add-to-list'}
        onOpenChange={(open) => setDialog(open ? 'add-to-list' : null)}
        leadIds={selectedSavedIds}
      />
      <PushToCrmDialog
        open={dialog === 'push'}
        onOpenChange={(open) => setDialog(open ? 'push' : null)}
        leadIds={selectedSavedIds}
        count={selectedSavedIds.length}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={`Delete ${plural(selectedSavedIds.length)}?`}
        description="They are removed from this search and from every list. This cannot be undone."
        confirmLabel="Delete"
        isPending={bulkDelete.isPending}
        onConfirm={deleteSelected}
      />
      <ConfirmDialog
        open={dialog === 'remove-from-list'}
        onOpenChange={(open) => setDialog(open ? 'remove-from-list' : null)}
        title={`Remove ${plural(selectedSavedIds.length)} from this list?`}
        description="The businesses stay in their searches and other lists."
        confirmLabel="Remove"
        isPending={removeFromList.isPending}
        onConfirm={removeSelectedFromList}
      />
      <CreateListFromFiltersDialog
        open={dialog === 'create-list'}
        onOpenChange={(open) => setDialog(open ? 'create-list' : null)}
        leadIds={visible.filter(isSavedLead).map((lead) => lead.id)}
      />
    </div>
  );
}
