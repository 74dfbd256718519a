import type { TSortKey } from '@contracts/filters';

/** The table's column model: which columns, how wide at which table width, and which fold into another. */

type TTier = 'narrow' | 'wide';

export type TColumn = {
  id: string;
  header: string;
  /** Its width in the narrowest table (px); wider tables share out the extra room in proportion. */
  width: number;
  /** Width classes for columns that change width at set table widths (they replace `width`; start from it). */
  colClassName?: string;
  sortKey?: TSortKey;
  /** Only a column from this table width up; below it its content sits in another column. */
  shownFrom?: TTier;
};

/** The Actions column stays in view while a narrow table scrolls sideways; its shadow shows only then. */
export const STICKY_ACTIONS =
  'sticky right-0 group-data-[side-scroll]/table:shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.18)]';

/*
 * Widths are container queries on the table's own box (not the window), since the sidebar and page padding
 * take their share first (decision 059). Each tier's columns add up to (checkbox included):
 * - compact, the narrowest: 786 px. Rating sits under the lead score, Social Media under the contact info and
 *   Location under the business name (windows from 1024 to ~1270 px);
 * - from 1000 px: 982 px. Rating and Social Media get their columns (a 1280 px laptop);
 * - from 1144 px: 1126 px. Location gets its column and Notes/Tags more room (1440);
 * - from 1200 px: 1178 px. The actions spell out "Generate Email" and "View on Map" (1920).
 * Each threshold is its tier's sum plus 18 px: a container query measures the box with the table's own
 * vertical scrollbar in it, and a classic scrollbar (15–17 px) takes that much from the columns.
 * Tailwind finds classes by their full text, so each tier's classes are spelled out here.
 */
export const TIER_CELL: Record<TTier, string> = {
  narrow: 'hidden @min-[1000px]:table-cell',
  wide: 'hidden @min-[1144px]:table-cell',
};
export const TIER_COL: Record<TTier, string> = {
  narrow: 'hidden @min-[1000px]:table-column',
  wide: 'hidden @min-[1144px]:table-column',
};
/** Folded content: shown until its own column appears. */
export const FOLDED: Record<TTier, string> = { narrow: '@min-[1000px]:hidden', wide: '@min-[1144px]:hidden' };

export const COLUMNS: TColumn[] = [
  {
    id: 'leadScore',
    header: 'Lead Score',
    width: 110,
    colClassName: 'w-[110px] @min-[1000px]:w-[72px]',
    sortKey: 'leadScore',
  },
  {
    id: 'businessName',
    header: 'Business Name',
    width: 160,
    colClassName: 'w-[160px] @min-[1000px]:w-[176px]',
    sortKey: 'businessName',
  },
  { id: 'contact', header: 'Contact Info', width: 144, colClassName: 'w-[144px] @min-[1000px]:w-[152px]' },
  { id: 'location', header: 'Location', width: 112, shownFrom: 'wide' },
  { id: 'rating', header: 'Rating', width: 110, sortKey: 'rating', shownFrom: 'narrow' },
  { id: 'techStack', header: 'Tech Stack', width: 128, colClassName: 'w-[128px] @min-[1000px]:w-[132px]' },
  { id: 'social', header: 'Social Media', width: 88, shownFrom: 'narrow' },
  {
    id: 'notesTags',
    header: 'Notes/Tags',
    width: 116,
    colClassName: 'w-[116px] @min-[1000px]:w-[124px] @min-[1144px]:w-[156px]',
  },
  { id: 'actions', header: 'Actions', width: 92, colClassName: 'w-[92px] @min-[1200px]:w-[144px]' },
];
const columnById = (id: string) => COLUMNS.find((c) => c.id === id);
/** What a header says below the width where a folded column gets its own (e.g. "& Location"). */
export const FOLDED_HEADER: Partial<Record<string, TColumn>> = {
  leadScore: columnById('rating'),
  businessName: columnById('location'),
  contact: columnById('social'),
};
export const CHECKBOX_WIDTH = 36;
/** The narrowest the table gets before it scrolls sideways: every column shown in the narrowest tier. */
export const MIN_TABLE_WIDTH = COLUMNS.reduce((sum, c) => sum + (c.shownFrom ? 0 : c.width), 0);
/** Columns shown only from some table width, in order (each needs a hidden cell in a full-width row). */
export const TIERED_COLUMNS = COLUMNS.filter((c) => c.shownFrom);

/** What `aria-sort` and the folded headers say for a sort direction. */
export const SORT_LABEL = { asc: 'ascending', desc: 'descending' } as const;
