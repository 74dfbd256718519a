import { AUDIT_FINDING_IDS } from '@contracts/audit';
import { QUICK_TAGS } from '@contracts/leads';
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { searchHistory } from '@server/db/schema';
import { seededRandom } from '@fakes/google/seeded-random';
import { makeAudit, makeFinding } from '../tests/make-audit';

const SEARCH_SIZE = 100;
const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const BATCH = 1_000;
const PREFIXES = [
  'Acme',
  'Bright',
  'Keystone',
  'Premier',
  'Summit',
  'Lone Star',
  'Café',
  'Élite',
  'Northside',
];
const TRADES = ['Dental', 'Roofing', 'Plumbing', 'Law', 'Bakery', 'Auto Repair', 'Salon', 'HVAC'];
const CMS = ['WordPress', 'Wix', 'Squarespace', 'Shopify', null, null];

/**
 * `count` leads of one team as sweeps save them (searches of 100), with the spread a real workspace has: most with
 * a website, a score and a rating, some tagged, assigned, contacted, flagged as a chain, with checked emails and
 * a website audit. Inserted a thousand rows per statement; the same `seed` gives the same leads.
 */
export async function seedWorkspaceLeads(
  db: Db,
  owner: { teamId: string; userId: string },
  count: number,
  seed: string,
): Promise<{ searchIds: string[] }> {
  const r = seededRandom(seed);
  const maybe = <T>(p: number, value: () => T) => (r.chance(p) ? value() : null);
  const searches = await db
    .insert(searchHistory)
    .values(
      Array.from({ length: Math.ceil(count / SEARCH_SIZE) }, (_, i) => ({
        teamId: owner.teamId,
        createdBy: owner.userId,
        niche: r.pick(TRADES),
        location: `Area ${i + 1}`,
        status: 'completed',
        resultsCount: SEARCH_SIZE,
      })),
    )
    .returning({ id: searchHistory.id });
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
      const i = start + k;
      const hasSite = r.chance(0.8);
      return {
        teamId: owner.teamId,
        searchId: searches[Math.floor(i / SEARCH_SIZE)].id,
        position: i % SEARCH_SIZE,
        businessName: `${r.pick(PREFIXES)} ${r.pick(TRADES)} ${i}`,
        phone: `+1 512-555-${String(i % 10_000).padStart(4, '0')}`,
        website: hasSite ? `https://site-${i}.example` : null,
        address: `${i} Main St, Austin, TX 78701`,
        city: 'Austin',
        state: 'TX',
        googlePlaceId: `place-${seed}-${i}`,
        rating: maybe(0.9, () => Math.min(5, Math.round((3 + r.next() * 2.2) * 10) / 10)),
        reviewCount: maybe(0.9, () => Math.floor(r.next() ** 2 * 2_000)),
        leadScore: maybe(0.95, () => r.int(0, 100)),
        hasChatbot: hasSite ? maybe(0.8, () => r.chance(0.25)) : null,
        cmsPlatform: hasSite ? r.pick(CMS) : null,
        facebookUrl: maybe(0.5, () => `https://facebook.com/biz${i}`),
        instagramUrl: maybe(0.3, () => `https://instagram.com/biz${i}`),
        tags: r.chance(0.3) ? [r.pick(QUICK_TAGS)] : [],
        employeeCountEstimate: maybe(0.4, () => r.int(1, 80)),
        lastContactedDate: maybe(0.2, () => `2026-${String(r.int(1, 11)).padStart(2, '0')}-1${r.int(0, 9)}`),
        assignedTo: r.chance(0.2) ? owner.userId : null,
        chain: r.chance(0.1) ? { kind: 'brand' as const, reason: 'Part of a chain' } : null,
        emails: hasSite ? [{ email: `info@site-${i}.example`, source: 'contact page' }] : [],
        emailChecks: hasSite
          ? [
              {
                email: `info@site-${i}.example`,
                status: r.chance(0.8) ? ('ok' as const) : ('invalid' as const),
                labels: [],
                reason: 'MX mail.example',
                checkedAt: '2026-11-01T00:00:00.000Z',
              },
            ]
          : null,
        audit:
          hasSite && r.chance(0.6)
            ? makeAudit(AUDIT_FINDING_IDS.filter(() => r.chance(0.12)).map((id) => makeFinding(id)))
            : null,
        enrichmentStatus: 'done',
      };
    });
    // One JSON parameter per thousand rows: PostgreSQL reads it faster than the driver binds 30,000 parameters.
    const columns = Object.keys(rows[0]).map((key) => toSnake(key));
    const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
    const json = JSON.stringify(
      rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [toSnake(k), v]))),
    );
    await db.execute(sql`insert into business_results (${list})
      select ${list} from json_populate_recordset(null::business_results, ${json}::json)`);
  }
  return { searchIds: searches.map((s) => s.id) };
}
