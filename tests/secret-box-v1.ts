import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A stored secret as LeadScout wrote it before format v2 (no binding), for tests of the upgrade. */
export function encryptSecretV1(appSecret: string, plaintext: string): string {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'leadscout', 'stored-secrets', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    data.toString('base64url'),
  ].join('.');
}
