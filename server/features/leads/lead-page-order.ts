import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { TLeadSort } from '@contracts/filters';
import { businessResults as b } from '../../db/schema';
import { leadOrderBy, leadOrderTerms } from '../../db/schema/lead-order';
import { AppError } from '../../lib/app-error';
import { findUnstorableText } from '../../lib/validate';

/**
 * Where a page of leads ended, for the next one (keyset paging, decision 146): the sort it was read in, the last
 * lead's value of the sorted field and its id. Callers see it as an opaque string (base64url JSON).
 */
const base = { dir: z.enum(['asc', 'desc']), id: z.uuid() };
export const ZLeadPageCursor = z.discriminatedUnion('key', [
  z.object({ key: z.literal('leadScore'), value: z.int().nullable(), ...base }),
  z.object({ key: z.literal('rating'), value: z.number().nullable(), ...base }),
  z.object({
    key: z.literal('businessName'),
    value: z.string().refine((key) => findUnstorableText(key) === null),
    ...base,
  }),
]);
export type TLeadPageCursor = z.infer<typeof ZLeadPageCursor>;

/** The row fields a cursor is made of. */
type TCursorRow = { id: string; leadScore: number | null; rating: number | null; nameSortKey: string };

/**
 * A sort (`sortLeads` of contracts/filters.ts) in SQL: ORDER BY the terms of its index (lead-order.ts) and the id,
 * the rows after a cursor, and the cursor after a row.
 */
export function leadPageOrder(sort: TLeadSort) {
  const { terms, descending } = leadOrderTerms(b, sort);
  const orderBy = leadOrderBy(b, sort);

  /** The rows the sort puts after the cursor's row (which may have changed or gone since). */
  function after(cursor: TLeadPageCursor): SQL {
    if (cursor.key !== sort.key || cursor.dir !== sort.dir)
      throw new AppError(
        'VALIDATION_ERROR',
        `cursor belongs to the sort ${cursor.key} ${cursor.dir}: send that sort again, or no cursor to start over`,
      );
    if (cursor.key === 'businessName') {
      const [name] = terms;
      // High to low reads the name's index backwards but ties forwards: the range is "up to the name", then ties.
      return descending
        ? sql`(${name} <= ${cursor.value} and (${name} < ${cursor.value} or ${b.id} > ${cursor.id}))`
        : sql`(${name}, ${b.id}) > (${cursor.value}, ${cursor.id})`;
    }
    const [isMissing, value] = terms;
    return sql`(${isMissing}, ${value}, ${b.id}) > (${cursor.value === null}, ${termValue(cursor)}, ${cursor.id})`;
  }

  function cursorOf(row: TCursorRow): TLeadPageCursor {
    const { dir } = sort;
    if (sort.key === 'businessName') return { key: sort.key, dir, value: row.nameSortKey, id: row.id };
    return { key: sort.key, dir, value: row[sort.key], id: row.id } as TLeadPageCursor;
  }

  return { orderBy, after, cursorOf };
}

/**
 * The cursor's value as its sort term holds it: missing is 0, high to low is negated. A rating is the `real` the
 * row holds (the reader got the shortest decimal that reads back as it), compared exactly as a double.
 */
function termValue(cursor: Exclude<TLeadPageCursor, { key: 'businessName' }>): SQL {
  const sign = cursor.dir === 'desc' ? -1 : 1;
  if (cursor.key === 'leadScore') return sql`${sign * (cursor.value ?? 0)}::bigint`;
  return sql`${sign * Math.fround(cursor.value ?? 0)}::float8`;
}
