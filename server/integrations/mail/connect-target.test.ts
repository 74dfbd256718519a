import { describe, expect, it, vi } from 'vitest';
import { FAKE_CA_FILE } from '@fakes/websites/tls/fake-certificates';
import { crawlerTrust } from '../../features/enrichment';
import { mailAddressRule } from '../../features/mailboxes/mailbox-address-rule';
import { connectTarget, imapOptions, smtpOptions } from './connect-target';
import { MailConnectionError } from './mail-failure';

/** The app's rule with the settings of tests and the demo: public and loopback; unencrypted only on loopback. */
const rule = mailAddressRule({ CRAWLER_ALLOW_PRIVATE_NETWORKS: true, CRAWLER_ALLOWED_NETWORKS: [] });
const server = { host: 'mail.example.com', port: 465, tls: 'tls' as const };
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'connected',
    (error: unknown) => (error instanceof MailConnectionError ? error.failure : String(error)),
  );

describe('connectTarget', () => {
  it('refuses a name that resolves to the metadata address, before any connection', async () => {
    const resolve = vi.fn(async () => [{ address: '169.254.169.254', family: 4 }]);
    expect(await failureOf(connectTarget(server, { ...rule, resolve }))).toBe('not_allowed');
    expect(resolve).toHaveBeenCalledWith('mail.example.com');
  });

  it('refuses a name when ANY of its answers is refused, not only the first', async () => {
    const resolve = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    expect(await failureOf(connectTarget(server, { ...rule, resolve }))).toBe('not_allowed');
  });

  it('refuses an address literal without asking DNS', async () => {
    const resolve = vi.fn(async () => []);
    expect(await failureOf(connectTarget({ ...server, host: '10.0.0.5' }, { ...rule, resolve }))).toBe(
      'not_allowed',
    );
    expect(await failureOf(connectTarget({ ...server, host: '[fd00:ec2::254]' }, { ...rule, resolve }))).toBe(
      'not_allowed',
    );
    expect(resolve).not.toHaveBeenCalled();
  });

  it('says "could not connect" for a name without an answer', async () => {
    const nxdomain = async () => Promise.reject(Object.assign(new Error('nx'), { code: 'ENOTFOUND' }));
    expect(await failureOf(connectTarget(server, { ...rule, resolve: nxdomain }))).toBe('connect');
    expect(await failureOf(connectTarget(server, { ...rule, resolve: async () => [] }))).toBe('connect');
  });

  it('allows no TLS only on loopback and the networks an operator opened', async () => {
    const publicName = async () => [{ address: '93.184.215.14', family: 4 }];
    expect(await failureOf(connectTarget({ ...server, tls: 'none' }, { ...rule, resolve: publicName }))).toBe(
      'unencrypted',
    );
    const local = await connectTarget({ ...server, host: '127.0.0.1', tls: 'none' }, rule);
    expect(local.address).toBe('127.0.0.1');
    const opened = mailAddressRule({
      CRAWLER_ALLOW_PRIVATE_NETWORKS: false,
      CRAWLER_ALLOWED_NETWORKS: ['172.18.0.0/16'],
    });
    const inContainer = async () => [{ address: '172.18.0.7', family: 4 }];
    expect(
      (await connectTarget({ ...server, tls: 'none' }, { ...opened, resolve: inContainer })).address,
    ).toBe('172.18.0.7');
    expect(await failureOf(connectTarget({ ...server, host: '127.0.0.1' }, opened))).toBe('not_allowed');
  });

  it('connects to the checked address, with the host name for TLS', async () => {
    const resolve = async () => [{ address: '93.184.215.14', family: 4 }];
    const target = await connectTarget(server, { ...rule, resolve });
    const login = { ...server, user: 'u', password: 'p' };
    expect(smtpOptions(target, login)).toMatchObject({
      host: '93.184.215.14',
      secure: true,
      tls: { servername: 'mail.example.com' },
    });
    expect(imapOptions(target, login)).toMatchObject({
      host: '93.184.215.14',
      servername: 'mail.example.com',
      tls: { servername: 'mail.example.com' },
    });
    const starttls = await connectTarget({ ...server, port: 587, tls: 'starttls' }, { ...rule, resolve });
    expect(smtpOptions(starttls, login)).toMatchObject({ secure: false, requireTLS: true });
    expect(imapOptions(starttls, login)).toMatchObject({ secure: false, doSTARTTLS: true });
  });

  it('trusts the configured certificate authorities (CRAWLER_EXTRA_CA_CERTS), else Node’s own', async () => {
    const resolve = async () => [{ address: '93.184.215.14', family: 4 }];
    const login = { ...server, user: 'u', password: 'p' };
    const plain = await connectTarget(server, { ...rule, resolve });
    expect(smtpOptions(plain, login).tls).not.toHaveProperty('secureContext');
    expect(imapOptions(plain, login).tls).not.toHaveProperty('secureContext');
    const configured = mailAddressRule({
      CRAWLER_ALLOW_PRIVATE_NETWORKS: true,
      CRAWLER_ALLOWED_NETWORKS: [],
      CRAWLER_EXTRA_CA_CERTS: FAKE_CA_FILE,
    });
    const trusted = await connectTarget(server, { ...configured, resolve });
    const secureContext = crawlerTrust(FAKE_CA_FILE);
    expect(smtpOptions(trusted, login).tls).toEqual({ servername: 'mail.example.com', secureContext });
    expect(imapOptions(trusted, login).tls).toEqual({ servername: 'mail.example.com', secureContext });
  });
});
