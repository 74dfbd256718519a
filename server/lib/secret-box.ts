import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const TAG_BYTES = 16;
const IV_BYTES = 12;

/**
 * What a stored secret is bound to: the row that holds it (its own id, not its owner's, so a ciphertext copied to
 * another row — even the same user's — does not open) and what it is for.
 */
export type SecretBinding = {
  purpose: 'user-google-key' | 'admin-beta-key' | 'webhook-secret' | 'crm-token' | 'mailbox-password';
  rowId: string;
};

export type OpenedSecret = {
  plaintext: string;
  /** Sealed in an older format: write `encryptSecret(…)` back to the row (decision 005). */
  outdated: boolean;
};

/**
 * A 32-byte key of APP_SECRET for one purpose (HKDF-SHA256, `info` names the purpose and its version): each use of
 * the app secret has its own key, so one never opens or signs what another made.
 */
export function deriveAppKey(appSecret: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'leadscout', info, 32));
}

const aadOf = (binding: SecretBinding) =>
  Buffer.from(`leadscout:${binding.purpose}:${binding.rowId}`, 'utf8');
const encode = (parts: (string | Buffer)[]) =>
  parts.map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');

/**
 * AES-256-GCM under a key derived from APP_SECRET, with a 16-byte tag and the binding as additional data. The
 * output is `v2.iv.tag.ciphertext` (base64url parts).
 */
export function encryptSecret(appSecret: string, plaintext: string, binding: SecretBinding): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', deriveAppKey(appSecret, 'stored-secrets-v2'), iv, {
    authTagLength: TAG_BYTES,
  });
  cipher.setAAD(aadOf(binding));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return encode(['v2', iv, cipher.getAuthTag(), data]);
}

/**
 * Opens a stored secret: v2 must match its binding; v1 (no binding, written before v2) still opens once and
 * comes back `outdated`. Either way the tag must be the full 16 bytes — GCM would otherwise accept a truncated
 * tag, which makes forging far easier. Throws on anything else.
 */
export function decryptSecret(appSecret: string, sealed: string, binding: SecretBinding): OpenedSecret {
  const [version, iv, tag, data, ...rest] = sealed.split('.');
  if (!iv || !tag || data === undefined || rest.length > 0) throw new Error('Unreadable stored secret');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (tagBytes.length !== TAG_BYTES) throw new Error('Unreadable stored secret');
  const open = (info: string, aad?: Buffer) => {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      deriveAppKey(appSecret, info),
      Buffer.from(iv, 'base64url'),
      {
        authTagLength: TAG_BYTES,
      },
    );
    if (aad) decipher.setAAD(aad);
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  };
  if (version === 'v2') return { plaintext: open('stored-secrets-v2', aadOf(binding)), outdated: false };
  if (version === 'v1') return { plaintext: open('stored-secrets'), outdated: true };
  throw new Error('Unreadable stored secret');
}
