import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiKeys, user, userApiKeys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { encryptSecretV1 } from '../../../tests/secret-box-v1';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { readAdminKey } from './admin-key-store';
import { upgradeStoredSecrets } from './upgrade-stored-secrets';
import { readTeamKey } from './user-key-store';
import { personalTeamOf } from '../../../tests/seed-leads';

const KEY_A = 'AIzaSyTEST-user-key-a-00000000000000aaaa';
const KEY_B = 'AIzaSyTEST-user-key-b-00000000000000bbbb';

describe.skipIf(postgresSkipped())(`stored keys in format v2 on ${testDbKind()}`, () => {
  let t: TestApp;
  let ana: { cookie: string; id: string };
  let ben: { cookie: string; id: string };
  const secret = () => t.deps.appSecret;
  async function account(email: string) {
    const cookie = await t.signUp(email);
    const [{ id }] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    return { cookie, id };
  }
  const sealedOf = async (userId: string) =>
    (await t.db.select().from(userApiKeys).where(eq(userApiKeys.createdBy, userId)))[0];
  const putKey = (cookie: string, apiKey: string) =>
    t.request('/api/api-keys/google', { method: 'PUT', cookie, body: { apiKey } });

  beforeAll(async () => {
    t = await createTestApp();
    ana = await account('ana@example.com');
    ben = await account('ben@example.com');
  });
  afterAll(async () => t?.close());

  it('seals a saved key to its own row: copied onto another user’s row it does not open', async () => {
    await putKey(ana.cookie, KEY_A);
    await putKey(ben.cookie, KEY_B);
    const anas = await sealedOf(ana.id);
    expect(anas.apiKeyEncrypted).toMatch(/^v2\./);
    expect(await readTeamKey(t.db, secret(), await personalTeamOf(t.db, ana.id))).toBe(KEY_A);

    await putKey(ana.cookie, KEY_B); // replacing keeps the row, and the new key opens
    expect((await sealedOf(ana.id)).id).toBe(anas.id);
    expect(await readTeamKey(t.db, secret(), await personalTeamOf(t.db, ana.id))).toBe(KEY_B);

    await t.db
      .update(userApiKeys)
      .set({ apiKeyEncrypted: anas.apiKeyEncrypted })
      .where(eq(userApiKeys.createdBy, ben.id));
    await expect(readTeamKey(t.db, secret(), await personalTeamOf(t.db, ben.id))).rejects.toThrow();
    await putKey(ben.cookie, KEY_B);
  });

  it('upgrades a v1 key when it is read, and seals it again bound to its row', async () => {
    await t.db
      .update(userApiKeys)
      .set({ apiKeyEncrypted: encryptSecretV1(secret(), KEY_A) })
      .where(eq(userApiKeys.createdBy, ana.id));
    expect(await readTeamKey(t.db, secret(), await personalTeamOf(t.db, ana.id))).toBe(KEY_A);
    expect((await sealedOf(ana.id)).apiKeyEncrypted).toMatch(/^v2\./);
    expect(await readTeamKey(t.db, secret(), await personalTeamOf(t.db, ana.id))).toBe(KEY_A);
  });

  it('upgrades every v1 key at start, users’ keys and the shared beta key alike', async () => {
    await t.db
      .update(userApiKeys)
      .set({ apiKeyEncrypted: encryptSecretV1(secret(), KEY_A) })
      .where(eq(userApiKeys.createdBy, ana.id));
    await t.db
      .update(userApiKeys)
      .set({ apiKeyEncrypted: encryptSecretV1(secret(), KEY_B) })
      .where(eq(userApiKeys.createdBy, ben.id));
    await t.request('/api/admin/beta-key', { method: 'PUT', cookie: ana.cookie, body: { apiKey: KEY_A } });
    await t.db.update(adminApiKeys).set({ googlePlacesApiKeyEncrypted: encryptSecretV1(secret(), KEY_A) });

    expect(await upgradeStoredSecrets(t.db, secret())).toBe(3);
    expect((await sealedOf(ana.id)).apiKeyEncrypted).toMatch(/^v2\./);
    expect((await sealedOf(ben.id)).apiKeyEncrypted).toMatch(/^v2\./);
    const [shared] = await t.db.select().from(adminApiKeys);
    expect(shared.googlePlacesApiKeyEncrypted).toMatch(/^v2\./);
    expect(await readTeamKey(t.db, secret(), await personalTeamOf(t.db, ana.id))).toBe(KEY_A);
    expect(await readTeamKey(t.db, secret(), await personalTeamOf(t.db, ben.id))).toBe(KEY_B);
    expect(await readAdminKey(t.db, secret())).toBe(KEY_A);
    expect(await upgradeStoredSecrets(t.db, secret())).toBe(0);
  });
});
