import { Download, FolderPlus, ListMinus, Mail, Send, Tag, Trash2, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useTeamCan } from '@web/lib/active-team';
import type { TAssignee } from '@contracts/lead-activity';
import { BulkAssignMenu } from './bulk-assign-menu';

type TBulkBarProps = {
  count: number;
  onTag: () => void;
  onAddToList: () => void;
  /** Assign to… one member of the team, or nobody (`null`). */
  onAssign: (person: TAssignee | null) => void;
  isAssigning: boolean;
  onExport: () => void;
  onDelete: () => void;
  onClear: () => void;
  /** Push the selected businesses to a connected CRM (issue 24). */
  onPushToCrm: () => void;
  /** Open the New campaign form with the selected businesses (issue 35). */
  onStartCampaign: () => void;
  /** On a list's page: take the selected businesses out of the list (they stay in their searches). */
  onRemoveFromList?: () => void;
};

/**
 * Appears while rows are selected: Tag, Add to List, Assign to…, Push to CRM, Start campaign, Export, Delete, Clear (spec §4, decision 112). It sticks just under the
 * site header, whose height (notice line included) the layout publishes as `--site-header-height`.
 */
export function BulkBar({
  count,
  onTag,
  onAddToList,
  onAssign,
  isAssigning,
  onExport,
  onDelete,
  onClear,
  onPushToCrm,
  onStartCampaign,
  onRemoveFromList,
}: TBulkBarProps) {
  // A viewer may export only (decision 109).
  const canWrite = useTeamCan({ work: ['write'] });
  return (
    <div
      role="toolbar"
      aria-label="Bulk actions"
      className="sticky top-[calc(var(--site-header-height,4rem)+0.5rem)] z-20 flex flex-wrap items-center gap-2 rounded-lg border border-primary/30 bg-white px-3 py-2 shadow-md"
    >
      <p className="mr-2 text-sm font-medium text-foreground" aria-live="polite">
        {count.toLocaleString()} selected
      </p>
      {canWrite && (
        <>
          <Button size="sm" variant="outline" onClick={onTag}>
            <Tag aria-hidden="true" />
            Tag
          </Button>
          <Button size="sm" variant="outline" onClick={onAddToList}>
            <FolderPlus aria-hidden="true" />
            Add to List
          </Button>
          <BulkAssignMenu count={count} isPending={isAssigning} onAssign={onAssign} />
          <Button size="sm" variant="outline" onClick={onPushToCrm}>
            <Send aria-hidden="true" />
            Push to CRM
          </Button>
          <Button size="sm" variant="outline" onClick={onStartCampaign}>
            <Mail aria-hidden="true" />
            Start campaign
          </Button>
        </>
      )}
      {canWrite && onRemoveFromList && (
        <Button size="sm" variant="outline" onClick={onRemoveFromList}>
          <ListMinus aria-hidden="true" />
          Remove from List
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={onExport}>
        <Download aria-hidden="true" />
        Export
      </Button>
      {canWrite && (
        <Button
          size="sm"
          variant="outline"
          onClick={onDelete}
          className="text-danger hover:bg-danger-soft hover:text-danger"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={onClear} className="ml-auto">
        <X aria-hidden="true" />
        Clear
      </Button>
    </div>
  );
}
