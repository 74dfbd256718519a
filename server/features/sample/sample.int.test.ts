import { eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { startFakeSmtp, type TFakeSmtp } from '@fakes/smtp/start-fake-smtp';
import { DEFAULT_PRICES, price } from '@fakes/stripe/fake-stripe-objects';
import { startFakeStripe, type TFakeStripe } from '@fakes/stripe/start-fake-stripe';
import { createApp } from '../../app';
import { sampleSearches } from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { SAMPLE_GOOGLE_REQUESTS } from './run-sample-search';
import { SAMPLE_CHECKOUT_LIMIT } from './sample.routes';
import { SAMPLE_SHEET_COLUMNS } from './sample-spreadsheet';

const FORM = {
  email: 'Pat.Prospect@Example.com',
  firstName: 'Pat',
  phone: '',
  companyName: 'Pixel Perfect Web',
  niche: 'plumber',
  location: 'Austin, TX',
  monthlyLeadNeed: '100-500',
  useCase: 'sales',
};
const GOOD_KEY = 'AIzaSyTEST-admin-key-0000000000000abcd';

describe.skipIf(postgresSkipped())(`free sample search on ${testDbKind()}`, () => {
  let t: TestApp;
  let google: TFakeGoogle;
  let smtp: TFakeSmtp;
  let stripe: TFakeStripe;
  let admin: string;
  beforeAll(async () => {
    google = await startFakeGoogle();
    smtp = await startFakeSmtp();
    stripe = await startFakeStripe({
      prices: [
        ...DEFAULT_PRICES,
        price('price_fake_sample_lifetime', 'prod_fake_leadscout', 2999, 'month', 'Lifetime deal'),
      ],
    });
    t = await createTestApp({
      GOOGLE_PLACES_API_BASE_URL: google.url,
      GOOGLE_GEOCODING_API_BASE_URL: google.url,
      SMTP_URL: smtp.url,
      STRIPE_SECRET_KEY: 'sk_test_leadscout',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_leadscout',
      STRIPE_API_BASE_URL: stripe.url,
      STRIPE_PRICE_MONTHLY: 'price_fake_monthly',
      STRIPE_PRICE_SAMPLE_LIFETIME: 'price_fake_sample_lifetime',
    });
    admin = await t.signUp('admin@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
    await smtp?.close();
    await stripe?.close();
  });
  beforeEach(() => smtp.reset());

  const setAdminKey = (apiKey: string) =>
    t.request('/api/admin/beta-key', { method: 'PUT', cookie: admin, body: { apiKey } });
  const sample = (body: unknown) => t.request('/api/sample-search', { body });
  const rowsFor = (email: string) =>
    t.db.select().from(sampleSearches).where(eq(sampleSearches.email, email));

  it('is unavailable until an admin sets the shared key, and does not use up the sample', async () => {
    const res = await sample({ ...FORM, email: 'early@example.com' });
    expect(res.status).toBe(503);
    expect((await res.json()).message).toMatch(/not available right now/);
    expect(await rowsFor('early@example.com')).toHaveLength(0);
  });

  it('validates the form on the server', async () => {
    const noNiche = await sample({ ...FORM, niche: '   ' });
    expect(noNiche.status).toBe(400);
    expect((await noNiche.json()).message).toBe('Business type is required');
    const badEmail = await sample({ ...FORM, email: 'nope' });
    expect((await badEmail.json()).message).toBe('Please enter a valid email address');
    const badNeed = await sample({ ...FORM, monthlyLeadNeed: '1000+' });
    expect(badNeed.status).toBe(400);
  });

  it('finds up to 25 leads with the admin key, stores them and mails them as a spreadsheet', async () => {
    expect((await setAdminKey(GOOD_KEY)).status).toBe(200);
    google.reset();
    const res = await sample(FORM);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.businesses).toHaveLength(25);
    expect(body.emailed).toBe(true);
    expect(body.businesses[0]).toEqual({
      businessName: expect.any(String),
      rating: expect.toBeOneOf([expect.any(Number), null]),
      reviewCount: expect.toBeOneOf([expect.any(Number), null]),
      phone: expect.toBeOneOf([expect.any(String), null]),
      website: expect.toBeOneOf([expect.any(String), null]),
      address: expect.toBeOneOf([expect.any(String), null]),
      city: expect.toBeOneOf([expect.any(String), null]),
      state: expect.toBeOneOf([expect.any(String), null]),
    });
    expect(google.requests.every((r) => r.status === 200)).toBe(true);
    expect(google.requests.filter((r) => r.path === '/v1/places:searchText').length).toBeGreaterThan(0);

    const [row] = await rowsFor('pat.prospect@example.com');
    expect(row).toMatchObject({
      id: body.searchId,
      firstName: 'Pat',
      phone: null,
      companyName: 'Pixel Perfect Web',
      niche: 'plumber',
      location: 'Austin, TX',
      monthlyLeadNeed: '100-500',
      useCase: 'sales',
      resultsCount: 25,
      upgradedToPaid: false,
    });
    expect(row.results).toEqual(body.businesses);
    expect(row.ipAddress).toMatch(/^10\.0\.0\./);

    const [mail] = await smtp.waitForMessages(1);
    expect(mail.envelopeTo).toEqual(['pat.prospect@example.com']);
    expect(mail.subject).toBe('Your 25 free plumber leads in Austin, TX');
    expect(mail.text).toContain('Hi Pat,');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment.filename).toBe('leadscout-sample-plumber-austin-tx.xlsx');
    expect(attachment.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const sheet = await readSheet(attachment.content);
    expect(sheet[0]).toEqual([...SAMPLE_SHEET_COLUMNS]);
    expect(sheet).toHaveLength(26);
    body.businesses.forEach((lead: Record<string, unknown>, i: number) => {
      expect(sheet[i + 1]).toEqual(
        [
          lead.businessName,
          lead.rating,
          lead.reviewCount,
          lead.phone,
          lead.website,
          lead.address,
          lead.city,
          lead.state,
        ].map((v) => v ?? null),
      );
    });
  });

  it('allows one sample per person, whatever the case, +tag or Gmail dots of the address', async () => {
    for (const email of ['PAT.PROSPECT@example.com', 'pat.prospect+again@example.com']) {
      const again = await sample({ ...FORM, email, niche: 'dentist' });
      expect(again.status).toBe(429);
      const error = await again.json();
      expect(error.code).toBe('SAMPLE_RATE_LIMITED');
      expect(error.message).toContain('rate limit');
    }
    expect(await rowsFor('pat.prospect@example.com')).toHaveLength(1);

    expect((await sample({ ...FORM, email: 'Gail.Gee@gmail.com' })).status).toBe(201);
    for (const email of ['gailgee@gmail.com', 'g.a.i.l.g.e.e+x@googlemail.com']) {
      expect((await sample({ ...FORM, email })).status).toBe(429);
    }
    expect(smtp.messages).toHaveLength(1);
  });

  it('allows one sample per network address, whatever the email', async () => {
    const oneAddress = createApp(t.deps, { clientIp: () => '198.51.100.23' });
    const post = (email: string) =>
      oneAddress.request('/api/sample-search', {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ ...FORM, email }),
      });
    expect((await post('first@example.com')).status).toBe(201);
    const second = await post('second@example.com');
    expect(second.status).toBe(429);
    expect((await second.json()).message).toContain('rate limit');
    expect(await rowsFor('second@example.com')).toHaveLength(0);
  });

  it('spends the sample once Google was asked, even when nothing is found or Google fails', async () => {
    const nowhere = await sample({ ...FORM, email: 'lost@example.com', location: 'Nowhere Land' });
    expect(nowhere.status).toBe(404);
    expect((await nowhere.json()).message).toContain('No businesses found');
    expect(await rowsFor('lost@example.com')).toHaveLength(1);
    expect((await sample({ ...FORM, email: 'lost@example.com' })).status).toBe(429);

    await setAdminKey('AIzaINVALID-admin-key');
    const failed = await sample({ ...FORM, email: 'failed@example.com' });
    expect(failed.status).toBe(502);
    expect((await failed.json()).message).toBe(
      "We couldn't run your sample search right now. Please try again in a few minutes.",
    );
    expect(await rowsFor('failed@example.com')).toHaveLength(1);
    await setAdminKey(GOOD_KEY);
    expect((await sample({ ...FORM, email: 'failed@example.com' })).status).toBe(429);
  });

  it('sends at most SAMPLE_GOOGLE_REQUESTS requests to Google for one sample', async () => {
    google.reset();
    expect((await sample({ ...FORM, email: 'counted@example.com' })).status).toBe(201);
    expect(google.requests.length).toBeGreaterThan(0);
    expect(google.requests.length).toBeLessThanOrEqual(SAMPLE_GOOGLE_REQUESTS);
  });

  const checkout = (sampleSearchId: string) =>
    t.request('/api/sample-checkout', { body: { sampleSearchId } });
  const markUpgraded = (id: string, sessionId: string) =>
    t.request(`/api/sample-search/${id}/upgraded`, { body: { sessionId } });
  const sessionIdOf = (url: string) => url.split('/').pop()!;

  it('starts the lifetime-deal checkout for the sample’s email and comes back to its results', async () => {
    const [row] = await rowsFor('pat.prospect@example.com');
    const res = await checkout(row.id);
    expect(res.status).toBe(200);
    const { url } = await res.json();
    const session = stripe.checkoutSessions.get(sessionIdOf(url))!;
    expect(session).toMatchObject({
      mode: 'subscription',
      customer_email: 'pat.prospect@example.com',
      metadata: { sample_search_id: row.id },
      success_url: `http://localhost:3000/sample-results?id=${row.id}&upgraded=true&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://localhost:3000/sample-results?id=${row.id}`,
    });
    expect(session.line_items_input).toEqual([{ price: 'price_fake_sample_lifetime', quantity: 1 }]);

    expect((await checkout('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await checkout('nope')).status).toBe(400);
    stripe.failNext('POST', /checkout\/sessions/, 500, 'Stripe is down', 2); // the client retries once
    const failed = await checkout(row.id);
    expect(failed.status).toBe(502);
    expect((await failed.json()).message).toBe('Failed to start checkout. Please try again.');
  });

  it('limits checkouts from one network address', async () => {
    const [row] = await rowsFor('pat.prospect@example.com');
    const oneAddress = createApp(t.deps, { clientIp: () => '198.51.100.77' });
    const post = () =>
      oneAddress.request('/api/sample-checkout', {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ sampleSearchId: row.id }),
      });
    for (let i = 0; i < SAMPLE_CHECKOUT_LIMIT.points; i++) expect((await post()).status).toBe(200);
    const over = await post();
    expect(over.status).toBe(429);
    expect((await over.json()).code).toBe('RATE_LIMITED');
    expect((await checkout(row.id)).status).toBe(200); // another address
  });

  it('marks a sample upgraded only once Stripe confirms its checkout, keeping the first time', async () => {
    const [row] = await rowsFor('pat.prospect@example.com');
    const sessionId = sessionIdOf((await (await checkout(row.id)).json()).url);

    const unpaid = await markUpgraded(row.id, sessionId);
    expect(unpaid.status).toBe(409);
    expect((await rowsFor('pat.prospect@example.com'))[0].upgradedToPaid).toBe(false);

    await stripe.completeCheckout(sessionId);
    const first = await markUpgraded(row.id, sessionId);
    expect(first.status).toBe(200);
    const { upgradedAt } = await first.json();
    const [marked] = await rowsFor('pat.prospect@example.com');
    expect(marked.upgradedToPaid).toBe(true);
    expect(marked.upgradedAt?.toISOString()).toBe(upgradedAt);
    expect((await (await markUpgraded(row.id, sessionId)).json()).upgradedAt).toBe(upgradedAt);

    // Another sample's paid session does not upgrade this one.
    const [other] = await rowsFor('lost@example.com');
    expect((await markUpgraded(other.id, sessionId)).status).toBe(409);
    expect((await rowsFor('lost@example.com'))[0].upgradedToPaid).toBe(false);

    expect((await markUpgraded('00000000-0000-4000-8000-000000000000', sessionId)).status).toBe(404);
    expect((await markUpgraded('nope', sessionId)).status).toBe(404);
    expect((await t.request(`/api/sample-search/${row.id}/upgraded`, { body: {} })).status).toBe(400);
  });
});

describe.skipIf(postgresSkipped())(`sample checkout with billing off on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers 503 to checkout and to the upgrade mark', async () => {
    const [row] = await t.db
      .insert(sampleSearches)
      .values({
        email: 'a@example.com',
        emailKey: 'a@example.com',
        firstName: 'A',
        niche: 'x',
        location: 'y',
      })
      .returning();
    const res = await t.request('/api/sample-checkout', { body: { sampleSearchId: row.id } });
    expect(res.status).toBe(503);
    expect((await res.json()).code).toBe('BILLING_DISABLED');
    expect(
      (await t.request(`/api/sample-search/${row.id}/upgraded`, { body: { sessionId: 'cs_x' } })).status,
    ).toBe(503);
  });
});

describe.skipIf(postgresSkipped())(`the daily sample limit on ${testDbKind()}`, () => {
  let t: TestApp;
  let google: TFakeGoogle;
  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp({
      GOOGLE_PLACES_API_BASE_URL: google.url,
      GOOGLE_GEOCODING_API_BASE_URL: google.url,
      SAMPLE_DAILY_LIMIT: '2',
    });
    const admin = await t.signUp('admin@example.com');
    await t.request('/api/admin/beta-key', { method: 'PUT', cookie: admin, body: { apiKey: GOOD_KEY } });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  it('refuses samples past SAMPLE_DAILY_LIMIT for the whole site, before asking Google', async () => {
    const post = (email: string) => t.request('/api/sample-search', { body: { ...FORM, email } });
    expect((await post('one@example.com')).status).toBe(201);
    expect((await post('two@example.com')).status).toBe(201);
    const requestsBefore = google.requests.length;
    const third = await post('three@example.com');
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({
      code: 'SAMPLE_DAILY_LIMIT_REACHED',
      message: expect.stringContaining('tomorrow'),
    });
    expect(google.requests.length).toBe(requestsBefore);
    expect(await t.db.$count(sampleSearches)).toBe(2);
  });
});
