import { DEFAULT_PRICES } from './fake-stripe-objects';
import { startFakeStripe } from './start-fake-stripe';

// Manual runs: PORT=4030 WEBHOOK_URL=http://localhost:3000/api/billing/webhook WEBHOOK_SECRET=whsec_fake npx tsx fakes/stripe/main.ts
const webhookSecret = process.env.WEBHOOK_SECRET ?? 'whsec_fake_leadscout';
const webhookUrl = process.env.WEBHOOK_URL ?? 'http://localhost:3000/api/billing/webhook';
const fake = await startFakeStripe({ port: Number(process.env.PORT ?? 4030), webhookSecret, webhookUrl });
const [monthly, founder, trialFee] = DEFAULT_PRICES;
console.log(`Fake Stripe on ${fake.url}, sending signed events to ${webhookUrl}. Start LeadScout with:
  STRIPE_SECRET_KEY=sk_test_fake STRIPE_API_BASE_URL=${fake.url} STRIPE_WEBHOOK_SECRET=${webhookSecret} \\
  STRIPE_PRICE_MONTHLY=${monthly.id} STRIPE_PRICE_FOUNDER=${founder.id} STRIPE_PRICE_TRIAL_FEE=${trialFee.id}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
