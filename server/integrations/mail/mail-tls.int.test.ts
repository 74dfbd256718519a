import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCertificate, FAKE_CA_FILE } from '../../../fakes/websites/tls/fake-certificates';
import { mailAddressRule } from '../../features/mailboxes/mailbox-address-rule';
import { startFakeSmtp, type TFakeSmtp } from '../../../fakes/smtp/start-fake-smtp';
import { hasDovecot, startDovecot, type TDovecot } from '@fakes/imap/start-dovecot';
import { checkImap, checkSmtp } from './check-mail-servers';
import type { TMailAddressRule, TMailServerLogin } from './connect-target';
import { MailConnectionError } from './mail-failure';
import { newMessageId } from './message-id';
import { sendMessage } from './send-message';
import { appendToSent, findSentByMessageId } from './sent-folder';
import { withImap } from './with-imap';

const PASSWORD = 'tls-pass-2026';
const USER = 'sender@mail.test';
/**
 * Where the names point. The certificate both servers present is the fake CA's `*.audit.test` (no address in it),
 * so a handshake passes only when verified against the name; the SMTP fake listens on 127.0.0.2 alone, so a message
 * arriving there went to the address the name resolved to. `*.other-business.test` points at the same servers,
 * whose certificate does not name it.
 */
const ADDRESSES: Record<string, string> = {
  'smtp.audit.test': '127.0.0.2',
  'imap.audit.test': '127.0.0.1',
  'smtp.other-business.test': '127.0.0.2',
  'imap.other-business.test': '127.0.0.1',
};
const resolve = vi.fn(async (name: string) => {
  const address = ADDRESSES[name];
  if (!address) throw Object.assign(new Error(`${name} not found`), { code: 'ENOTFOUND' });
  return [{ address, family: 4 }];
});
/** As tests and the demo run: loopback allowed, the fake CA trusted through CRAWLER_EXTRA_CA_CERTS. */
const rule: TMailAddressRule = {
  ...mailAddressRule({
    CRAWLER_ALLOW_PRIVATE_NETWORKS: true,
    CRAWLER_ALLOWED_NETWORKS: [],
    CRAWLER_EXTRA_CA_CERTS: FAKE_CA_FILE,
  }),
  resolve,
};
/** The same without the extra CA: Node's own authorities only, which do not know the fake one. */
const untrusting: TMailAddressRule = {
  ...mailAddressRule({ CRAWLER_ALLOW_PRIVATE_NETWORKS: true, CRAWLER_ALLOWED_NETWORKS: [] }),
  resolve,
};

const message = () => ({
  from: { name: 'Anna from Agency', address: 'anna@agency.test' },
  to: 'owner@bakery.test',
  subject: 'Your bakery’s website',
  text: 'Hello,\n\nA short note.\n\nAnna',
  messageId: newMessageId('agency.test'),
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'connected',
    (error: unknown) => (error instanceof MailConnectionError ? error.message : String(error)),
  );

/**
 * Mailboxes over TLS (decision 133): STARTTLS and implicit TLS to the SMTP fake and a private dovecot, each
 * connection made to the checked address with the user's host name as the TLS server name, so the certificate is
 * verified against the name. A certificate for another name, or from an authority not trusted, is the generic
 * "TLS handshake failed".
 */
describe.skipIf(!hasDovecot())('mailbox connections over TLS', () => {
  let smtp: TFakeSmtp;
  let imap: TDovecot;
  const smtpLogins = (): Record<'starttls' | 'tls', TMailServerLogin> => ({
    starttls: { host: 'smtp.audit.test', port: smtp.port, tls: 'starttls', user: USER, password: PASSWORD },
    tls: { host: 'smtp.audit.test', port: smtp.implicitTlsPort!, tls: 'tls', user: USER, password: PASSWORD },
  });
  const imapLogins = (): Record<'starttls' | 'tls', TMailServerLogin> => ({
    starttls: { host: 'imap.audit.test', port: imap.port, tls: 'starttls', user: USER, password: PASSWORD },
    tls: { host: 'imap.audit.test', port: imap.tlsPort!, tls: 'tls', user: USER, password: PASSWORD },
  });

  beforeAll(async () => {
    const certificate = fakeCertificate('valid');
    [smtp, imap] = await Promise.all([
      startFakeSmtp({
        host: '127.0.0.2',
        users: { [USER]: PASSWORD },
        starttls: true,
        implicitTlsPort: 0,
        certificate,
      }),
      startDovecot({ password: PASSWORD, tls: certificate }),
    ]);
  }, 60_000);
  beforeEach(() => {
    smtp.reset();
    resolve.mockClear();
  });
  afterAll(async () => {
    await Promise.all([smtp?.close(), imap?.stop()]);
  });

  it.each(['starttls', 'tls'] as const)(
    'sends over %s to the resolved address when the certificate names the host',
    async (mode) => {
      const login = smtpLogins()[mode];
      await checkSmtp(login, rule);
      const sent = message();
      expect(await sendMessage(login, rule, sent)).toMatchObject({
        status: 'sent',
        messageId: sent.messageId,
      });
      const [received] = await smtp.waitForMessages(1);
      expect(received).toMatchObject({ messageId: sent.messageId, secure: true, authUser: USER });
      expect(resolve).toHaveBeenCalledWith('smtp.audit.test');
    },
  );

  it.each(['starttls', 'tls'] as const)(
    'keeps the copy in Sent over IMAP %s when the certificate names the host',
    async (mode) => {
      const login = imapLogins()[mode];
      await checkImap(login, rule);
      const security = await withImap(login, rule, async (client) => ({
        secure: client.secureConnection,
        authorized: client.tls ? client.tls.authorized : null,
      }));
      expect(security).toEqual({ secure: true, authorized: true });
      const sent = message();
      const result = await sendMessage(smtpLogins()[mode], rule, sent);
      if (result.status !== 'sent') throw new Error(`not sent: ${result.status}`);
      expect(await appendToSent(login, rule, result.raw)).toEqual({ folder: 'Sent' });
      expect(await findSentByMessageId(login, rule, sent.messageId)).toEqual({
        folder: 'Sent',
        uid: expect.any(Number),
      });
      expect(resolve).toHaveBeenCalledWith('imap.audit.test');
    },
  );

  it.each(['starttls', 'tls'] as const)(
    'refuses a certificate for another name over %s with the generic TLS reason, sending nothing',
    async (mode) => {
      const smtpLogin = { ...smtpLogins()[mode], host: 'smtp.other-business.test' };
      const imapLogin = { ...imapLogins()[mode], host: 'imap.other-business.test' };
      expect(await sendMessage(smtpLogin, rule, message())).toEqual({
        status: 'failed_connection',
        messageId: expect.any(String),
        failure: 'tls',
        message: 'TLS handshake failed',
      });
      expect(await failureOf(checkSmtp(smtpLogin, rule))).toBe('TLS handshake failed');
      expect(await failureOf(checkImap(imapLogin, rule))).toBe('TLS handshake failed');
      expect(await failureOf(appendToSent(imapLogin, rule, Buffer.from('x')))).toBe('TLS handshake failed');
      expect(smtp.messages).toEqual([]);
    },
  );

  it.each(['starttls', 'tls'] as const)(
    'refuses over %s a certificate from an authority that is not trusted',
    async (mode) => {
      expect(await sendMessage(smtpLogins()[mode], untrusting, message())).toMatchObject({
        status: 'failed_connection',
        failure: 'tls',
      });
      expect(await failureOf(checkImap(imapLogins()[mode], untrusting))).toBe('TLS handshake failed');
      expect(smtp.messages).toEqual([]);
    },
  );
});
