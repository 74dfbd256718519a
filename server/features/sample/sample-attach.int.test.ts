import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { startFakeSmtp, type TFakeSmtp } from '@fakes/smtp/start-fake-smtp';
import { DEFAULT_PRICES, price } from '@fakes/stripe/fake-stripe-objects';
import { startFakeStripe, type TFakeStripe } from '@fakes/stripe/start-fake-stripe';
import { sampleSearches, subscriptions, user } from '../../db/schema';
import { CookieJar } from '../../../tests/cookie-jar';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';

const FORM = {
  firstName: 'Pat',
  phone: '',
  companyName: 'Pixel Perfect Web',
  niche: 'plumber',
  location: 'Austin, TX',
  monthlyLeadNeed: '100-500',
  useCase: 'sales',
};
const PASSWORD = 'sample-attach-pass-2026';

describe.skipIf(postgresSkipped())(
  `a paid sample lifetime deal reaches its account on ${testDbKind()}`,
  () => {
    let t: TestApp;
    let google: TFakeGoogle;
    let smtp: TFakeSmtp;
    let stripe: TFakeStripe;
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
      const admin = await t.signUp('admin@example.com');
      const key = await t.request('/api/admin/beta-key', {
        method: 'PUT',
        cookie: admin,
        body: { apiKey: 'AIzaSyTEST-admin-key-0000000000000abcd' },
      });
      expect(key.status).toBe(200);
    });
    afterAll(async () => {
      await t?.close();
      await google?.close();
      await smtp?.close();
      await stripe?.close();
    });

    /** A sample for `email`, its lifetime-deal checkout paid on the fake Stripe and confirmed by the page. */
    async function paidSample(email: string): Promise<string> {
      const ran = await t.request('/api/sample-search', { body: { ...FORM, email } });
      expect(ran.status).toBe(201);
      const { searchId } = await ran.json();
      const { url } = await (
        await t.request('/api/sample-checkout', { body: { sampleSearchId: searchId } })
      ).json();
      const sessionId = (url as string).split('/').pop()!;
      await stripe.completeCheckout(sessionId);
      const marked = await t.request(`/api/sample-search/${searchId}/upgraded`, { body: { sessionId } });
      expect(marked.status).toBe(200);
      return searchId;
    }

    const subscriptionOf = async (email: string) => {
      const [row] = await t.db
        .select({ status: subscriptions.status, customer: subscriptions.stripeCustomerId })
        .from(subscriptions)
        .innerJoin(user, eq(user.id, subscriptions.userId))
        .where(eq(user.email, email));
      return row;
    };
    const sampleRow = async (id: string) =>
      (await t.db.select().from(sampleSearches).where(eq(sampleSearches.id, id)))[0];

    async function verify(email: string) {
      const mail = smtp.messages.findLast((m) => m.envelopeTo.includes(email) && /Confirm/.test(m.subject));
      const link = new URL(/https?:\/\/\S+/.exec(mail!.text ?? '')![0]);
      const jar = new CookieJar();
      jar.take(await t.request(link.pathname + link.search));
      return jar;
    }

    it('attaches when the payer signs up and verifies the same address, not before', async () => {
      const id = await paidSample('payer@example.com');
      const paid = await sampleRow(id);
      expect(paid.stripeCustomerId).toMatch(/^cus_/);
      expect(paid.attachedUserId).toBeNull();

      await t.signUp('payer@example.com', { password: PASSWORD });
      expect(await subscriptionOf('payer@example.com')).toEqual({ status: 'inactive', customer: null });

      const jar = await verify('payer@example.com');
      expect(await subscriptionOf('payer@example.com')).toEqual({
        status: 'active',
        customer: paid.stripeCustomerId,
      });
      const me = await (await t.request('/api/me', { cookie: jar.header() })).json();
      expect((await sampleRow(id)).attachedUserId).toBe(me.id);
    });

    it('attaches at once when the address already belongs to a verified account', async () => {
      await t.signUp('already@example.com', { password: PASSWORD });
      await verify('already@example.com');
      expect(await subscriptionOf('already@example.com')).toMatchObject({ status: 'inactive' });
      const id = await paidSample('already@example.com');
      expect(await subscriptionOf('already@example.com')).toEqual({
        status: 'active',
        customer: (await sampleRow(id)).stripeCustomerId,
      });
    });

    it('never goes to an account that has not proved the address', async () => {
      await t.signUp('squatter@example.com', { password: PASSWORD });
      const id = await paidSample('squatter@example.com');
      expect(await subscriptionOf('squatter@example.com')).toEqual({ status: 'inactive', customer: null });
      expect((await sampleRow(id)).attachedUserId).toBeNull();
    });
  },
);
