import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type TFakeStripe } from '@fakes/stripe/start-fake-stripe';
import { subscriptions, team, teamUsage, user, usageTracking } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { userIdOf } from '../../../tests/seed-leads';
import { usageMonth } from '../usage/usage-counter';

const WEBHOOK_SECRET = 'whsec_test_teams';
const SEARCH = { niche: 'plumber', location: 'Austin, TX', limit: 10 };
const KEY = { apiKey: 'AIzaSyTEST-team-key-000000000000000abcd' };
const PARALLEL = 20;

/** The app on a fresh database with the fake Stripe delivering its webhooks in-process. */
async function billingApp(env: Record<string, string>, workers = false) {
  const box: { app?: TestApp } = {};
  const fake = await startFakeStripe({
    webhookSecret: WEBHOOK_SECRET,
    deliver: async (payload, signature) => {
      const res = await box.app!.request('/api/billing/webhook', {
        method: 'POST',
        body: payload,
        headers: { 'stripe-signature': signature },
      });
      return { status: res.status };
    },
  });
  box.app = await createTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_teams',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: fake.url,
      STRIPE_PRICE_MONTHLY: 'price_fake_monthly',
      STRIPE_PRICE_FOUNDER: 'price_fake_founder',
      STRIPE_PRICE_TRIAL_FEE: 'price_fake_trial_fee',
      ...env,
    },
    { workers },
  );
  return { t: box.app, fake };
}

/** Team steps through better-auth's organization routes, as the web app calls them. */
function teamSteps(t: TestApp) {
  const org = async (path: string, cookie: string, body: unknown) => {
    const res = await t.request(`/api/auth/organization/${path}`, { cookie, body });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return {
    org,
    async createTeam(cookie: string, name: string) {
      const slug = `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
      const made = await org('create', cookie, { name, slug });
      expect(made.status).toBe(200);
      return String(made.body.id);
    },
    async use(cookie: string, teamId: string) {
      expect((await org('set-active', cookie, { organizationId: teamId })).status).toBe(200);
    },
    /** Invites `email` into the owner's active team with `role`; the person signs up, verifies and accepts. */
    async join(ownerCookie: string, teamId: string, email: string, role: string) {
      const invited = await org('invite-member', ownerCookie, { email, role, organizationId: teamId });
      expect(invited.status).toBe(200);
      const cookie = await t.signUp(email, { name: email.split('@')[0] });
      await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
      expect((await org('accept-invitation', cookie, { invitationId: invited.body.id })).status).toBe(200);
      return cookie;
    },
  };
}

describe.skipIf(postgresSkipped())(`billing follows the paying person on ${testDbKind()}`, () => {
  let t: TestApp;
  let fake: TFakeStripe;
  let steps: ReturnType<typeof teamSteps>;

  beforeAll(async () => {
    ({ t, fake } = await billingApp({ FOUNDER_SEATS: '5' }));
    steps = teamSteps(t);
    await t.signUp('platform-admin@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const status = async (cookie: string) => (await t.request('/api/billing/subscription', { cookie })).json();
  const usage = async (cookie: string) => (await t.request('/api/usage', { cookie })).json();
  const search = (cookie: string) => t.request('/api/searches', { cookie, body: SEARCH });
  const checkout = (cookie: string) =>
    t.request('/api/billing/checkout', { method: 'POST', cookie, body: {} });
  async function subscribe(cookie: string) {
    const res = await checkout(cookie);
    expect(res.status).toBe(200);
    return fake.completeCheckout(
      String((await res.json()).url)
        .split('/')
        .pop()!,
    );
  }
  /** Keys today belong to the person, after the scope branch to the team: set both ways, whichever applies. */
  const saveKey = (cookie: string) => t.request('/api/api-keys/google', { method: 'PUT', cookie, body: KEY });

  /** An owner paying on the trial (50 searches, 5 exports) with a second team, and a member of that team. */
  async function agency(prefix: string) {
    const owner = await t.signUp(`${prefix}-owner@example.com`, { name: `${prefix} Owner` });
    const personal = String((await (await t.request('/api/teams/active', { cookie: owner })).json()).id);
    await saveKey(owner);
    await subscribe(owner);
    const clientB = await steps.createTeam(owner, `${prefix} Client B`);
    await saveKey(owner);
    const member = await steps.join(owner, clientB, `${prefix}-member@example.com`, 'member');
    await saveKey(member);
    return { owner, member, personal, clientB, ownerId: await userIdOf(t.db, `${prefix}-owner@example.com`) };
  }

  it('one subscription covers two teams: a member of the second searches under it, counted across both, shown per team', async () => {
    const a = await agency('ada');
    // In their own personal team the member has no plan; in the owner's team they work under the owner's.
    const [own] = await t.db
      .select({ id: team.id })
      .from(team)
      .where(eq(team.personalOf, await userIdOf(t.db, 'ada-member@example.com')));
    await steps.use(a.member, own.id);
    expect((await search(a.member)).status).toBe(402);
    await steps.use(a.member, a.clientB);
    expect((await search(a.member)).status).toBe(202);
    await steps.use(a.owner, a.personal);
    expect((await search(a.owner)).status).toBe(202);
    expect((await search(a.owner)).status).toBe(202);

    const seen = await status(a.member);
    expect(seen).toMatchObject({
      subscribed: true,
      is_in_trial: true,
      search_limit: 50,
      searches_this_month: 3,
      has_billing_account: false,
      team: {
        payer: { name: 'ada Owner', email: 'ada-owner@example.com', is_you: false },
        can_manage: false,
        teams_covered: 2,
        seats: 2,
        per_seat: false,
        searches_this_month: 1,
      },
    });
    expect(await status(a.owner)).toMatchObject({
      searches_this_month: 3,
      has_billing_account: true,
      team: { payer: { is_you: true }, can_manage: true, teams_covered: 2, seats: 2, searches_this_month: 2 },
    });
    expect((await usage(a.member)).quota).toEqual({
      payerName: 'ada Owner',
      payerIsYou: false,
      teamsCovered: 2,
      seats: 2,
      exportLimit: 5,
      team: { searches: 1, exports: 0 },
      subscription: { searches: 3, exports: 0 },
    });
    expect((await usage(a.owner)).quota).toMatchObject({
      team: { searches: 2, exports: 0 },
      subscription: { searches: 3, exports: 0 },
    });
    expect((await usage(a.member)).searchesThisMonth).toBe(3);

    // The member is refused at the limit the owner's searches used up.
    await t.db.update(subscriptions).set({ searchLimit: 3 }).where(eq(subscriptions.userId, a.ownerId));
    const refused = await search(a.member);
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe('SEARCH_LIMIT_REACHED');
  });

  it('only an owner opens checkout or the portal; a member and a viewer see who pays', async () => {
    const a = await agency('bea');
    const viewer = await steps.join(a.owner, a.clientB, 'bea-viewer@example.com', 'viewer');
    for (const cookie of [a.member, viewer]) {
      await steps.use(cookie, a.clientB);
      for (const path of ['/api/billing/checkout', '/api/billing/portal']) {
        const res = await t.request(path, { method: 'POST', cookie, body: {} });
        expect(res.status).toBe(403);
        expect((await res.json()).code).toBe('FORBIDDEN');
      }
      expect((await status(cookie)).team).toMatchObject({
        payer: { email: 'bea-owner@example.com', is_you: false },
        can_manage: false,
        seats: 3,
      });
    }
    expect(fake.requests.filter((r) => r.path === '/v1/checkout/sessions').length).toBeGreaterThan(0);
    const portal = await t.request('/api/billing/portal', { method: 'POST', cookie: a.owner, body: {} });
    expect(portal.status).toBe(200);
  });

  it('the trial and the founder price are once per person, whichever team checks out', async () => {
    const a = await agency('cy');
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, a.ownerId));
    expect(row).toMatchObject({ isFounder: true, planType: 'trial' });
    // One founder seat per paying person (ada, bea, cy so far), however many teams each pays for.
    expect(await t.db.$count(subscriptions, eq(subscriptions.isFounder, true))).toBe(3);
    // From the second team the same person already pays: no second subscription, trial or founder seat.
    await steps.use(a.owner, a.clientB);
    const again = await checkout(a.owner);
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('ALREADY_SUBSCRIBED');
    // A co-owner of that team cannot start a second subscription for it either.
    const coOwner = await steps.join(a.owner, a.clientB, 'cy-coowner@example.com', 'owner');
    await steps.use(coOwner, a.clientB);
    expect((await status(coOwner)).team).toMatchObject({ payer: { is_you: false }, can_manage: false });
    const second = await checkout(coOwner);
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe('This team is already covered by its owner’s subscription.');
    // After cancelling, the person's next checkout (from any team) has no trial.
    await fake.cancelSubscription(row.stripeSubscriptionId!);
    fake.reset();
    expect((await checkout(a.owner)).status).toBe(200);
    const params = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!.params;
    expect(params.subscription_data).toEqual({ metadata: { user_id: a.ownerId } });
    expect(params.line_items).toHaveLength(1);
  });

  it(`${PARALLEL} parallel searches across two teams of one payer never exceed the monthly limit`, async () => {
    const a = await agency('dee');
    await steps.use(a.owner, a.personal);
    await steps.use(a.member, a.clientB);
    await t.db.update(subscriptions).set({ searchLimit: 7 }).where(eq(subscriptions.userId, a.ownerId));
    const statuses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => search(i % 2 ? a.member : a.owner).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 202)).toHaveLength(7);
    expect(statuses.filter((s) => s === 429)).toHaveLength(PARALLEL - 7);
    const [total] = await t.db
      .select()
      .from(usageTracking)
      .where(and(eq(usageTracking.userId, a.ownerId), eq(usageTracking.actionType, 'search')));
    expect(total.apiCallsUsed).toBe(7);
    const shares = await t.db
      .select()
      .from(teamUsage)
      .where(and(eq(teamUsage.month, usageMonth()), eq(teamUsage.actionType, 'search')));
    const mine = shares.filter((s) => s.teamId === a.personal || s.teamId === a.clientB);
    expect(mine.reduce((sum, s) => sum + s.used, 0)).toBe(7);
    expect((await usage(a.member)).quota.subscription.searches).toBe(7);
  });
});

describe.skipIf(postgresSkipped())(`per-seat billing (BILLING_PER_SEAT) on ${testDbKind()}`, () => {
  let t: TestApp;
  let fake: TFakeStripe;
  let steps: ReturnType<typeof teamSteps>;

  let platformAdmin: string;

  beforeAll(async () => {
    ({ t, fake } = await billingApp({ BILLING_PER_SEAT: 'true' }, true));
    steps = teamSteps(t);
    platformAdmin = await t.signUp('platform-admin@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const seatUpdates = (subscriptionId: string) =>
    fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`);
  const quantityOf = (subscriptionId: string) =>
    fake.subscriptions.get(subscriptionId)!.items.data[0].quantity;

  it('follows the members of the payer’s teams in the Stripe quantity, prorated, once per change', async () => {
    const owner = await t.signUp('seat-owner@example.com', { name: 'Seat Owner' });
    const res = await t.request('/api/billing/checkout', { method: 'POST', cookie: owner, body: {} });
    const session = String((await res.json()).url)
      .split('/')
      .pop()!;
    expect(fake.checkoutSessions.get(session)!.line_items_input[0].quantity).toBe(1);
    const sub = await fake.completeCheckout(session);
    // Paid, with half of a 30-day period left: Stripe prorates quantity changes.
    const start = sub.items.data[0].current_period_start;
    await fake.updateSubscription(sub.id, {
      status: 'active',
      trial_end: null,
      periodEnd: start + 30 * 86_400,
    });
    const clientB = await steps.createTeam(owner, 'Seat Client B');
    const clientC = await steps.createTeam(owner, 'Seat Client C');
    const member = await steps.join(owner, clientB, 'seat-member@example.com', 'member');
    // The fake records a request once its webhook went out; wait for that, then for no second update.
    await expect.poll(() => seatUpdates(sub.id).length, { timeout: 20_000 }).toBe(1);
    expect(quantityOf(sub.id)).toBe(2);
    expect(seatUpdates(sub.id)[0].params).toMatchObject({
      items: [{ id: sub.items.data[0].id, quantity: '2' }],
      proration_behavior: 'create_prorations',
    });
    const prorations = fake.invoiceItems.filter((i) => i.subscription === sub.id);
    expect(prorations.map((i) => i.quantity).sort()).toEqual([1, 2]);
    const [credit, charge] = [...prorations].sort((x, y) => x.amount - y.amount);
    expect(credit.amount).toBeLessThan(0);
    expect(charge.amount).toBeGreaterThan(0);
    // Two seats for the rest of the period cost twice what one seat's unused time gives back.
    expect(Math.abs(charge.amount + 2 * credit.amount)).toBeLessThanOrEqual(2);

    // The same person in a second team of the payer is still one seat.
    await steps.join(owner, clientC, 'seat-other@example.com', 'viewer');
    await expect.poll(() => seatUpdates(sub.id).length, { timeout: 20_000 }).toBe(2);
    expect(quantityOf(sub.id)).toBe(3);
    const invited = await steps.org('invite-member', owner, {
      email: 'seat-member@example.com',
      role: 'member',
      organizationId: clientC,
    });
    expect((await steps.org('accept-invitation', member, { invitationId: invited.body.id })).status).toBe(
      200,
    );
    const before = seatUpdates(sub.id).length;
    const seen = await (await t.request('/api/billing/subscription', { cookie: owner })).json();
    expect(seen.team).toMatchObject({ seats: 3, teams_covered: 3, per_seat: true });

    // Leaving one team keeps the seat (still in the other); removal from both gives it back, prorated.
    await steps.use(member, clientC);
    expect((await steps.org('leave', member, { organizationId: clientC })).status).toBe(200);
    expect(
      (
        await steps.org('remove-member', owner, {
          memberIdOrEmail: 'seat-member@example.com',
          organizationId: clientB,
        })
      ).status,
    ).toBe(200);
    await expect.poll(() => seatUpdates(sub.id).length, { timeout: 20_000 }).toBe(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(quantityOf(sub.id)).toBe(2);
    expect(seatUpdates(sub.id).length).toBe(before + 1);
    const last = fake.invoiceItems.filter((i) => i.subscription === sub.id).slice(-2);
    expect(last.map((i) => [i.quantity, Math.sign(i.amount)])).toEqual([
      [3, -1],
      [2, 1],
    ]);
  });

  it('gives a deleted member’s seat back: the admin’s deletion queues the payer’s seat count', async () => {
    const owner = await t.signUp('gone-owner@example.com', { name: 'Gone Owner' });
    const res = await t.request('/api/billing/checkout', { method: 'POST', cookie: owner, body: {} });
    const sub = await fake.completeCheckout(
      String((await res.json()).url)
        .split('/')
        .pop()!,
    );
    const client = await steps.createTeam(owner, 'Gone Client');
    await steps.join(owner, client, 'gone-member@example.com', 'member');
    await expect.poll(() => quantityOf(sub.id), { timeout: 20_000 }).toBe(2);
    // The fake logs a request after it has applied it: wait for the log too.
    await expect.poll(() => seatUpdates(sub.id).length, { timeout: 20_000 }).toBe(1);

    const goneId = await userIdOf(t.db, 'gone-member@example.com');
    const deleted = await t.request(`/api/admin/users/${goneId}`, {
      method: 'DELETE',
      cookie: platformAdmin,
    });
    expect(deleted.status).toBe(200);
    await expect.poll(() => seatUpdates(sub.id).length, { timeout: 20_000 }).toBe(2);
    expect(quantityOf(sub.id)).toBe(1);
  });
});
