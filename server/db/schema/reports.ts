import type { TPageSpeed } from '@contracts/audit';
import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessResults } from './leads';
import { createdBy, ownerTeamId } from './owned';
import { team } from './teams';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The agency's branding for shared audit reports (issue 32): Settings → Branding, `settings.manage`.
 * The logo's bytes live here (PNG, JPEG or WebP up to 256 KB, type read from the bytes; never SVG).
 */
export const teamBranding = pgTable('team_branding', {
  teamId: text('team_id')
    .primaryKey()
    .references(() => team.id, { onDelete: 'cascade' }),
  agencyName: text('agency_name'),
  logo: bytea('logo'),
  /** image/png | image/jpeg | image/webp, as the bytes say. */
  logoType: text('logo_type'),
  colour: text('colour'),
  ctaText: text('cta_text'),
  ctaUrl: text('cta_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A shared audit report of one lead: public at /r/<token>, only the token's SHA-256 stored. Revoking sets
 * `revokedAt` (the link then answers 404). A view counts only after the page was visible for a few seconds.
 */
export const auditReports = pgTable(
  'audit_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => businessResults.id, { onDelete: 'cascade' }),
    createdBy: createdBy(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
  },
  (t) => [index('audit_reports_team_lead_idx').on(t.teamId, t.leadId)],
);

/** PageSpeed Insights results per domain, kept 7 days (issue 32); shared by every team: it is public data. */
export const pageSpeedCache = pgTable('page_speed_cache', {
  domain: text('domain').primaryKey(),
  result: jsonb('result').$type<TPageSpeed>().notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});
