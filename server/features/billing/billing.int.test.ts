import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type TFakeStripe } from '@fakes/stripe/start-fake-stripe';
import { subscriptions } from '../../db/schema';
import { CHECKOUT_LIMIT } from './billing.routes';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { assertCanExport } from '../entitlements/export-access';
import { incrementUsage } from '../usage/usage-counter';
import { personalScope } from '../../../tests/team-scope';

const WEBHOOK_SECRET = 'whsec_test_leadscout';
const SEARCH = { niche: 'plumber', location: 'Austin, TX', limit: 30 };
const DAY_MS = 86_400_000;

type Account = { cookie: string; id: string };

describe.skipIf(postgresSkipped())(`billing with Stripe on ${testDbKind()}`, () => {
  let t: TestApp;
  let fake: TFakeStripe;
  let admin: Account;

  async function account(email: string): Promise<Account> {
    const cookie = await t.signUp(email);
    const me = await (await t.request('/api/me', { cookie })).json();
    return { cookie, id: me.id };
  }
  const status = async (a: Account) =>
    (await t.request('/api/billing/subscription', { cookie: a.cookie })).json();
  const row = async (a: Account) =>
    (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, a.id)))[0];
  /** Starting a search without a Google key: 400 API_KEY_REQUIRED means the subscription gate let it through. */
  const trySearch = async (a: Account) => {
    const res = await t.request('/api/searches', { cookie: a.cookie, body: SEARCH });
    return { status: res.status, code: (await res.json()).code as string };
  };
  async function checkout(a: Account) {
    const res = await t.request('/api/billing/checkout', { method: 'POST', cookie: a.cookie, body: {} });
    return { status: res.status, body: await res.json() };
  }
  /** Checks out and pays on the fake; returns the Stripe subscription. */
  async function subscribe(a: Account) {
    const { body } = await checkout(a);
    const sessionId = String(body.url).split('/').pop()!;
    return fake.completeCheckout(sessionId);
  }
  const lastEventId = (type: string) => fake.events.filter((e) => e.type === type).at(-1)!.id;

  beforeAll(async () => {
    fake = await startFakeStripe({
      webhookSecret: WEBHOOK_SECRET,
      // Stripe's servers send no browser Origin; a foreign one proves the webhook is exempt from the origin check.
      deliver: async (payload, signature) => {
        const res = await t.request('/api/billing/webhook', {
          method: 'POST',
          body: payload,
          headers: { 'stripe-signature': signature, origin: 'https://hooks.stripe.example' },
        });
        return { status: res.status };
      },
    });
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_leadscout',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: fake.url,
      STRIPE_PRICE_MONTHLY: 'price_fake_monthly',
      STRIPE_PRICE_FOUNDER: 'price_fake_founder',
      STRIPE_PRICE_TRIAL_FEE: 'price_fake_trial_fee',
      FOUNDER_SEATS: '2',
    });
    admin = await account('admin@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  it('gates search until checkout is paid, then mirrors the trial: founder price, $1 fee, 50 searches and 5 exports', async () => {
    const ada = await account('ada@example.com');
    expect(await trySearch(ada)).toEqual({ status: 402, code: 'SUBSCRIPTION_REQUIRED' });
    await expect(assertCanExport(t.db, await personalScope(t.db, ada.id))).rejects.toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
    });

    const first = await checkout(ada);
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));
    const sessionCall = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')!;
    expect(sessionCall.params).toMatchObject({
      mode: 'subscription',
      client_reference_id: ada.id,
      line_items: [
        { price: 'price_fake_founder', quantity: '1' },
        { price: 'price_fake_trial_fee', quantity: '1' },
      ],
      subscription_data: { trial_period_days: '7', metadata: { user_id: ada.id } },
      success_url: 'http://localhost:3000/dashboard/search?subscription=success',
      cancel_url: 'http://localhost:3000/dashboard/settings?tab=subscription',
    });
    // A second click reuses the customer.
    await checkout(ada);
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers')).toHaveLength(1);
    expect([...fake.customers.values()].filter((c) => c.metadata.user_id === ada.id)).toHaveLength(1);

    // Nothing is granted before Stripe says so.
    expect(await status(ada)).toMatchObject({
      subscribed: false,
      billing_enabled: true,
      has_billing_account: true,
    });
    expect(await trySearch(ada)).toMatchObject({ status: 402 });

    const sub = await fake.completeCheckout(String(first.body.url).split('/').pop()!);
    expect(fake.deliveries.map((d) => [d.type, d.status])).toEqual([
      ['customer.subscription.created', 200],
      ['checkout.session.completed', 200],
    ]);
    const check = await status(ada);
    expect(check).toMatchObject({
      subscribed: true,
      product_id: 'prod_fake_leadscout',
      is_in_trial: true,
      is_founder: true,
      plan_type: 'trial',
      search_limit: 50,
      export_limit: 5,
      stripe_status: 'trialing',
    });
    expect(new Date(check.trial_end_date).getTime()).toBe(sub.trial_end! * 1000);
    expect(new Date(check.trial_end_date).getTime() - Date.now()).toBeGreaterThan(6.9 * DAY_MS);
    expect(check.subscription_end).toBe(check.trial_end_date);

    expect(await trySearch(ada)).toEqual({ status: 400, code: 'API_KEY_REQUIRED' });
    const access = await (await t.request('/api/searches/access', { cookie: ada.cookie })).json();
    expect(access).toMatchObject({ canSearch: true, monthlyLimit: 50 });

    const again = await checkout(ada);
    expect(again).toMatchObject({ status: 409, body: { code: 'ALREADY_SUBSCRIBED' } });
  });

  it('enforces the trial limits on the server', async () => {
    const bob = await account('bob@example.com');
    await subscribe(bob);
    await incrementUsage(t.db, await personalScope(t.db, bob.id), 'search', 49);
    expect(await trySearch(bob)).toMatchObject({ status: 400, code: 'API_KEY_REQUIRED' });
    await incrementUsage(t.db, await personalScope(t.db, bob.id), 'search', 1);
    expect(await trySearch(bob)).toEqual({ status: 429, code: 'SEARCH_LIMIT_REACHED' });
    expect(await (await t.request('/api/searches/access', { cookie: bob.cookie })).json()).toMatchObject({
      canSearch: false,
      blockedBy: 'SEARCH_LIMIT_REACHED',
    });

    await incrementUsage(t.db, await personalScope(t.db, bob.id), 'export', 4);
    await expect(assertCanExport(t.db, await personalScope(t.db, bob.id))).resolves.toEqual({
      exportLimit: 5,
      exportsThisMonth: 4,
    });
    await incrementUsage(t.db, await personalScope(t.db, bob.id), 'export');
    await expect(assertCanExport(t.db, await personalScope(t.db, bob.id))).rejects.toMatchObject({
      code: 'EXPORT_LIMIT_REACHED',
      status: 429,
    });
    expect(await status(bob)).toMatchObject({ searches_this_month: 50, exports_this_month: 5 });
    await expect(assertCanExport(t.db, await personalScope(t.db, admin.id))).resolves.toMatchObject({
      exportLimit: null,
    });
  });

  it('follows Stripe through trial end and cancellation; replayed and out-of-order events change nothing', async () => {
    const cy = await account('cy@example.com');
    const sub = await subscribe(cy);
    const created = lastEventId('customer.subscription.created');

    const renewal = Math.floor(Date.now() / 1000) + 30 * 86_400;
    await fake.updateSubscription(sub.id, {
      status: 'active',
      trial_end: Math.floor(Date.now() / 1000) - 1,
      periodEnd: renewal,
    });
    const activated = lastEventId('customer.subscription.updated');
    expect(await status(cy)).toMatchObject({
      subscribed: true,
      is_in_trial: false,
      plan_type: 'unlimited',
      search_limit: null,
      export_limit: null,
    });
    expect((await status(cy)).subscription_end).toBe(new Date(renewal * 1000).toISOString());

    const before = await row(cy);
    expect(await fake.redeliver(created)).toBe(200);
    expect(await row(cy)).toEqual(before);

    await fake.cancelSubscription(sub.id);
    expect(await status(cy)).toMatchObject({
      subscribed: false,
      plan_type: null,
      search_limit: 0,
      export_limit: 0,
      stripe_status: 'canceled',
    });
    const cancelled = await row(cy);
    for (const old of [activated, created, activated]) expect(await fake.redeliver(old)).toBe(200);
    expect(await row(cy)).toEqual(cancelled);
    expect(await trySearch(cy)).toMatchObject({ status: 402 });

    // A returning customer pays the monthly price with no second trial.
    fake.reset();
    await checkout(cy);
    const params = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!.params;
    expect(params.subscription_data).toEqual({ metadata: { user_id: cy.id } });
    expect(params.line_items).toHaveLength(1);
  });

  it('answers replays of one event with "unchanged" and ignores events it does not sync on', async () => {
    const dee = await account('dee@example.com');
    await subscribe(dee);
    const payload = JSON.stringify({
      id: 'evt_manual',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { object: 'subscription', customer: (await row(dee)).stripeCustomerId } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const send = async (body: string, sig: string) =>
      t.request('/api/billing/webhook', {
        method: 'POST',
        body,
        headers: { 'stripe-signature': sig, origin: 'https://elsewhere.example' },
      });
    expect(await (await send(payload, signature)).json()).toMatchObject({
      received: true,
      result: 'unchanged',
    });

    const other = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'charge.succeeded',
      data: { object: { object: 'charge', customer: 'cus_x' } },
    });
    expect(
      await (
        await send(
          other,
          Stripe.webhooks.generateTestHeaderString({ payload: other, secret: WEBHOOK_SECRET }),
        )
      ).json(),
    ).toMatchObject({ result: 'ignored' });
    const stranger = JSON.stringify({
      id: 'evt_s',
      object: 'event',
      type: 'invoice.paid',
      data: { object: { object: 'invoice', customer: 'cus_nobody' } },
    });
    const res = await send(
      stranger,
      Stripe.webhooks.generateTestHeaderString({ payload: stranger, secret: WEBHOOK_SECRET }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ result: 'unknown-customer' });
  });

  it('rejects webhooks whose signature does not match the raw body', async () => {
    const eve = await account('eve@example.com');
    await subscribe(eve);
    const customer = (await row(eve)).stripeCustomerId!;
    await t.db.update(subscriptions).set({ status: 'inactive' }).where(eq(subscriptions.userId, eve.id));
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { customer } },
    });
    const good = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const attempts: { body: string; headers: Record<string, string> }[] = [
      { body: payload, headers: {} },
      {
        body: payload,
        headers: {
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }),
        },
      },
      { body: payload.replace('evt_forged', 'evt_forgeD'), headers: { 'stripe-signature': good } },
      { body: payload, headers: { 'stripe-signature': 't=1,v1=deadbeef' } },
    ];
    for (const attempt of attempts) {
      const res = await t.request('/api/billing/webhook', { method: 'POST', ...attempt });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('INVALID_SIGNATURE');
    }
    expect((await row(eve)).status).toBe('inactive');
  });

  it('hands out founder seats until they are gone, counted from real subscriptions', async () => {
    // FOUNDER_SEATS=2 and ada took the first seat.
    const plansBefore = await (await t.request('/api/billing/plans')).json();
    expect(plansBefore).toMatchObject({
      billingEnabled: true,
      trialDays: 7,
      trialLimits: { searches: 50, exports: 5 },
      prices: {
        monthly: { id: 'price_fake_monthly', amount: 79, currency: 'usd', interval: 'month' },
        founder: { id: 'price_fake_founder', amount: 37, interval: 'month' },
        trialFee: { id: 'price_fake_trial_fee', amount: 1, interval: null },
      },
    });
    const claimed = plansBefore.founderSeats.claimed;
    expect(claimed).toBeGreaterThanOrEqual(1);
    expect(plansBefore.founderSeats).toEqual({ total: 2, claimed, remaining: 2 - claimed });
    for (let i = 0; (await (await t.request('/api/billing/plans')).json()).founderSeats.remaining > 0; i++) {
      await subscribe(await account(`founder${i}@example.com`));
    }
    expect((await (await t.request('/api/billing/plans')).json()).founderSeats).toEqual({
      total: 2,
      claimed: 2,
      remaining: 0,
    });

    const late = await account('late@example.com');
    fake.reset();
    await subscribe(late);
    const params = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!.params;
    expect(params.line_items).toEqual([
      { price: 'price_fake_monthly', quantity: '1' },
      { price: 'price_fake_trial_fee', quantity: '1' },
    ]);
    expect(await status(late)).toMatchObject({ subscribed: true, is_founder: false });
  });

  it('opens the customer portal for the own customer only', async () => {
    const fay = await account('fay@example.com');
    const none = await t.request('/api/billing/portal', { method: 'POST', cookie: fay.cookie, body: {} });
    expect(none.status).toBe(404);
    expect((await none.json()).code).toBe('NO_BILLING_ACCOUNT');

    await subscribe(fay);
    const res = await t.request('/api/billing/portal', { method: 'POST', cookie: fay.cookie, body: {} });
    expect(res.status).toBe(200);
    const { url } = await res.json();
    expect(url).toMatch(new RegExp(`^${fake.url}/portal/bps_`));
    const call = fake.requests.find((r) => r.path === '/v1/billing_portal/sessions')!;
    expect(call.params).toEqual({
      customer: (await row(fay)).stripeCustomerId,
      return_url: 'http://localhost:3000/dashboard/settings?tab=subscription',
    });
  });

  it('reports Stripe failures with the product messages, and a session without a URL as url: null', async () => {
    const gus = await account('gus@example.com');
    fake.failNext('POST', /^\/v1\/checkout\/sessions$/, 400, 'Invalid price');
    expect(await checkout(gus)).toEqual({
      status: 502,
      body: { code: 'UPSTREAM_ERROR', message: 'Failed to create checkout session. Please try again.' },
    });
    fake.failNext('POST', /^\/v1\/customers$/, 500, 'Stripe is down', 5);
    const hal = await account('hal@example.com');
    expect((await checkout(hal)).status).toBe(502);
    expect((await row(hal)).stripeCustomerId).toBeNull();

    fake.setOmitCheckoutUrl(true);
    expect(await checkout(gus)).toEqual({ status: 200, body: { url: null } });
    fake.setOmitCheckoutUrl(false);

    await subscribe(gus);
    fake.failNext('POST', /^\/v1\/billing_portal\/sessions$/, 400, 'No configuration');
    const portal = await t.request('/api/billing/portal', { method: 'POST', cookie: gus.cookie, body: {} });
    expect(portal.status).toBe(502);
    expect(await portal.json()).toEqual({
      code: 'UPSTREAM_ERROR',
      message: 'Failed to open the customer portal. Please try again.',
    });
  });

  it("keeps an admin's toggle until the Stripe subscription changes, and cancels Stripe when deleting a user", async () => {
    const ivy = await account('ivy@example.com');
    const sub = await subscribe(ivy);
    const created = lastEventId('customer.subscription.created');
    const off = await t.request(`/api/admin/users/${ivy.id}/subscription`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { status: 'inactive' },
    });
    expect(off.status).toBe(200);
    expect(await fake.redeliver(created)).toBe(200);
    expect(await status(ivy)).toMatchObject({ subscribed: false, search_limit: 0 });

    await fake.updateSubscription(sub.id, { status: 'active' });
    expect(await status(ivy)).toMatchObject({ subscribed: true, plan_type: 'unlimited' });

    const removed = await t.request(`/api/admin/users/${ivy.id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(removed.status).toBe(200);
    expect(fake.subscriptions.get(sub.id)!.status).toBe('canceled');
    expect((await t.request('/api/me', { cookie: ivy.cookie })).status).toBe(401);
  });

  it('limits one person to CHECKOUT_LIMIT Stripe sessions per window, without touching anyone else', async () => {
    const kim = await account('kim@example.com');
    for (let i = 0; i < CHECKOUT_LIMIT.points; i++) expect((await checkout(kim)).status).toBe(200);
    const sessionsBefore = fake.checkoutSessions.size;
    const over = await checkout(kim);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('RATE_LIMITED');
    expect(fake.checkoutSessions.size).toBe(sessionsBefore);
    expect((await checkout(await account('lee@example.com'))).status).toBe(200);
  });

  it('needs a session for the subscription, checkout and portal, and keeps the origin check on them', async () => {
    expect((await t.request('/api/billing/subscription')).status).toBe(401);
    expect((await t.request('/api/billing/checkout', { method: 'POST', body: {} })).status).toBe(401);
    expect((await t.request('/api/billing/portal', { method: 'POST', body: {} })).status).toBe(401);
    const jo = await account('jo@example.com');
    const foreign = await t.request('/api/billing/checkout', {
      method: 'POST',
      cookie: jo.cookie,
      body: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });
});

describe.skipIf(postgresSkipped())(`billing off (no STRIPE_SECRET_KEY) on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('says billing is off, refuses payment calls, and lets the admin toggle grant and revoke access', async () => {
    const admin = await t.signUp('admin@example.com');
    const cookie = await t.signUp('user@example.com');
    const me = await (await t.request('/api/me', { cookie })).json();

    expect(await (await t.request('/api/billing/subscription', { cookie })).json()).toMatchObject({
      billing_enabled: false,
      subscribed: false,
      has_billing_account: false,
    });
    for (const path of ['/api/billing/checkout', '/api/billing/portal']) {
      const res = await t.request(path, { method: 'POST', cookie, body: {} });
      expect(res.status).toBe(503);
      expect((await res.json()).code).toBe('BILLING_DISABLED');
    }
    const hook = await t.request('/api/billing/webhook', {
      method: 'POST',
      body: '{}',
      headers: { 'stripe-signature': 't=1,v1=x' },
    });
    expect(hook.status).toBe(503);
    expect(await (await t.request('/api/billing/plans')).json()).toMatchObject({
      billingEnabled: false,
      prices: { monthly: null, founder: null, trialFee: null },
      founderSeats: { total: 100, claimed: 0, remaining: 100 },
    });

    const search = async () => (await t.request('/api/searches', { cookie, body: SEARCH })).status;
    expect(await search()).toBe(402);
    await t.request(`/api/admin/users/${me.id}/subscription`, {
      method: 'PATCH',
      cookie: admin,
      body: { status: 'active' },
    });
    expect(await (await t.request('/api/billing/subscription', { cookie })).json()).toMatchObject({
      subscribed: true,
      plan_type: 'unlimited',
    });
    expect(await search()).toBe(400); // past the gate: only the Google key is missing
    await t.request(`/api/admin/users/${me.id}/subscription`, {
      method: 'PATCH',
      cookie: admin,
      body: { status: 'inactive' },
    });
    expect(await search()).toBe(402);
  });
});
