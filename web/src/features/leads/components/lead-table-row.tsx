import { memo } from 'react';
import type { TLead } from '@contracts/search';
import { cn } from '@web/lib/cn';
import {
  BusinessNameCell,
  ContactInfoCell,
  LeadActionsCell,
  LeadScoreCell,
  LocationCell,
  NotesTagsPreview,
  RatingCell,
  SocialMediaCell,
  socialProfilesOf,
} from './lead-cells';
import { LeadSelectCheckbox } from './lead-checkbox';
import { FOLDED, STICKY_ACTIONS, TIER_CELL, TIERED_COLUMNS } from './lead-columns';
import type { TLeadItemSlots, TLeadSelection } from './leads-table-types';
import { TechStackCell } from './tech-stack-cell';

const CELL = 'px-2 py-3';
/** The sticky cell is opaque (rows scroll under it), so it repeats the row's hover and selected tints. */
const STICKY_ROW_BG =
  'bg-white transition-colors group-hover/row:bg-canvas group-data-[state=selected]/row:bg-[color-mix(in_oklab,var(--color-primary)_5%,white)]';

type TLeadCellsProps = TLeadItemSlots & {
  lead: TLead;
  isSelectable: boolean;
  isSelected: boolean;
  onToggle: TLeadSelection['toggleOne'];
};

type TLeadRowProps = TLeadCellsProps & {
  index: number;
  measureRef: (element: HTMLTableRowElement | null) => void;
};

/** A row; its place (`index`) changes whenever rows move, so the cells re-render only for their own props. */
export function LeadRow({ index, measureRef, ...cells }: TLeadRowProps) {
  return (
    <tr
      ref={measureRef}
      data-index={index}
      aria-rowindex={index + 2}
      data-state={cells.isSelected ? 'selected' : undefined}
      data-lead-id={cells.lead.id}
      className="group/row align-top transition-colors hover:bg-canvas/80 data-[state=selected]:bg-primary/5 [&>td]:border-b [&>td]:border-line-soft"
    >
      <LeadCells {...cells} />
    </tr>
  );
}

const LeadCells = memo(function LeadCells({
  lead,
  isSelectable,
  isSelected,
  onToggle,
  onOpenAnalysis,
  renderNotesTags,
  onGenerateEmail,
}: TLeadCellsProps) {
  return (
    <>
      {isSelectable && (
        <td className="py-3 pr-1 pl-3">
          <LeadSelectCheckbox lead={lead} isSelected={isSelected} onToggle={onToggle} className="mt-1.5" />
        </td>
      )}
      <td className={CELL}>
        <LeadScoreCell lead={lead} onOpenAnalysis={onOpenAnalysis} />
        <div className={cn('mt-2', FOLDED.narrow)}>
          <RatingCell lead={lead} />
        </div>
      </td>
      <td className={CELL}>
        <BusinessNameCell lead={lead} />
        <div className={cn('mt-1', FOLDED.wide)}>
          <LocationCell lead={lead} withIcon />
        </div>
      </td>
      <td className={CELL}>
        <ContactInfoCell lead={lead} />
        {socialProfilesOf(lead).length > 0 && (
          <div className={cn('mt-2', FOLDED.narrow)}>
            <SocialMediaCell lead={lead} compact />
          </div>
        )}
      </td>
      <td className={cn(CELL, TIER_CELL.wide)}>
        <LocationCell lead={lead} />
      </td>
      <td className={cn(CELL, TIER_CELL.narrow)}>
        <RatingCell lead={lead} />
      </td>
      <td className={CELL}>
        <TechStackCell lead={lead} compact />
      </td>
      <td className={cn(CELL, TIER_CELL.narrow)}>
        <SocialMediaCell lead={lead} compact />
      </td>
      <td className={CELL}>{renderNotesTags ? renderNotesTags(lead) : <NotesTagsPreview lead={lead} />}</td>
      <td className={cn(CELL, STICKY_ACTIONS, STICKY_ROW_BG)}>
        <LeadActionsCell lead={lead} onGenerateEmail={onGenerateEmail} />
      </td>
    </>
  );
});

/**
 * A spacer across the table, standing in for rows scrolled out of view. It spans the columns always shown, plus
 * one cell per column shown only from some width, hidden like that column: a span wider than the columns actually
 * shown would add an empty column at the right edge.
 */
export function SpacerRow({ columnCount, height }: { columnCount: number; height: number }) {
  const style = { height, padding: 0 };
  return (
    <tr aria-hidden="true">
      <td colSpan={columnCount - TIERED_COLUMNS.length} style={style} />
      {TIERED_COLUMNS.map((column) => (
        <td key={column.id} className={TIER_CELL[column.shownFrom!]} style={style} />
      ))}
    </tr>
  );
}
