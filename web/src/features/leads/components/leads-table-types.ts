import type { ReactNode } from 'react';
import type { TLeadSort, TSortKey } from '@contracts/filters';
import type { TLead } from '@contracts/search';

/** The parts of the leads table share these shapes; `leads-table.tsx` puts them together. */

export type TLeadsTableProps = {
  leads: readonly TLead[];
  /** Row selection (the bulk bar lives outside). Without `onSelectionChange` there are no checkboxes. */
  selectedIds?: ReadonlySet<string>;
  onSelectionChange?: (selectedIds: Set<string>) => void;
  /** The Notes/Tags cell; the workspace feature renders its popover here. */
  renderNotesTags?: (lead: TLead) => ReactNode;
  /** Shows "Generate Email" in Actions; the outreach feature opens its dialog for the lead. */
  onGenerateEmail?: (lead: TLead) => void;
  /**
   * Sorting from the headers. Pass `sort` and `onSortChange` to control it (e.g. from the URL); otherwise the
   * table keeps its own, starting at `defaultSort` (lead score, highest first).
   */
  sort?: TLeadSort;
  onSortChange?: (sort: TLeadSort) => void;
  defaultSort?: TLeadSort;
  /**
   * The leads are still arriving and being scored (a running search). A sort by lead score then keeps rows where
   * they are while their scores fill in (new ones go last) and sorts once this turns false (decision 060).
   */
  isLive?: boolean;
  /**
   * The leads' deeper checks are running: cells and scores change in place and rows keep their places, then
   * and after, until the user sorts (decision 060 addendum).
   */
  holdOrder?: boolean;
  emptyMessage?: ReactNode;
  /** Caps the scroll area; rows beyond it are virtualised. */
  maxHeightClassName?: string;
  className?: string;
  'aria-label'?: string;
};

/** What both layouts (table from lg up, cards below) need to show and change the selection. */
export type TLeadSelection = {
  isSelectable: boolean;
  selected: ReadonlySet<string>;
  toggleOne: (leadId: string, checked: boolean) => void;
  allChecked: boolean | 'indeterminate';
  toggleAll: (checked: boolean) => void;
};

/** What each row or card gets to open the analysis and fill the other features' slots. */
export type TLeadItemSlots = {
  onOpenAnalysis: (lead: TLead) => void;
  renderNotesTags?: (lead: TLead) => ReactNode;
  onGenerateEmail?: (lead: TLead) => void;
};

/** Props the table and card layouts share. */
export type TLeadViewProps = TLeadItemSlots & {
  leads: readonly TLead[];
  sort: TLeadSort;
  onSort: (key: TSortKey) => void;
  selection: TLeadSelection;
  emptyMessage: ReactNode;
  maxHeightClassName: string;
  className?: string;
  ariaLabel: string;
};
