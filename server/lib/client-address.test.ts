import { describe, expect, it } from 'vitest';
import { compileTrustProxy } from '../core/trust-proxy';
import { addressLimitKey, resolveClientAddress } from './client-address';

describe('client address', () => {
  it('trusts nothing by default: the socket peer is the client whatever X-Forwarded-For says', () => {
    const trust = compileTrustProxy('');
    expect(resolveClientAddress(trust, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });

  it('with a hop count, takes the entry that many hops out', () => {
    expect(resolveClientAddress(compileTrustProxy('1'), '10.0.0.2', '1.1.1.1, 198.51.100.1')).toBe(
      '198.51.100.1',
    );
    expect(resolveClientAddress(compileTrustProxy('2'), '10.0.0.2', '1.1.1.1, 198.51.100.1')).toBe('1.1.1.1');
  });

  it('with ranges, skips trusted hops from the right and stops at the first untrusted one', () => {
    const trust = compileTrustProxy('10.0.0.0/8, loopback');
    expect(resolveClientAddress(trust, '127.0.0.1', '6.6.6.6, 198.51.100.1, 10.1.2.3')).toBe('198.51.100.1');
    // A peer outside the trusted ranges is the client, whatever it forwards.
    expect(resolveClientAddress(trust, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });

  it('reads an IPv4 client on a dual-stack socket as IPv4', () => {
    expect(resolveClientAddress(compileTrustProxy(''), '::ffff:203.0.113.7', undefined)).toBe('203.0.113.7');
  });

  it('refuses a malformed TRUST_PROXY', () => {
    expect(() => compileTrustProxy('10.0.0.0/33')).toThrow();
    expect(() => compileTrustProxy('my-proxy')).toThrow();
  });

  it('keys IPv4 per address and IPv6 per /64', () => {
    expect(addressLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressLimitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressLimitKey('2001:db8:1:3::1')).not.toBe(addressLimitKey('2001:db8:1:2::1'));
  });
});
