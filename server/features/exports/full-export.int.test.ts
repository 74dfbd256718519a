// engine-sensitive: exports (large reads through each engine's driver)
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, EXPORT_FULL_COLUMNS } from '@contracts/leads';
import {
  leadListMembers,
  leadLists,
  researchAnswers,
  researchColumns,
  researchQuestions,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { makeAudit, makeFinding } from '../../../tests/make-audit';
import { seedSearch, userIdOf, ownedBy } from '../../../tests/seed-leads';

/** A lead as the crawl and the scoring leave it: every fact the Full layout must carry. */
const ENRICHED = {
  businessName: 'Northside Roofing',
  phone: '+44 113 496 0000',
  website: 'https://northside.example',
  address: '1 Kirkgate, Leeds LS1 6BR',
  city: 'Leeds',
  state: 'England',
  zipCode: 'LS1 6BR',
  country: 'GB',
  latitude: 53.7965,
  longitude: -1.5395,
  primaryType: 'roofing_contractor',
  googlePlaceId: 'ChIJnorthside',
  googleMapsUri: 'https://maps.google.com/?cid=42',
  rating: 4.7,
  reviewCount: 88,
  leadScore: 74,
  scoreBreakdown: {
    websiteQuality: 15,
    socialMediaPresence: 12,
    reputation: 27,
    reviewVolume: 12,
    contactAccessibility: 8,
  },
  email: 'hello@northside.example',
  emails: [
    { email: 'hello@northside.example', source: 'https://northside.example/contact' },
    { email: 'leeds@northside.example', source: 'https://northside.example/branches/leeds' },
  ],
  contactName: 'Priya Shah',
  contactTitle: 'Owner',
  contacts: [{ name: 'Priya Shah', title: 'Owner', linkedin_url: null }],
  facebookUrl: 'https://www.facebook.com/northsideroofing',
  instagramUrl: 'https://www.instagram.com/northsideroofing',
  youtubeUrl: 'https://www.youtube.com/@northsideroofing',
  hasChatbot: true,
  chatbotPlatform: 'Tidio',
  cmsPlatform: 'WordPress',
  marketingTools: ['Google Analytics', 'Meta Pixel'],
  enrichmentStatus: 'completed',
  enrichment: {
    status: 'ok',
    failureReason: null,
    finalUrl: 'https://northside.example/',
    isHttps: true,
    hasViewport: true,
    chatWidgets: [{ id: 'tidio', name: 'Tidio', confidence: 'strong' }],
    messagingChannels: ['whatsapp'],
    cmsAddons: ['Elementor'],
    outdatedSignals: [],
    copyrightYear: 2025,
    emails: [
      { email: 'hello@northside.example', source: 'https://northside.example/contact' },
      {
        email: 'leeds@northside.example',
        source: 'https://northside.example/branches/leeds',
        branch: 'Leeds',
      },
    ],
  },
  tags: ['Hot Lead'],
  notes: 'Wants a quote',
  lastContactedDate: '2026-11-20',
  // Stored lowest severity first: the export lists them highest first.
  audit: makeAudit([makeFinding('images_without_alt'), makeFinding('tls_expired')]),
};

describe.skipIf(postgresSkipped())(`the Full export layout on ${testDbKind()}`, () => {
  let t: TestApp;
  let owner: string;
  let search: { searchId: string; ids: string[] };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp('owner@example.com'); // the first account is an admin: may always export
    const ownerId = await userIdOf(t.db, 'owner@example.com');
    search = await seedSearch(t.db, ownerId, [ENRICHED, { businessName: '=cmd|calc' }], {
      niche: 'roofers',
      location: 'Leeds',
    });
    const [list] = await t.db
      .insert(leadLists)
      .values({ ...ownedBy(ownerId), name: 'Quotes due' })
      .returning({ id: leadLists.id });
    await t.db.insert(leadListMembers).values({ listId: list.id, businessId: search.ids[0] });
  });
  afterAll(async () => t?.close());

  const exportFull = (format: 'csv' | 'xlsx') =>
    t.request('/api/exports', {
      cookie: owner,
      body: {
        source: { kind: 'search', searchId: search.searchId },
        ids: search.ids,
        format,
        layout: 'full',
      },
    });

  /** Header → cell of the first data row. */
  const byHeader = (rows: unknown[][]) =>
    Object.fromEntries(rows[0].map((h, i) => [h as string, rows[1][i]]));

  it('writes every stored fact to an XLSX that a spreadsheet library reads back', async () => {
    const res = await exportFull('xlsx');
    expect(res.status).toBe(200);
    const rows = await readSheet(Buffer.from(await res.arrayBuffer()));
    expect(rows[0]).toEqual([...EXPORT_FULL_COLUMNS]);
    const cell = byHeader(rows);
    expect(cell).toMatchObject({
      'Business Name': 'Northside Roofing',
      Email: 'hello@northside.example',
      'All Emails': 'hello@northside.example; leeds@northside.example',
      'Email Sources':
        'hello@northside.example — https://northside.example/contact; ' +
        'leeds@northside.example — https://northside.example/branches/leeds (branch: Leeds)',
      'Contact Name': 'Priya Shah',
      'Named Contacts': 'Priya Shah (Owner)',
      Facebook: 'https://www.facebook.com/northsideroofing',
      YouTube: 'https://www.youtube.com/@northsideroofing',
      'Has Chatbot': 'Yes',
      'Chat Widgets': 'Tidio',
      'Messaging Channels': 'whatsapp',
      'Website Platform': 'WordPress',
      'Platform Add-ons': 'Elementor',
      'Marketing Tools': 'Google Analytics; Meta Pixel',
      HTTPS: 'Yes',
      'Copyright Year': 2025,
      'Score Band': 'Strong',
      'Score: Website Quality': 15,
      'Score: Contact Accessibility': 8,
      'Google Place ID': 'ChIJnorthside',
      'Google Maps URL': 'https://maps.google.com/?cid=42',
      Latitude: 53.7965,
      'Searched Niche': 'roofers',
      'Searched Location': 'Leeds',
      Lists: 'Quotes due',
      'Last Contacted': '2026-11-20',
      'LeadScout ID': search.ids[0],
      'Audit Checked': '2026-12-04',
      'Audit Finding IDs': 'tls_expired; images_without_alt',
      'Audit Findings': 'Certificate expired 12 days ago; 3 of 14 images without alt text',
    });
  });

  it('writes the same facts to CSV, formula-safe, and keeps the spec layout as the default', async () => {
    const full = parse(await (await exportFull('csv')).text()) as string[][];
    expect(full[0]).toEqual([...EXPORT_FULL_COLUMNS]);
    expect(byHeader(full)['Email Sources']).toContain('(branch: Leeds)');
    expect(full[2][0]).toBe("'=cmd|calc");
    // Not audited: the audit's cells are empty.
    expect(full[2].slice(-3)).toEqual(['', '', '']);

    const spec = await t.request('/api/exports', {
      cookie: owner,
      body: { source: { kind: 'search', searchId: search.searchId }, ids: search.ids },
    });
    expect((parse(await spec.text()) as string[][])[0]).toEqual([...EXPORT_COLUMNS]);
  });

  it('ends with the research columns of the exported list: answer, quote and page, formula-safe', async () => {
    const ownerId = await userIdOf(t.db, 'owner@example.com');
    const [a, b] = await t.db
      .insert(leadLists)
      .values([
        { ...ownedBy(ownerId), name: 'Asked' },
        { ...ownedBy(ownerId), name: 'Asked elsewhere' },
      ])
      .returning({ id: leadLists.id });
    await t.db.insert(leadListMembers).values([
      { listId: a.id, businessId: search.ids[0] },
      { listId: a.id, businessId: search.ids[1] },
      { listId: b.id, businessId: search.ids[0] },
    ]);
    const ask = async (listId: string, question: string) => {
      const [q] = await t.db
        .insert(researchQuestions)
        .values({ ...ownedBy(ownerId), question, answerType: 'yes_no' })
        .returning({ id: researchQuestions.id });
      const [column] = await t.db
        .insert(researchColumns)
        .values({ ...ownedBy(ownerId), questionId: q.id, listId, status: 'done' })
        .returning({ id: researchColumns.id });
      return column.id;
    };
    const callOuts = await ask(a.id, 'Do they offer emergency call-outs?');
    const booking = await ask(a.id, 'Can you book online?');
    await ask(b.id, 'Asked of another list only?');
    const team = { teamId: ownedBy(ownerId).teamId };
    await t.db.insert(researchAnswers).values([
      {
        ...team,
        columnId: callOuts,
        leadId: search.ids[0],
        status: 'answered',
        answer: true,
        confidence: 0.9,
        quote: '=24/7 emergency call-outs across Leeds',
        url: 'https://northside.example/services',
      },
      { ...team, columnId: callOuts, leadId: search.ids[1], status: 'not_found', reason: 'not_on_site' },
      { ...team, columnId: booking, leadId: search.ids[0], status: 'pending' },
    ]);

    const res = await t.request('/api/exports', {
      cookie: owner,
      body: {
        source: { kind: 'list', listId: a.id },
        format: 'csv',
        layout: 'full',
        sort: { key: 'businessName', dir: 'asc' },
      },
    });
    expect(res.status).toBe(200);
    const rows = parse(await res.text()) as string[][];
    expect(rows[0]).toEqual([
      ...EXPORT_FULL_COLUMNS,
      'Do they offer emergency call-outs?',
      'Do they offer emergency call-outs? (quote)',
      'Do they offer emergency call-outs? (page)',
      'Can you book online?',
      'Can you book online? (quote)',
      'Can you book online? (page)',
    ]);
    const research = (name: string) => rows.find((row) => row[0] === name)!.slice(EXPORT_FULL_COLUMNS.length);
    // The quote is neutralised like every cell; a cell still waiting is empty.
    expect(research('Northside Roofing')).toEqual([
      'Yes',
      "'=24/7 emergency call-outs across Leeds",
      'https://northside.example/services',
      '',
      '',
      '',
    ]);
    expect(research("'=cmd|calc")).toEqual(['Not found on the site', '', '', '', '', '']);
  });
});
