import { describe, expect, it } from 'vitest';
import { encryptSecretV1 } from '../../tests/secret-box-v1';
import { decryptSecret, encryptSecret, type SecretBinding } from './secret-box';

describe('secret box', () => {
  const secret = 'a'.repeat(40);
  const row: SecretBinding = { purpose: 'user-google-key', rowId: '11111111-1111-4111-8111-111111111111' };

  it('round-trips in format v2 and never stores the plaintext', () => {
    const sealed = encryptSecret(secret, 'AIzaSyExampleKey1234', row);
    expect(sealed).toMatch(/^v2\./);
    expect(sealed).not.toContain('AIzaSy');
    expect(decryptSecret(secret, sealed, row)).toEqual({
      plaintext: 'AIzaSyExampleKey1234',
      outdated: false,
    });
  });

  it('fails under another secret or when tampered with', () => {
    const sealed = encryptSecret(secret, 'value', row);
    expect(() => decryptSecret('b'.repeat(40), sealed, row)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => decryptSecret(secret, parts.join('.'), row)).toThrow();
  });

  it('is bound to its row and purpose: copied to another row or used for another purpose it does not open', () => {
    const sealed = encryptSecret(secret, 'value', row);
    expect(() =>
      decryptSecret(secret, sealed, { ...row, rowId: '22222222-2222-4222-8222-222222222222' }),
    ).toThrow();
    expect(() => decryptSecret(secret, sealed, { ...row, purpose: 'admin-beta-key' })).toThrow();
  });

  it('refuses a truncated authentication tag', () => {
    for (const sealed of [encryptSecret(secret, 'value', row), encryptSecretV1(secret, 'value')]) {
      const parts = sealed.split('.');
      parts[2] = Buffer.from(parts[2], 'base64url').subarray(0, 4).toString('base64url');
      expect(() => decryptSecret(secret, parts.join('.'), row)).toThrow('Unreadable stored secret');
    }
  });

  it('still opens a v1 secret once, marked outdated so the caller seals it again', () => {
    expect(decryptSecret(secret, encryptSecretV1(secret, 'old key'), row)).toEqual({
      plaintext: 'old key',
      outdated: true,
    });
    expect(() => decryptSecret(secret, 'v3.a.b.c', row)).toThrow();
  });
});
