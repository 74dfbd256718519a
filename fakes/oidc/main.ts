import { startFakeOidc } from './start-fake-oidc';

// Manual runs: PORT=4040 npx tsx fakes/oidc/main.ts, then start LeadScout with the three GOOGLE_OAUTH_* it prints.
const fake = await startFakeOidc({
  port: Number(process.env.PORT ?? 4040),
  host: process.env.HOST ?? '127.0.0.1',
  clientId: process.env.CLIENT_ID || undefined,
  clientSecret: process.env.CLIENT_SECRET || undefined,
});
console.log(
  `Fake Google sign-in (OpenID Connect) on ${fake.issuer}: set GOOGLE_OAUTH_ISSUER=${fake.issuer} ` +
    `GOOGLE_OAUTH_CLIENT_ID=${fake.clientId} GOOGLE_OAUTH_CLIENT_SECRET=${fake.clientSecret}`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
