import { randomBytes } from 'node:crypto';
import { decryptSecret, encryptSecret, type SecretBinding } from '../../lib/secret-box';

/** Sealed to its own endpoint row, like the Google key (decision 088): a copied ciphertext opens nowhere else. */
const bindingOf = (endpointId: string): SecretBinding => ({ purpose: 'webhook-secret', rowId: endpointId });

/** A Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export function sealWebhookSecret(appSecret: string, endpointId: string, secret: string): string {
  return encryptSecret(appSecret, secret, bindingOf(endpointId));
}

export function openWebhookSecret(appSecret: string, endpointId: string, sealed: string): string {
  return decryptSecret(appSecret, sealed, bindingOf(endpointId)).plaintext;
}
