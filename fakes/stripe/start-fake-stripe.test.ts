import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type TFakeStripe } from './start-fake-stripe';

const SECRET = 'whsec_unit';
let fake: TFakeStripe;
let stripe: Stripe;
const received: Stripe.Event[] = [];

function client(key: string) {
  const url = new URL(fake.url);
  return new Stripe(key, { host: url.hostname, port: url.port, protocol: 'http', maxNetworkRetries: 0 });
}

beforeAll(async () => {
  fake = await startFakeStripe({
    webhookSecret: SECRET,
    deliver: async (payload, signature) => {
      received.push(await stripe.webhooks.constructEventAsync(payload, signature, SECRET));
      return { status: 200 };
    },
  });
  stripe = client('sk_test_unit');
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  received.length = 0;
});

describe('fake Stripe through the official SDK', () => {
  it('refuses a missing or non-test key the way Stripe does', async () => {
    await expect(client('nope').customers.create({})).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it('creates customers, reads prices, and reports missing objects as resource_missing', async () => {
    const customer = await stripe.customers.create({ email: 'a@example.com', metadata: { user_id: 'u1' } });
    expect(customer).toMatchObject({
      object: 'customer',
      email: 'a@example.com',
      metadata: { user_id: 'u1' },
    });
    expect((await stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
    expect(await stripe.prices.retrieve('price_fake_monthly')).toMatchObject({
      unit_amount: 7900,
      recurring: { interval: 'month' },
    });
    await expect(stripe.prices.retrieve('price_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    });
  });

  it('replays a POST with the same idempotency key instead of creating twice', async () => {
    const a = await stripe.customers.create({ email: 'i@example.com' }, { idempotencyKey: 'same' });
    const b = await stripe.customers.create({ email: 'i@example.com' }, { idempotencyKey: 'same' });
    expect(b.id).toBe(a.id);
  });

  it('validates checkout sessions, then Pay creates a trialing subscription and sends signed events', async () => {
    const customer = await stripe.customers.create({ email: 'pay@example.com' });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customer.id,
        line_items: [{ price: 'price_fake_trial_fee', quantity: 1 }],
        success_url: 'http://app/ok',
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'line_items' });

    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [
        { price: 'price_fake_monthly', quantity: 1 },
        { price: 'price_fake_trial_fee', quantity: 1 },
      ],
      subscription_data: { trial_period_days: 7 },
      success_url: 'http://app/ok?s={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app/cancel',
    });
    const page = await fetch(session.url!);
    expect(await page.text()).toContain('7-day trial');

    const paid = await fetch(`${fake.url}/checkout/${session.id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://app/ok?s=${session.id}`);
    expect(received.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'checkout.session.completed',
    ]);

    const { data } = await stripe.subscriptions.list({ customer: customer.id, status: 'all', limit: 10 });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      status: 'trialing',
      items: { data: [{ price: { id: 'price_fake_monthly' } }] },
    });
    expect(data[0].trial_end! - data[0].created).toBe(7 * 86_400);

    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://app/settings',
    });
    const cancel = await fetch(`${portal.url}/cancel?subscription=${data[0].id}`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancel.status).toBe(303);
    expect((await stripe.subscriptions.retrieve(data[0].id)).status).toBe('canceled');
    expect(received.at(-1)!.type).toBe('customer.subscription.deleted');
  });

  it('fails the next matching calls on demand', async () => {
    fake.failNext('POST', /^\/v1\/customers$/, 402, 'Card declined');
    await expect(stripe.customers.create({})).rejects.toMatchObject({
      message: 'Card declined',
      statusCode: 402,
    });
    await expect(stripe.customers.create({})).resolves.toMatchObject({ object: 'customer' });
  });

  it('changes an item quantity with Stripe prorations: credit the unused time, charge the remaining time', async () => {
    const customer = await stripe.customers.create({ email: 'seats@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: 'price_fake_monthly', quantity: 1 }],
      success_url: 'http://localhost/ok',
    });
    const created = await fake.completeCheckout(session.id);
    const start = created.items.data[0].current_period_start;
    // Half of a paid 30-day period is left.
    await fake.updateSubscription(created.id, {
      status: 'active',
      trial_end: null,
      periodEnd: start + 30 * 86_400,
    });
    const item = created.items.data[0];
    const halfway = start + 15 * 86_400;
    const updated = await stripe.subscriptions.update(created.id, {
      items: [{ id: item.id, quantity: 3 }],
      proration_behavior: 'create_prorations',
      proration_date: halfway,
    });
    expect(updated.items.data[0]).toMatchObject({ id: item.id, quantity: 3 });
    expect((await stripe.subscriptions.retrieve(created.id)).items.data[0].quantity).toBe(3);
    const request = fake.requests.find(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${created.id}`,
    );
    expect(request?.params).toMatchObject({
      items: [{ id: item.id, quantity: '3' }],
      proration_behavior: 'create_prorations',
    });
    const pending = await stripe.invoiceItems.list({ customer: customer.id });
    expect(pending.data.map((i) => [i.amount, i.quantity, i.proration]).sort()).toEqual(
      [
        [-3950, 1, true],
        [11850, 3, true],
      ].sort(),
    );
    expect(received.at(-1)).toMatchObject({ type: 'customer.subscription.updated' });

    // Without prorations, and while trialing, the quantity changes and nothing is charged.
    await stripe.subscriptions.update(created.id, {
      items: [{ id: item.id, quantity: 2 }],
      proration_behavior: 'none',
    });
    expect(fake.invoiceItems).toHaveLength(2);
    await expect(
      stripe.subscriptions.update(created.id, { items: [{ id: 'si_missing', quantity: 2 }] }),
    ).rejects.toMatchObject({ code: 'resource_missing', param: 'items[0][id]' });
    await expect(stripe.subscriptions.update(created.id, { items: [{ quantity: 2 }] })).rejects.toMatchObject(
      { code: 'parameter_missing' },
    );
  });
});
