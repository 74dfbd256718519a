import type {
  TFakeCheckoutSession,
  TFakePortalSession,
  TFakePrice,
  TFakeSubscription,
} from './fake-stripe-objects';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const money = (price: TFakePrice) =>
  `$${(price.unit_amount / 100).toFixed(2)}${price.recurring ? ` / ${price.recurring.interval}` : ' once'}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f6f9fc; color: #1a1f36; margin: 0; padding: 32px 16px; }
  main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 2px 8px rgba(0,0,0,.08); }
  h1 { font-size: 20px; margin: 0 0 4px; } p.muted { color: #697386; font-size: 14px; margin: 0 0 16px; }
  ul { list-style: none; padding: 0; margin: 0 0 16px; } li { display: flex; justify-content: space-between; padding: 8px 0; border-bottom: 1px solid #e3e8ee; font-size: 14px; }
  button { width: 100%; padding: 12px; border: 0; border-radius: 6px; background: #635bff; color: #fff; font-size: 16px; cursor: pointer; }
  button.danger { background: #df1b41; } a { color: #635bff; } .badge { font-size: 12px; background: #fff3cd; padding: 2px 8px; border-radius: 99px; }
</style></head>
<body><main>${body}<p class="muted" style="margin-top:16px">Fake Stripe (test mode): no card is charged.</p></main></body></html>`;
}

export function checkoutPage(
  session: TFakeCheckoutSession,
  prices: Map<string, TFakePrice>,
  email: string | null,
): string {
  if (session.status !== 'open') {
    return page('Checkout', `<h1>This checkout session is ${escape(session.status)}</h1>`);
  }
  const items = session.line_items_input
    .map((item) => prices.get(item.price))
    .filter((p): p is TFakePrice => Boolean(p))
    .map((p) => `<li><span>${escape(p.nickname ?? p.id)}</span><span>${money(p)}</span></li>`)
    .join('');
  const trial = session.subscription_data.trial_period_days
    ? `<p class="muted"><span class="badge">${session.subscription_data.trial_period_days}-day trial</span></p>`
    : '';
  return page(
    'Checkout',
    `<h1>Subscribe to LeadScout</h1>
<p class="muted">${escape(email ?? 'Guest')}</p>${trial}
<ul>${items}</ul>
<form method="post" action="/checkout/${encodeURIComponent(session.id)}/pay"><button type="submit">Pay</button></form>
${session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Cancel and go back</a></p>` : ''}`,
  );
}

export function portalPage(portal: TFakePortalSession, subscriptions: TFakeSubscription[]): string {
  const rows = subscriptions.length
    ? subscriptions
        .map((sub) => {
          const item = sub.items.data[0];
          const canCancel = !['canceled', 'incomplete_expired'].includes(sub.status);
          return `<li><span>${escape(item?.price.nickname ?? sub.id)} — <strong data-status="${sub.status}">${sub.status}</strong></span></li>
${canCancel ? `<form method="post" action="/portal/${encodeURIComponent(portal.id)}/cancel?subscription=${encodeURIComponent(sub.id)}"><button class="danger" type="submit">Cancel subscription</button></form>` : ''}`;
        })
        .join('')
    : '<li>No subscriptions</li>';
  return page(
    'Billing portal',
    `<h1>Manage your subscription</h1><p class="muted">${escape(portal.customer)}</p><ul>${rows}</ul>
${portal.return_url ? `<p><a href="${escape(portal.return_url)}">Return to LeadScout</a></p>` : ''}`,
  );
}
