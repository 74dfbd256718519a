import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './stripe-form';

describe('parseStripeForm', () => {
  it('reads nested objects and indexed arrays as Stripe encodes them', () => {
    const body =
      'mode=subscription&line_items[0][price]=p1&line_items[0][quantity]=1&line_items[1][price]=p2' +
      '&subscription_data[trial_period_days]=7&subscription_data[metadata][user_id]=u1&success_url=http%3A%2F%2Fa%2Fb%3Fx%3D1';
    expect(parseStripeForm(body)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'p1', quantity: '1' }, { price: 'p2' }],
      subscription_data: { trial_period_days: '7', metadata: { user_id: 'u1' } },
      success_url: 'http://a/b?x=1',
    });
  });

  it('orders indexes numerically and reads empty brackets as appended items', () => {
    const keys = Array.from({ length: 12 }, (_, i) => `items[${i}]=${i}`)
      .reverse()
      .join('&');
    expect(parseStripeForm(keys).items).toEqual(Array.from({ length: 12 }, (_, i) => String(i)));
    expect(parseStripeForm('expand[]=a&expand[]=b')).toEqual({ expand: ['a', 'b'] });
    expect(parseStripeForm('')).toEqual({});
  });
});
