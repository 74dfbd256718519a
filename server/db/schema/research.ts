import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { businessResults } from './leads';
import { ownerTeamId } from './owned';

/**
 * The visible text of one page of a lead's website, as the deep pass read it (decision 143): what research
 * questions are answered from and their quotes checked against. Replaced by each deep pass of the lead, deleted
 * with the lead and, by a nightly job, `PAGE_TEXT_RETENTION_DAYS` after it was fetched. Capped per page and per
 * lead (`PAGE_TEXT_LIMITS`, contracts/crawler.ts).
 */
export const leadPageTexts = pgTable(
  'lead_page_texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => businessResults.id, { onDelete: 'cascade' }),
    /** The page's order in the deep pass (0: the homepage). */
    position: integer('position').notNull(),
    url: text('url').notNull(),
    text: text('text').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Also the index a lead's pages are read by (their team is checked on the same rows).
    unique('lead_page_texts_lead_url_key').on(t.leadId, t.url),
    index('lead_page_texts_fetched_idx').on(t.fetchedAt),
  ],
);
