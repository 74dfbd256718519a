import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkey, session, webhookDeliveries } from '../../db/schema';
import { invalidateSession } from '../../lib/session-cache';
import { saveCrmConnection } from '../crm/crm-connection-store';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { personalTeamOf, userIdOf } from '../../../tests/seed-leads';

const GOOGLE_KEY = 'AIzaSyTEST-stepup-key-00000000000000wxyz';
const CRM_TOKEN = 'pat-na1-stepup-crm-token-0000';

/**
 * The step-up sweep (decision 096, decision 117 addendum): a stolen session of a person with a second factor, past
 * the step-up window, calls every API route with every id of the team's secrets and never gets a secret back —
 * the webhook signing secret, an API token, the Google key or a CRM token. A new route that hands one out is
 * caught here without a new line; once the session passes a second step, the secret routes answer again.
 */
describe.skipIf(postgresSkipped())(
  `no secret for a session past the step-up window on ${testDbKind()}`,
  () => {
    let t: TestApp;
    let cookie: string;
    let userId: string;
    let hook: string;
    let delivery: string;
    let tokenId: string;
    const secrets: Record<string, string> = { 'Google key': GOOGLE_KEY, 'CRM token': CRM_TOKEN };

    /** Moves the last second step of every session of the person to `at` (null: never). */
    const secondStepAt = async (at: Date | null) => {
      const sessions = await t.db
        .update(session)
        .set({ secondStepAt: at })
        .where(eq(session.userId, userId))
        .returning({ token: session.token });
      for (const { token } of sessions) await invalidateSession(t.db, token);
    };

    beforeAll(async () => {
      t = await createTestApp();
      cookie = await t.signUp('stolen@example.com');
      userId = await userIdOf(t.db, 'stolen@example.com');
      // A passkey is a second factor: step-up applies to this person.
      await t.db.insert(passkey).values({
        id: 'pk-stolen',
        name: 'Laptop',
        publicKey: 'pk',
        userId,
        credentialID: 'cred-stolen',
        counter: 0,
        deviceType: 'singleDevice',
        backedUp: false,
      });
      await secondStepAt(new Date());
      const made = await t.request('/api/webhooks', {
        cookie,
        body: { url: 'https://hooks.example.com/in', events: ['lead.created'] },
      });
      expect(made.status).toBe(201);
      const created = (await made.json()) as { endpoint: { id: string }; secret: string };
      hook = created.endpoint.id;
      secrets['webhook signing secret'] = created.secret;
      await t.request(`/api/webhooks/${hook}/test`, { cookie, body: {} });
      [{ id: delivery }] = await t.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries);
      const token = await t.request('/api/api-tokens', { cookie, body: { name: 'Zap', scopes: ['read'] } });
      expect(token.status).toBe(201);
      const issued = (await token.json()) as { token: string; apiToken: { id: string } };
      tokenId = issued.apiToken.id;
      secrets['API token'] = issued.token;
      const key = await t.request('/api/api-keys/google', {
        method: 'PUT',
        cookie,
        body: { apiKey: GOOGLE_KEY },
      });
      expect(key.status).toBe(200);
      const scope = { teamId: await personalTeamOf(t.db, userId), userId, role: 'owner' as const };
      await saveCrmConnection(t.db, t.deps.appSecret, scope, 'hubspot', CRM_TOKEN, 'Account');
      // The session is stolen long after its last second step.
      await secondStepAt(new Date(Date.now() - 24 * 3600_000));
    });
    afterAll(async () => t?.close());

    it('never answers a secret on any route, with any id, to a session past the window', async () => {
      // Each middleware of a route is an entry of its own: one call per method and path.
      const routes = new Map(
        t.app.routes
          .filter(
            (r) =>
              r.path.startsWith('/api/') && !['ALL', 'DELETE'].includes(r.method) && !r.path.includes('*'),
          )
          .map((r) => [`${r.method} ${r.path}`, r]),
      );
      const leaks: string[] = [];
      for (const route of routes.values()) {
        const ids = route.path.includes(':') ? [hook, delivery, tokenId, 'hubspot', 'google'] : [''];
        for (const id of ids) {
          const path = route.path.replace(/:[a-zA-Z]+/g, id);
          const res = await t.request(path, {
            method: route.method,
            cookie,
            body: route.method === 'GET' ? undefined : {},
          });
          const text = res.headers.get('content-type')?.includes('text/event-stream')
            ? (await res.body?.cancel(), '')
            : await res.text();
          for (const [name, secret] of Object.entries(secrets))
            if (text.includes(secret)) leaks.push(`${route.method} ${path} → ${res.status} with the ${name}`);
        }
      }
      expect(leaks).toEqual([]);
    }, 120_000);

    it('asks for a second step to reveal the webhook secret, and reveals it after one', async () => {
      const reveal = () => t.request(`/api/webhooks/${hook}/secret`, { cookie, body: {} });
      const refused = await reveal();
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'SECOND_STEP_REQUIRED' });
      await secondStepAt(new Date());
      const revealed = await reveal();
      expect(revealed.status).toBe(200);
      expect(await revealed.json()).toMatchObject({ secret: secrets['webhook signing secret'] });
      await secondStepAt(new Date(Date.now() - 24 * 3600_000));
    });
  },
);
