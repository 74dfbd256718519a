import { describe, expect, it } from 'vitest';
import {
  crawlerAddressRule,
  isLoopbackAddress,
  isPublicAddress,
  isPublicOrLoopbackAddress,
} from './ip-policy';

describe('isPublicAddress', () => {
  it.each([
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '169.254.169.254',
    '100.64.0.1',
    '100.100.100.200',
    '224.0.0.1',
    '255.255.255.255',
    '240.0.0.1',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::7f00:1',
    '::a9fe:a9fe',
    '::ffff:169.254.169.254',
    '198.18.0.1',
    '192.0.0.170',
    'fec0::1',
    '::ffff:10.1.2.3',
    '::ffff:0:a01:203',
    '64:ff9b::7f00:1',
    '64:ff9b::a00:1',
    '64:ff9b:1::808:808',
    '2002:7f00:1::',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:db8::1',
    '[::1]',
    'localhost',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '1.1.1.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('isPublicOrLoopbackAddress (tests and the offline demo)', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.0.1.7', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['8.8.8.8', true],
    ['10.0.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.100.100.200', false],
    ['0.0.0.0', false],
    ['::', false],
    ['fd00:ec2::254', false],
    ['::ffff:a9fe:a9fe', false],
    ['fe80::1', false],
  ])('%s → %s', (address, allowed) => {
    expect(isPublicOrLoopbackAddress(address)).toBe(allowed);
  });

  it('knows loopback from the rest', () => {
    expect(isLoopbackAddress('127.255.255.254')).toBe(true);
    expect(isLoopbackAddress('128.0.0.1')).toBe(false);
    expect(isLoopbackAddress('not an address')).toBe(false);
  });
});

describe('crawlerAddressRule', () => {
  it('is the public rule by default and adds loopback with CRAWLER_ALLOW_PRIVATE_NETWORKS', () => {
    const production = crawlerAddressRule({ allowPrivateNetworks: false });
    expect(production('93.184.216.34')).toBe(true);
    expect(production('127.0.0.1')).toBe(false);
    const local = crawlerAddressRule({ allowPrivateNetworks: true });
    expect(local('127.0.0.1')).toBe(true);
    expect(local('172.18.0.5')).toBe(false);
  });

  it('opens exactly the CIDR ranges of CRAWLER_ALLOWED_NETWORKS, and nothing next to them', () => {
    const rule = crawlerAddressRule({
      allowPrivateNetworks: false,
      allowedNetworks: ['172.18.0.0/16', 'fd00:1::/64'],
    });
    expect(rule('172.18.0.5')).toBe(true);
    expect(rule('::ffff:172.18.0.5')).toBe(true);
    expect(rule('fd00:1::7')).toBe(true);
    expect(rule('172.19.0.5')).toBe(false);
    expect(rule('fd00:2::7')).toBe(false);
    expect(rule('169.254.169.254')).toBe(false);
    expect(rule('127.0.0.1')).toBe(false);
    expect(rule('93.184.216.34')).toBe(true);
    expect(rule('not an address')).toBe(false);
  });
});
