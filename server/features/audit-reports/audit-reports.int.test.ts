import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLeadAudit } from '@contracts/audit';
import { LOGO_MAX_BYTES, type TBranding, type TCreatedAuditReport } from '@contracts/audit-reports';
import type { TLeadPage } from '@contracts/lead-activity';
import { createApp } from '../../app';
import { auditReports, businessResults, leadActivity, webhookDeliveries } from '../../db/schema';
import { PNG_LOGO } from '../../../tests/logo-fixture';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { seedSearch, subscribe, userIdOf } from '../../../tests/seed-leads';
import { LOGO_TYPE_MESSAGE } from './set-branding-logo';

const PNG = Buffer.from(PNG_LOGO);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

const AUDIT: TLeadAudit = {
  checkedAt: '2026-03-02T10:00:00.000Z',
  url: 'https://acme-plumbing.example/',
  findings: [
    {
      id: 'no_viewport',
      severity: 'medium',
      title: 'No mobile viewport',
      evidence: { url: 'https://acme-plumbing.example/', value: 'no <meta name="viewport">' },
      pitch: 'On a phone the site shows as a tiny desktop page.',
    },
    {
      id: 'tls_expired',
      severity: 'high',
      title: 'Certificate expired 12 days ago',
      evidence: { url: 'https://acme-plumbing.example/', value: '2026-02-18' },
      pitch: 'Browsers warn visitors away from the site.',
    },
  ],
  pageSpeed: null,
};

const BRANDING = {
  agencyName: 'Brightside Digital',
  colour: '#0F766E',
  ctaText: 'Book a call',
  ctaUrl: 'https://brightside.example/call',
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
const tokenOf = (created: TCreatedAuditReport) => new URL(created.url).pathname.split('/')[2]!;

describe.skipIf(postgresSkipped())(`shared audit reports on ${testDbKind()}`, () => {
  let t: TestApp;
  let owner: string;
  let ownerId: string;
  let lead: string;
  let other: string;

  const json = async <T>(res: Response, status = 200): Promise<T> => {
    const text = await res.text();
    expect({ status: res.status, text }).toMatchObject({ status });
    return JSON.parse(text) as T;
  };
  const uploadLogo = (bytes: Buffer, type = 'image/png') =>
    t.request('/api/branding/logo', {
      method: 'PUT',
      cookie: owner,
      headers: { 'content-type': type },
      body: new Uint8Array(bytes),
    });
  const share = async (leadId = lead) =>
    json<TCreatedAuditReport>(
      await t.request(`/api/leads/${leadId}/reports`, { cookie: owner, body: {} }),
      201,
    );
  const counted = async (reportId: string) => {
    const [row] = await t.db
      .select({ views: auditReports.views, firstViewedAt: auditReports.firstViewedAt })
      .from(auditReports)
      .where(eq(auditReports.id, reportId));
    const [marked] = await t.db
      .select({ at: businessResults.reportViewedAt })
      .from(businessResults)
      .where(eq(businessResults.id, lead));
    const trail = await t.db
      .select({ createdBy: leadActivity.createdBy, details: leadActivity.details })
      .from(leadActivity)
      .where(and(eq(leadActivity.leadId, lead), eq(leadActivity.kind, 'report_viewed')));
    const events = await t.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, 'report.viewed'));
    return { ...row!, leadViewedAt: marked!.at, trail, events };
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp('agency@example.com', { name: 'Ana Lima' });
    ownerId = await userIdOf(t.db, 'agency@example.com');
    await subscribe(t.db, ownerId);
    const seeded = await seedSearch(t.db, ownerId, [
      {
        businessName: 'Acme Plumbing & Sons',
        address: '12 Main St, Austin, TX 78701',
        phone: '+1 512-555-0100',
        website: 'https://acme-plumbing.example/',
        rating: 3.9,
        reviewCount: 14,
        notes: 'SECRET note about the owner',
        tags: ['SECRET-tag'],
        email: 'secret-inbox@acme-plumbing.example',
        emails: [{ email: 'secret-inbox@acme-plumbing.example', source: 'homepage' }],
        contacts: [{ name: 'SECRET Contact', title: 'Owner', linkedin_url: null }],
        scoreBreakdown: {
          websiteQuality: 6,
          socialMediaPresence: 4,
          reputation: 18,
          reviewVolume: 8,
          contactAccessibility: 7,
        },
        scoreDetails: {
          persona: 'agency',
          reasons: { websiteQuality: ['No HTTPS', 'Not mobile-friendly'] },
          recommendations: [
            { service: 'Website redesign', reason: 'The website is insecure.', priority: 'high' },
          ],
        },
        audit: AUDIT,
      },
      { businessName: 'OTHER Bakery', notes: 'OTHER note', website: 'https://other-bakery.example/' },
    ]);
    [lead, other] = seeded.ids as [string, string];
    await json(await t.request('/api/branding', { method: 'PUT', cookie: owner, body: BRANDING }));
    await json(await uploadLogo(PNG));
  });
  afterAll(async () => t?.close());

  it('validates the branding: colour, call to action, and a logo typed by its bytes, at most 256 KB, never SVG', async () => {
    const save = (body: unknown) => t.request('/api/branding', { method: 'PUT', cookie: owner, body });
    const valid = BRANDING;
    const refusals: [unknown, string][] = [
      [{ ...valid, colour: 'teal' }, 'Colour must be a hex colour such as #2563eb'],
      [{ ...valid, colour: '#12345' }, 'Colour must be a hex colour such as #2563eb'],
      [{ ...valid, ctaUrl: 'javascript:alert(1)' }, 'Button link must be an http(s) address'],
      [{ ...valid, ctaUrl: 'ftp://brightside.example/' }, 'Button link must be an http(s) address'],
      [{ ...valid, ctaUrl: null }, 'Give the call to action both a button text and a link, or neither'],
      [{ ...valid, agencyName: 'x'.repeat(101) }, 'Agency name must be 100 characters or less'],
    ];
    for (const [body, message] of refusals) {
      const res = await save(body);
      expect({ status: res.status, body: await res.json() }).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_ERROR', message: expect.stringContaining(message) },
      });
    }
    const saved = await json<TBranding>(await save({ ...valid, colour: '#0F7' }));
    expect(saved).toMatchObject({ agencyName: 'Brightside Digital', colour: '#00ff77' });
    expect(await json<TBranding>(await save(valid))).toMatchObject({ colour: '#0f766e' });

    for (const [bytes, claimed] of [
      [SVG, 'image/svg+xml'],
      [SVG, 'image/png'],
      [GIF, 'image/png'],
      [Buffer.from('just text'), 'image/jpeg'],
      [Buffer.alloc(0), 'image/png'],
    ] as const) {
      const res = await uploadLogo(bytes, claimed);
      expect({ claimed, status: res.status, body: await res.json() }).toMatchObject({
        claimed,
        status: 400,
        body: { code: 'VALIDATION_ERROR' },
      });
    }
    expect((await (await uploadLogo(SVG)).json()).message).toBe(LOGO_TYPE_MESSAGE);
    const huge = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES + 1 - PNG.length)]);
    const tooBig = await uploadLogo(huge);
    expect({ status: tooBig.status, body: await tooBig.json() }).toEqual({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: 'The logo must be 256 KB or smaller' },
    });
    expect((await uploadLogo(huge.subarray(0, LOGO_MAX_BYTES))).status).toBe(200);
    // The type is what the bytes say, not what the upload claimed.
    expect((await json<TBranding>(await uploadLogo(JPEG, 'image/png'))).logo).toMatchObject({
      type: 'image/jpeg',
    });
    expect((await json<TBranding>(await uploadLogo(WEBP, 'image/png'))).logo).toMatchObject({
      type: 'image/webp',
    });
    const png = await json<TBranding>(await uploadLogo(PNG, 'application/octet-stream'));
    expect(png.logo).toMatchObject({ type: 'image/png', bytes: PNG.length });
    const preview = await t.request('/api/branding/logo', { cookie: owner });
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await preview.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('shares a public, noindex page in the branding with only that business, storing only the hash', async () => {
    const created = await share();
    expect(created.url).toMatch(/^http:\/\/localhost:\d+\/r\/[A-Za-z0-9_-]{43}$/);
    expect(created.pdfUrl).toBe(`${created.url}/report.pdf`);
    const token = tokenOf(created);
    const [stored] = await t.db.select().from(auditReports).where(eq(auditReports.id, created.report.id));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));

    // No cookie, no origin: anyone with the link.
    const page = await t.app.request(`/r/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    // The call to action's click does not hand the link's token to the agency's site.
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const body = await page.text();
    expect(body).toContain('<meta name="robots" content="noindex, nofollow, noarchive"');
    for (const shown of [
      'Acme Plumbing &amp; Sons',
      'Brightside Digital',
      `src="/r/${token}/logo"`,
      'Book a call',
      'href="https://brightside.example/call"',
      '--brand:#0f766e;--on-brand:#ffffff',
      'Certificate expired 12 days ago',
      'Browsers warn visitors away from the site.',
      'No mobile viewport',
      'Website redesign',
      '<strong>43</strong>',
      'No HTTPS · Not mobile-friendly',
      '3.9 ★ from 14 reviews',
      `/r/${token}/report.pdf`,
    ])
      expect({ shown, found: body.includes(shown) }).toEqual({ shown, found: true });
    // The high finding comes first.
    expect(body.indexOf('Certificate expired')).toBeLessThan(body.indexOf('No mobile viewport'));
    for (const hidden of ['SECRET', 'secret-inbox', 'OTHER', other, lead, ownerId, 'Ana Lima'])
      expect({ hidden, found: body.includes(hidden) }).toEqual({ hidden, found: false });
    // Its one inline script is the one the CSP allows by hash.
    const script = /<script>([\s\S]*?)<\/script>/.exec(body)![1]!;
    expect(page.headers.get('content-security-policy')).toContain(`'sha256-${sha256(script)}'`);

    const logo = await t.app.request(`/r/${token}/logo`);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await logo.arrayBuffer()).equals(PNG)).toBe(true);

    const listed = await json<{ reports: { id: string; createdByName: string; views: number }[] }>(
      await t.request(`/api/leads/${lead}/reports`, { cookie: owner }),
    );
    expect(listed.reports).toEqual([
      expect.objectContaining({ id: created.report.id, createdByName: 'Ana Lima', views: 0 }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(token);
  });

  it('shows a graceful "no findings yet" before the audit ran, and a business without a score', async () => {
    const token = tokenOf(await share(other));
    const body = await (await t.app.request(`/r/${token}`)).text();
    expect(body).toContain('OTHER Bakery');
    expect(body).toContain('No findings yet');
    expect(body).toContain('No score yet');
    expect(body).not.toContain('Acme');
    expect(body).not.toContain('OTHER note');
  });

  it('counts no view for fetches without the beacon (a mail scanner), and marks the lead once on a real view', async () => {
    await t.request('/api/webhooks', {
      cookie: owner,
      body: { url: 'https://hooks.example.com/in', events: ['report.viewed'] },
    });
    const created = await share();
    const token = tokenOf(created);
    // A scanner: the page (several times, as GET and HEAD) and its logo; no script runs.
    for (const [method, path] of [
      ['GET', `/r/${token}`],
      ['HEAD', `/r/${token}`],
      ['GET', `/r/${token}`],
      ['GET', `/r/${token}/logo`],
    ] as const)
      await t.app.request(path, {
        method,
        headers: { 'user-agent': 'Mozilla/5.0 (compatible; SafeLinks scanner)' },
      });
    const untouched = await counted(created.report.id);
    expect(untouched).toMatchObject({
      views: 0,
      firstViewedAt: null,
      leadViewedAt: null,
      trail: [],
      events: [],
    });

    // The page's beacon, after a few visible seconds.
    const view = await t.app.request(`/r/${token}/view`, { method: 'POST' });
    expect(view.status).toBe(204);
    const first = await counted(created.report.id);
    expect(first.views).toBe(1);
    expect(first.leadViewedAt).toBeInstanceOf(Date);
    expect(first.trail).toEqual([{ createdBy: null, details: { reportId: created.report.id } }]);
    expect(first.events).toHaveLength(1);
    expect(first.events[0]!.payload).toMatchObject({
      type: 'report.viewed',
      data: {
        lead: { id: lead, businessName: 'Acme Plumbing & Sons', reportViewedAt: expect.any(String) },
        report: { id: created.report.id, firstViewedAt: expect.any(String) },
      },
    });

    // Seen again: counted, but the lead was marked once.
    expect((await t.app.request(`/r/${token}/view`, { method: 'POST' })).status).toBe(204);
    const again = await counted(created.report.id);
    expect(again).toMatchObject({
      views: 2,
      firstViewedAt: first.firstViewedAt,
      leadViewedAt: first.leadViewedAt,
      trail: first.trail,
      events: first.events,
    });
    const page = await json<TLeadPage>(await t.request(`/api/leads/${lead}`, { cookie: owner }));
    expect(page.lead.reportViewedAt).toBe(first.leadViewedAt!.toISOString());
    expect(page.activity[0]).toMatchObject({ kind: 'report_viewed', actor: null });
  });

  it('prints a real PDF that names the business, with the logo drawn from inline data', async () => {
    const token = tokenOf(await share());
    const res = await t.app.request(`/r/${token}/report.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="audit-acme-plumbing-sons.pdf"',
    );
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document's title (Info dictionary) names the business and the agency.
    expect(pdf.toString('latin1')).toContain(
      '/Title (Online presence audit: Acme Plumbing & Sons | Brightside Digital)',
    );
    expect(pdf.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  }, 60_000);

  it('revokes a link: page, PDF, logo and beacon answer 404, and it leaves the list', async () => {
    const created = await share();
    const token = tokenOf(created);
    expect((await t.app.request(`/r/${token}`)).status).toBe(200);
    const revoked = await t.request(`/api/reports/${created.report.id}`, { method: 'DELETE', cookie: owner });
    expect(revoked.status).toBe(200);
    for (const [method, path] of [
      ['GET', `/r/${token}`],
      ['GET', `/r/${token}/report.pdf`],
      ['GET', `/r/${token}/logo`],
      ['POST', `/r/${token}/view`],
    ]) {
      const res = await t.app.request(path!, { method });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    const page = await (await t.app.request(`/r/${token}`)).text();
    expect(page).toContain('This report is not available');
    expect(page).not.toContain('Acme');
    const listed = await json<{ reports: { id: string }[] }>(
      await t.request(`/api/leads/${lead}/reports`, { cookie: owner }),
    );
    expect(listed.reports.map((r) => r.id)).not.toContain(created.report.id);
    const twice = await t.request(`/api/reports/${created.report.id}`, { method: 'DELETE', cookie: owner });
    expect(twice.status).toBe(404);
    const [trail] = await t.db
      .select({ createdBy: leadActivity.createdBy })
      .from(leadActivity)
      .where(and(eq(leadActivity.leadId, lead), eq(leadActivity.kind, 'report_revoked')));
    expect(trail).toEqual({ createdBy: ownerId });
  });

  it('answers a made-up, malformed or odd request for a report with a 404, never a 500', async () => {
    const paths = [
      '/r/abc',
      `/r/${'A'.repeat(43)}`,
      '/r/%00',
      '/r/%E0%A4%A',
      `/r/${'x'.repeat(5000)}`,
      '/r/',
    ];
    const failures: string[] = [];
    for (const base of paths)
      for (const path of [base, `${base}/report.pdf`, `${base}/logo`, `${base}/view`, `${base}/x/y`])
        for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']) {
          const res = await t.app.request(path, { method });
          if (res.status !== 404) failures.push(`${method} ${path.slice(0, 60)} → ${res.status}`);
        }
    expect(failures).toEqual([]);
  });

  it('limits requests per address: the 61st in a minute is refused', async () => {
    const app = createApp(t.deps, { clientIp: () => '203.0.113.9' });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await app.request(`/r/${'B'.repeat(43)}`)).status);
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
    // Another address is not held up.
    expect((await t.app.request(`/r/${'B'.repeat(43)}`)).status).toBe(404);
  });
});
