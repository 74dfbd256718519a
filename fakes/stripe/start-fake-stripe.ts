import Stripe from 'stripe';
import { serveFake } from '../serve-fake';
import {
  DAY_SECONDS,
  DEFAULT_PRICES,
  list,
  noSuch,
  nowSeconds,
  stripeError,
  stripeId,
  type TFakeCheckoutSession,
  type TFakeCustomer,
  type TFakePortalSession,
  type TFakePrice,
  type TFakeSubscription,
  type TFakeSubscriptionStatus,
  type TStripeErrorBody,
} from './fake-stripe-objects';
import { checkoutPage, portalPage } from './fake-stripe-pages';
import { list as listParam, obj, parseStripeForm, str, type TStripeParams } from './stripe-form';
import { updateSubscriptionItems, type TFakeInvoiceItem } from './update-subscription-items';

export type TFakeStripeOptions = {
  /** 0 (default) picks a free port. */
  port?: number;
  /** The only secret key accepted; by default any `sk_test_…` key is. */
  apiKey?: string;
  /** Signs webhook events; without it events are recorded but not sent. */
  webhookSecret?: string;
  /** Where signed events are POSTed (the app's /api/billing/webhook). */
  webhookUrl?: string;
  /** Sends a signed event some other way (integration tests call the in-process app). Wins over webhookUrl. */
  deliver?: (payload: string, signature: string) => Promise<{ status: number }>;
  prices?: TFakePrice[];
};

export type TFakeStripeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
};

export type TFakeStripeRequest = { method: string; path: string; status: number; params: TStripeParams };

type TReply = { status: number; body: unknown };
type TFailure = { method: string; path: RegExp; reply: TReply; remaining: number };

export type TFakeStripe = {
  url: string;
  requests: TFakeStripeRequest[];
  events: TFakeStripeEvent[];
  deliveries: { eventId: string; type: string; status: number }[];
  customers: Map<string, TFakeCustomer>;
  subscriptions: Map<string, TFakeSubscription>;
  /** Pending invoice items, among them the prorations of quantity changes (POST /v1/subscriptions/:id). */
  invoiceItems: TFakeInvoiceItem[];
  checkoutSessions: Map<string, TFakeCheckoutSession>;
  /** The next `times` requests matching method and path answer with this Stripe error instead. */
  failNext: (method: string, path: RegExp, status: number, message: string, times?: number) => void;
  /** Checkout sessions are created without a `url` (to exercise "No checkout URL returned"). */
  setOmitCheckoutUrl: (omit: boolean) => void;
  /** What pressing Pay on the checkout page does: creates the subscription and sends the events. */
  completeCheckout: (sessionId: string) => Promise<TFakeSubscription>;
  /** Changes a subscription as Stripe would (trial ends, payment fails, …) and sends customer.subscription.updated. */
  updateSubscription: (
    id: string,
    changes: Partial<Pick<TFakeSubscription, 'status' | 'trial_end' | 'cancel_at_period_end'>> & {
      periodEnd?: number;
    },
  ) => Promise<TFakeSubscription>;
  /** Cancels now, as the customer portal does, and sends customer.subscription.deleted. */
  cancelSubscription: (id: string) => Promise<TFakeSubscription>;
  /** Sends an already-sent event again (Stripe retries and replays). */
  redeliver: (eventId: string) => Promise<number>;
  /** Forgets requests, events and failures (objects stay). */
  reset: () => void;
  close: () => Promise<void>;
};

const metadataOf = (value: TStripeParams[string] | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(obj(value)).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );

const clone = <T>(value: T): T => structuredClone(value);

/**
 * A local stand-in for api.stripe.com speaking its wire format (form-encoded requests, Stripe JSON objects and
 * error bodies) for exactly the calls LeadScout makes, plus a checkout page with a Pay button and a customer
 * portal page that send signed webhook events.
 */
export async function startFakeStripe(options: TFakeStripeOptions = {}): Promise<TFakeStripe> {
  const prices = new Map((options.prices ?? DEFAULT_PRICES).map((p) => [p.id, clone(p)]));
  const customers = new Map<string, TFakeCustomer>();
  const subscriptions = new Map<string, TFakeSubscription>();
  const checkoutSessions = new Map<string, TFakeCheckoutSession>();
  const invoiceItems: TFakeInvoiceItem[] = [];
  const portalSessions = new Map<string, TFakePortalSession>();
  const idempotent = new Map<string, TReply>();
  const requests: TFakeStripeRequest[] = [];
  const events: TFakeStripeEvent[] = [];
  const deliveries: TFakeStripe['deliveries'] = [];
  let failures: TFailure[] = [];
  let omitCheckoutUrl = false;
  let baseUrl = '';

  async function send(event: TFakeStripeEvent): Promise<number> {
    if (!options.webhookSecret || (!options.deliver && !options.webhookUrl)) return 0;
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    let status: number;
    try {
      if (options.deliver) status = (await options.deliver(payload, signature)).status;
      else {
        const response = await fetch(options.webhookUrl!, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Stripe-Signature': signature,
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
        });
        status = response.status;
        await response.arrayBuffer();
      }
    } catch {
      status = 0;
    }
    deliveries.push({ eventId: event.id, type: event.type, status });
    return status;
  }

  async function emit(type: string, object: unknown): Promise<TFakeStripeEvent> {
    const event: TFakeStripeEvent = {
      id: stripeId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      type,
      data: { object: clone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    events.push(event);
    await send(event);
    return event;
  }

  // ---- API handlers -------------------------------------------------------------------------------------------

  function createCustomer(params: TStripeParams): TReply {
    const customer: TFakeCustomer = {
      id: stripeId('cus'),
      object: 'customer',
      email: str(params.email) ?? null,
      name: str(params.name) ?? null,
      metadata: metadataOf(params.metadata),
      created: nowSeconds(),
      livemode: false,
    };
    customers.set(customer.id, customer);
    return { status: 200, body: customer };
  }

  function createCheckoutSession(params: TStripeParams): TReply {
    const mode = str(params.mode);
    if (!mode)
      return stripeError(400, 'Missing required param: mode.', { code: 'parameter_missing', param: 'mode' });
    if (mode !== 'subscription' && mode !== 'payment') {
      return stripeError(400, `Invalid mode: must be one of payment, setup, or subscription`, {
        param: 'mode',
      });
    }
    const successUrl = str(params.success_url);
    if (!successUrl) {
      return stripeError(400, 'Missing required param: success_url.', {
        code: 'parameter_missing',
        param: 'success_url',
      });
    }
    const customer = str(params.customer) ?? null;
    if (customer && !customers.has(customer)) {
      return stripeError(400, `No such customer: '${customer}'`, {
        code: 'resource_missing',
        param: 'customer',
      });
    }
    const lineItems = listParam(params.line_items).map((item) => obj(item));
    if (lineItems.length === 0) {
      return stripeError(400, 'Missing required param: line_items.', {
        code: 'parameter_missing',
        param: 'line_items',
      });
    }
    const items: { price: string; quantity: number }[] = [];
    for (const [i, item] of lineItems.entries()) {
      const priceId = str(item.price) ?? '';
      if (!prices.has(priceId)) {
        return stripeError(400, `No such price: '${priceId}'`, {
          code: 'resource_missing',
          param: `line_items[${i}][price]`,
        });
      }
      items.push({ price: priceId, quantity: Number(str(item.quantity) ?? 1) });
    }
    if (mode === 'subscription' && !items.some((i) => prices.get(i.price)!.recurring)) {
      return stripeError(
        400,
        'You must provide at least one recurring price in `subscription` mode when using prices.',
        { param: 'line_items' },
      );
    }
    const subscriptionData = obj(params.subscription_data);
    const trialDays = str(subscriptionData.trial_period_days);
    const id = stripeId('cs_test');
    const session: TFakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      customer,
      customer_email: str(params.customer_email) ?? null,
      client_reference_id: str(params.client_reference_id) ?? null,
      success_url: successUrl,
      cancel_url: str(params.cancel_url) ?? null,
      url: omitCheckoutUrl ? null : `${baseUrl}/checkout/${id}`,
      subscription: null,
      metadata: metadataOf(params.metadata),
      created: nowSeconds(),
      expires_at: nowSeconds() + DAY_SECONDS,
      livemode: false,
      line_items_input: items,
      subscription_data: {
        trial_period_days: trialDays ? Number(trialDays) : null,
        metadata: metadataOf(subscriptionData.metadata),
      },
    };
    checkoutSessions.set(id, session);
    return { status: 200, body: publicSession(session) };
  }

  function publicSession(session: TFakeCheckoutSession) {
    const { line_items_input: _items, subscription_data: _data, ...rest } = session;
    return rest;
  }

  function createPortalSession(params: TStripeParams): TReply {
    const customer = str(params.customer);
    if (!customer)
      return stripeError(400, 'Missing required param: customer.', {
        code: 'parameter_missing',
        param: 'customer',
      });
    if (!customers.has(customer))
      return stripeError(400, `No such customer: '${customer}'`, {
        code: 'resource_missing',
        param: 'customer',
      });
    const id = stripeId('bps');
    const portal: TFakePortalSession = {
      id,
      object: 'billing_portal.session',
      customer,
      return_url: str(params.return_url) ?? null,
      url: `${baseUrl}/portal/${id}`,
      created: nowSeconds(),
      livemode: false,
    };
    portalSessions.set(id, portal);
    return { status: 200, body: portal };
  }

  function listSubscriptions(params: TStripeParams): TReply {
    const customer = str(params.customer);
    const status = str(params.status);
    const limit = Math.min(100, Number(str(params.limit) ?? 10));
    let found = [...subscriptions.values()].filter((s) => !customer || s.customer === customer);
    if (status && status !== 'all') found = found.filter((s) => s.status === status);
    else if (!status) found = found.filter((s) => s.status !== 'canceled');
    found.sort((a, b) => b.created - a.created);
    return { status: 200, body: list(found.slice(0, limit), '/v1/subscriptions') };
  }

  async function cancelNow(id: string): Promise<TFakeSubscription> {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`no subscription ${id}`);
    if (sub.status !== 'canceled') {
      const now = nowSeconds();
      Object.assign(sub, {
        status: 'canceled',
        canceled_at: now,
        ended_at: now,
        cancel_at_period_end: false,
      });
      await emit('customer.subscription.deleted', sub);
    }
    return sub;
  }

  /** Quantity and price changes of a subscription's items, prorated as Stripe does; sends subscription.updated. */
  async function updateItems(found: TFakeSubscription, params: TStripeParams): Promise<TReply> {
    const result = updateSubscriptionItems(found, params, prices);
    if ('error' in result) return result.error;
    invoiceItems.push(...result.prorations);
    if (params.metadata) Object.assign(found.metadata, metadataOf(params.metadata));
    await emit('customer.subscription.updated', found);
    return { status: 200, body: found };
  }

  async function api(method: string, path: string, params: TStripeParams): Promise<TReply> {
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent); // ['v1', 'customers', id]
    const [, resource, id, sub] = parts;
    if (method === 'POST' && resource === 'customers' && !id) return createCustomer(params);
    if (method === 'GET' && resource === 'customers' && id) {
      const customer = customers.get(id);
      return customer ? { status: 200, body: customer } : noSuch('customer', id);
    }
    if (method === 'GET' && resource === 'prices' && id) {
      const found = prices.get(id);
      return found ? { status: 200, body: found } : noSuch('price', id);
    }
    if (resource === 'checkout' && id === 'sessions') {
      if (method === 'POST' && !sub) return createCheckoutSession(params);
      const session = sub ? checkoutSessions.get(sub) : undefined;
      if (method === 'GET' && sub)
        return session ? { status: 200, body: publicSession(session) } : noSuch('checkout.session', sub);
    }
    if (method === 'POST' && resource === 'billing_portal' && id === 'sessions' && !sub)
      return createPortalSession(params);
    if (resource === 'subscriptions') {
      if (method === 'GET' && !id) return listSubscriptions(params);
      const found = id ? subscriptions.get(id) : undefined;
      if (id && !found) return noSuch('subscription', id);
      if (method === 'GET' && found) return { status: 200, body: found };
      if (method === 'DELETE' && found) return { status: 200, body: await cancelNow(found.id) };
      if (method === 'POST' && found && !sub) return updateItems(found, params);
    }
    if (method === 'GET' && resource === 'invoiceitems' && !id) {
      const customer = str(params.customer);
      const found = invoiceItems.filter((i) => !customer || i.customer === customer);
      return { status: 200, body: list([...found].reverse(), '/v1/invoiceitems') };
    }
    return stripeError(
      404,
      `Unrecognized request URL (${method}: ${path}). The fake Stripe does not implement it.`,
    );
  }

  // ---- Browser pages ------------------------------------------------------------------------------------------

  async function completeCheckout(sessionId: string): Promise<TFakeSubscription> {
    const session = checkoutSessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    if (session.status !== 'open') throw new Error(`checkout session ${sessionId} is ${session.status}`);
    let customer = session.customer;
    if (!customer) {
      customer = (createCustomer({ email: session.customer_email ?? '' }).body as TFakeCustomer).id;
      session.customer = customer;
    }
    const now = nowSeconds();
    const trialDays = session.subscription_data.trial_period_days;
    const trialEnd = trialDays ? now + trialDays * DAY_SECONDS : null;
    const periodEnd = trialEnd ?? now + 30 * DAY_SECONDS;
    const id = stripeId('sub');
    const subscription: TFakeSubscription = {
      id,
      object: 'subscription',
      customer,
      status: trialEnd ? 'trialing' : 'active',
      items: {
        object: 'list',
        data: session.line_items_input
          .filter((item) => prices.get(item.price)!.recurring)
          .map((item) => ({
            id: stripeId('si'),
            object: 'subscription_item' as const,
            price: clone(prices.get(item.price)!),
            quantity: item.quantity,
            subscription: id,
            current_period_start: now,
            current_period_end: periodEnd,
            created: now,
            metadata: {},
          })),
        has_more: false,
        total_count: 1,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      created: now,
      start_date: now,
      trial_start: trialEnd ? now : null,
      trial_end: trialEnd,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      currency: 'usd',
      metadata: session.subscription_data.metadata,
      livemode: false,
    };
    subscriptions.set(id, subscription);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: id });
    await emit('customer.subscription.created', subscription);
    await emit('checkout.session.completed', publicSession(session));
    return subscription;
  }

  async function updateSubscription(
    id: string,
    changes: Partial<Pick<TFakeSubscription, 'status' | 'trial_end' | 'cancel_at_period_end'>> & {
      periodEnd?: number;
    },
  ): Promise<TFakeSubscription> {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`no subscription ${id}`);
    const { periodEnd, ...rest } = changes;
    Object.assign(sub, rest);
    if (periodEnd) for (const item of sub.items.data) item.current_period_end = periodEnd;
    await emit('customer.subscription.updated', sub);
    return sub;
  }

  const html = (status: number, body: string) =>
    new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location } });

  async function browser(method: string, url: URL): Promise<Response | null> {
    const [kind, id, action] = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if (kind === 'checkout' && id) {
      const session = checkoutSessions.get(id);
      if (!session) return html(404, 'No such checkout session');
      if (method === 'GET' && !action) {
        const email = session.customer
          ? (customers.get(session.customer)?.email ?? null)
          : session.customer_email;
        return html(200, checkoutPage(session, prices, email));
      }
      if (method === 'POST' && action === 'pay') {
        if (session.status !== 'open') return html(400, checkoutPage(session, prices, null));
        await completeCheckout(id);
        return seeOther(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
      }
    }
    if (kind === 'portal' && id) {
      const portal = portalSessions.get(id);
      if (!portal) return html(404, 'No such portal session');
      const owned = () => [...subscriptions.values()].filter((s) => s.customer === portal.customer);
      if (method === 'GET' && !action) return html(200, portalPage(portal, owned()));
      if (method === 'POST' && action === 'cancel') {
        const subId = url.searchParams.get('subscription') ?? '';
        if (owned().some((s) => s.id === subId)) await cancelNow(subId);
        return seeOther(`/portal/${encodeURIComponent(id)}`);
      }
    }
    return null;
  }

  // ---- Server -------------------------------------------------------------------------------------------------

  function authorised(request: Request): TReply | null {
    const header = request.headers.get('authorization') ?? '';
    const key = header.startsWith('Bearer ') ? header.slice(7) : '';
    const ok = options.apiKey ? key === options.apiKey : key.startsWith('sk_test_');
    if (ok) return null;
    const shown = key ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : '';
    return stripeError(401, key ? `Invalid API Key provided: ${shown}` : 'You did not provide an API key.', {
      type: 'invalid_request_error',
    });
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const method = request.method;
    const bodyText = await request.text();
    if (url.pathname === '/__fake/health')
      return new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } });
    if (!url.pathname.startsWith('/v1/')) return (await browser(method, url)) ?? html(404, 'Not found');
    const params =
      method === 'GET' || method === 'DELETE'
        ? parseStripeForm(url.search.slice(1))
        : parseStripeForm(bodyText);
    const key = request.headers.get('idempotency-key');
    const idempotencyKey = method === 'POST' && key ? `${url.pathname} ${key}` : null;
    let reply: TReply | undefined = authorised(request) ?? undefined;
    if (!reply) {
      const failure = failures.find(
        (f) => f.method === method && f.path.test(url.pathname) && f.remaining > 0,
      );
      if (failure) {
        failure.remaining -= 1;
        reply = failure.reply;
      }
    }
    if (!reply && idempotencyKey) reply = idempotent.get(idempotencyKey);
    if (!reply) {
      reply = await api(method, url.pathname, params);
      if (idempotencyKey && reply.status < 500) idempotent.set(idempotencyKey, reply);
    }
    requests.push({ method, path: url.pathname, status: reply.status, params });
    return new Response(JSON.stringify(reply.body, null, 2), {
      status: reply.status,
      headers: {
        'Content-Type': 'application/json',
        'Request-Id': stripeId('req'),
        'Stripe-Version': request.headers.get('stripe-version') ?? Stripe.API_VERSION,
      },
    });
  }

  const served = await serveFake(
    (request) =>
      handle(request).catch((error: unknown) => {
        const { status, body } = stripeError(500, `Fake Stripe failed: ${String(error)}`);
        return new Response(JSON.stringify(body satisfies TStripeErrorBody), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    { port: options.port },
  );
  baseUrl = served.url;

  return {
    url: baseUrl,
    requests,
    events,
    deliveries,
    customers,
    subscriptions,
    invoiceItems,
    checkoutSessions,
    failNext: (method, path, status, message, times = 1) => {
      failures.push({ method, path, reply: stripeError(status, message), remaining: times });
    },
    setOmitCheckoutUrl: (omit) => {
      omitCheckoutUrl = omit;
    },
    completeCheckout,
    updateSubscription,
    cancelSubscription: cancelNow,
    redeliver: async (eventId) => {
      const event = events.find((e) => e.id === eventId);
      if (!event) throw new Error(`no event ${eventId}`);
      return send(event);
    },
    reset: () => {
      requests.length = 0;
      events.length = 0;
      deliveries.length = 0;
      failures = [];
      omitCheckoutUrl = false;
    },
    close: served.close,
  };
}

export type { TFakeSubscriptionStatus };
