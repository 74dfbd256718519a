import { describe, expect, it } from 'vitest';
import {
  signUnsubscribeToken,
  unsubscribeHeaders,
  unsubscribeMailto,
  verifyUnsubscribeToken,
} from './unsubscribe-token';

const SECRET = 'test-app-secret';
const SUBJECT = { teamId: 'team_abc123', email: 'Joe@Plumbing.test' };

describe('unsubscribe token', () => {
  it('names the team and the lower-case address, and proves itself', () => {
    const token = signUnsubscribeToken(SECRET, SUBJECT);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token.length).toBeLessThan(100);
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual({
      teamId: 'team_abc123',
      email: 'joe@plumbing.test',
    });
  });

  it('carries an optional reference', () => {
    const token = signUnsubscribeToken(SECRET, { ...SUBJECT, ref: 'enrolment-1' });
    expect(verifyUnsubscribeToken(SECRET, token)).toMatchObject({ ref: 'enrolment-1' });
  });

  it('is refused under another secret, altered, truncated or made up', () => {
    const token = signUnsubscribeToken(SECRET, SUBJECT);
    expect(verifyUnsubscribeToken('another-secret', token)).toBeNull();
    const bytes = Buffer.from(token, 'base64url');
    bytes[5] = bytes[5]! ^ 1;
    expect(verifyUnsubscribeToken(SECRET, bytes.toString('base64url'))).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, token.slice(0, -2))).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, 'not a token')).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, 'A'.repeat(60))).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, '')).toBeNull();
  });

  it('cannot be moved to another team: the MAC covers every field', () => {
    const token = signUnsubscribeToken(SECRET, SUBJECT);
    const other = signUnsubscribeToken(SECRET, { ...SUBJECT, teamId: 'team_other' });
    const bytes = Buffer.from(token, 'base64url');
    const otherMac = Buffer.from(other, 'base64url').subarray(-16);
    const swapped = Buffer.concat([bytes.subarray(0, -16), otherMac]).toString('base64url');
    expect(verifyUnsubscribeToken(SECRET, swapped)).toBeNull();
  });

  it('builds the List-Unsubscribe and List-Unsubscribe-Post fields (RFC 2369, RFC 8058)', () => {
    const { url, headers } = unsubscribeHeaders({
      appUrl: 'https://app.leadscout.test',
      appSecret: SECRET,
      subject: SUBJECT,
      mailtoAddress: 'ana@agency.test',
    });
    const token = url.split('/u/')[1]!;
    expect(url).toBe(`https://app.leadscout.test/u/${token}`);
    expect(verifyUnsubscribeToken(SECRET, token)).toMatchObject({ email: 'joe@plumbing.test' });
    expect(headers).toEqual({
      'List-Unsubscribe': `<${url}>, <mailto:ana@agency.test?subject=unsubscribe&body=unsubscribe%20${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('puts the token in the mailto body', () => {
    expect(unsubscribeMailto('a@b.test', 'TOKEN')).toBe(
      'mailto:a@b.test?subject=unsubscribe&body=unsubscribe%20TOKEN',
    );
  });
});
