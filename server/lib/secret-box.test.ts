import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './secret-box';

describe('secret box', () => {
  const secret = 'a'.repeat(40);
  it('round-trips and never stores the plaintext', () => {
    const sealed = encryptSecret(secret, 'AIzaSyExampleKey1234');
    expect(sealed).not.toContain('AIzaSy');
    expect(decryptSecret(secret, sealed)).toBe('AIzaSyExampleKey1234');
  });
  it('fails under another secret or when tampered with', () => {
    const sealed = encryptSecret(secret, 'value');
    expect(() => decryptSecret('b'.repeat(40), sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => decryptSecret(secret, parts.join('.'))).toThrow();
  });
});
