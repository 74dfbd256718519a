import { createServer, type AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailAddressRule } from '../../features/mailboxes/mailbox-address-rule';
import { startFakeSmtp, type TFakeSmtp } from '../../../fakes/smtp/start-fake-smtp';
import { hasDovecot, startDovecot, type TDovecot } from '@fakes/imap/start-dovecot';
import type { TOutgoingMessage } from './compose-message';
import type { TMailServerLogin } from './connect-target';
import { MailConnectionError } from './mail-failure';
import { newMessageId } from './message-id';
import { sendMessage } from './send-message';
import { appendToSent, findSentByMessageId } from './sent-folder';

const USER = 'sender@mail.test';
const PASSWORD = 'smtp-pass-2026';
/** Tests and the demo: loopback allowed (CRAWLER_ALLOW_PRIVATE_NETWORKS); production's default refuses it. */
const rule = mailAddressRule({ CRAWLER_ALLOW_PRIVATE_NETWORKS: true, CRAWLER_ALLOWED_NETWORKS: [] });
const strictRule = mailAddressRule({ CRAWLER_ALLOW_PRIVATE_NETWORKS: false, CRAWLER_ALLOWED_NETWORKS: [] });
const UNSUBSCRIBE = {
  'List-Unsubscribe':
    '<https://app.leadscout.test/u/AbCdEf0123456789AbCdEf0123456789>, <mailto:anna@agency.test?subject=unsubscribe&body=unsubscribe%20AbCdEf0123456789AbCdEf0123456789>',
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
};

/**
 * The sending layer (decision 136) against real servers: the SMTP fake (smtp-server, AUTH checked, refusals by the
 * recipient's local part) and a private dovecot for the Sent folder.
 */
describe.skipIf(!hasDovecot())('sending one message through a mailbox', () => {
  let smtp: TFakeSmtp;
  let imap: TDovecot;
  let smtpLogin: TMailServerLogin;
  let imapLogin: TMailServerLogin;
  const message = (overrides: Partial<TOutgoingMessage> = {}): TOutgoingMessage => ({
    from: { name: 'Anna from Agency', address: 'anna@agency.test' },
    to: 'owner@bakery.test',
    subject: 'Your bakery’s website',
    text: 'Hello,\n\nA short note.\n\nAnna',
    messageId: newMessageId('agency.test'),
    ...overrides,
  });

  beforeAll(async () => {
    [smtp, imap] = await Promise.all([
      startFakeSmtp({ users: { [USER]: PASSWORD } }),
      startDovecot({ password: PASSWORD }),
    ]);
    smtpLogin = { host: '127.0.0.1', port: smtp.port, tls: 'none', user: USER, password: PASSWORD };
    imapLogin = { host: 'localhost', port: imap.port, tls: 'none', user: imap.user, password: imap.password };
  }, 60_000);
  beforeEach(() => smtp.reset());
  afterAll(async () => {
    await Promise.all([smtp?.close(), imap?.stop()]);
  });

  it('sends with the chosen Message-ID, both unsubscribe headers, and a text part beside the html', async () => {
    const sent = message({ html: '<p>Hello,</p><p>A short note.</p>', unsubscribe: UNSUBSCRIBE });
    const result = await sendMessage(smtpLogin, rule, sent);
    expect(result).toMatchObject({ status: 'sent', messageId: sent.messageId });
    expect(result.status === 'sent' && result.response).toMatch(/^250/);
    const [received] = await smtp.waitForMessages(1);
    expect(received.authUser).toBe(USER);
    expect(received.envelopeTo).toEqual(['owner@bakery.test']);
    expect(received.messageId).toBe(sent.messageId);
    expect(received.subject).toBe('Your bakery’s website');
    expect(received.headers['list-unsubscribe']).toEqual([UNSUBSCRIBE['List-Unsubscribe']]);
    expect(received.headers['list-unsubscribe']![0]).toMatch(/^<https:\/\/[^>]+>, <mailto:[^>]+>$/);
    expect(received.headers['list-unsubscribe-post']).toEqual(['List-Unsubscribe=One-Click']);
    expect(received.headers['content-type']![0]).toMatch(/^multipart\/alternative/);
    expect(received.text?.trim()).toBe('Hello,\n\nA short note.\n\nAnna');
    expect(received.html).toContain('<p>A short note.</p>');
    expect(received.inReplyTo).toBeNull();
    // The bytes sent are the bytes kept for the Sent folder.
    expect(result.status === 'sent' && result.raw.toString('utf8')).toBe(received.raw);
  });

  it('sends only a text part when there is no html', async () => {
    await sendMessage(smtpLogin, rule, message());
    const [received] = await smtp.waitForMessages(1);
    expect(received.headers['content-type']![0]).toMatch(/^text\/plain/);
    expect(received.html).toBeNull();
    expect(received.headers['list-unsubscribe']).toBeUndefined();
  });

  it('threads a follow-up: In-Reply-To, References, and exactly one "Re:"', async () => {
    const first = newMessageId('agency.test');
    const second = newMessageId('agency.test');
    const reply = message({ subject: 'Re: Your bakery’s website', inReplyTo: second, references: [first] });
    expect((await sendMessage(smtpLogin, rule, reply)).status).toBe('sent');
    const [received] = await smtp.waitForMessages(1);
    expect(received.subject).toBe('Re: Your bakery’s website');
    expect(received.inReplyTo).toBe(second);
    expect(received.references).toEqual([first, second]);
  });

  it('classifies 550 as a permanent rejection and 451 as a temporary one, without throwing', async () => {
    const hard = await sendMessage(smtpLogin, rule, message({ to: 'bounce-hard@bakery.test' }));
    expect(hard).toMatchObject({ status: 'rejected_permanent', responseCode: 550 });
    const soft = await sendMessage(smtpLogin, rule, message({ to: 'bounce-soft@bakery.test' }));
    expect(soft).toMatchObject({ status: 'rejected_temporary', responseCode: 451 });
    expect(smtp.messages).toEqual([]);
  });

  it('says failed_connection with the generic reason for a wrong password or a closed port', async () => {
    const wrong = await sendMessage({ ...smtpLogin, password: 'wrong' }, rule, message());
    expect(wrong).toEqual({
      status: 'failed_connection',
      messageId: expect.any(String),
      failure: 'auth',
      message: 'Authentication failed',
    });
    const closed = await sendMessage({ ...smtpLogin, port: 1 }, rule, message());
    expect(closed).toMatchObject({ status: 'failed_connection', message: 'Could not connect' });
  });

  it('refuses a host that resolves to a private address before connecting', async () => {
    let connections = 0;
    const listener = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = listener.address() as AddressInfo;
      const result = await sendMessage({ ...smtpLogin, host: 'localhost', port }, strictRule, message());
      expect(result).toMatchObject({ status: 'failed_connection', message: 'This host is not allowed' });
      const privateHost = await sendMessage({ ...smtpLogin, host: '10.0.0.5' }, rule, message());
      expect(privateHost).toMatchObject({ failure: 'not_allowed' });
      await expect(
        appendToSent({ ...imapLogin, host: 'localhost', port }, strictRule, Buffer.from('x')),
      ).rejects.toThrow('This host is not allowed');
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('keeps the exact message in Sent (made when missing) and finds it there by its Message-ID', async () => {
    const sent = message({ html: '<p>Hi</p>', unsubscribe: UNSUBSCRIBE });
    const result = await sendMessage(smtpLogin, rule, sent);
    if (result.status !== 'sent') throw new Error(`not sent: ${result.status}`);
    expect(await findSentByMessageId(imapLogin, rule, sent.messageId)).toBeNull();
    expect(await appendToSent(imapLogin, rule, result.raw)).toEqual({ folder: 'Sent' });
    const found = await findSentByMessageId(imapLogin, rule, sent.messageId);
    expect(found).toEqual({ folder: 'Sent', uid: expect.any(Number) });
    expect(await findSentByMessageId(imapLogin, rule, newMessageId('agency.test'))).toBeNull();
    // A second message goes into the same folder, and each id finds its own.
    const other = message();
    const second = await sendMessage(smtpLogin, rule, other);
    if (second.status !== 'sent') throw new Error('not sent');
    expect(await appendToSent(imapLogin, rule, second.raw)).toEqual({ folder: 'Sent' });
    const otherFound = await findSentByMessageId(imapLogin, rule, other.messageId);
    expect(otherFound?.uid).toBeGreaterThan(found!.uid);
    // What the folder holds is the message as sent, headers included.
    const { ImapFlow } = await import('imapflow');
    const client = new ImapFlow({
      host: '127.0.0.1',
      port: imap.port,
      secure: false,
      logger: false,
      auth: { user: imap.user, pass: imap.password },
    });
    await client.connect();
    const lock = await client.getMailboxLock('Sent');
    try {
      const fetched = await client.fetchOne(String(found!.uid), { source: true }, { uid: true });
      const kept = fetched && fetched.source ? await simpleParser(fetched.source) : null;
      expect(kept?.messageId).toBe(sent.messageId);
      expect(fetched && fetched.source?.toString('utf8')).toBe(result.raw.toString('utf8'));
    } finally {
      lock.release();
      await client.logout();
    }
  });

  it('says the Sent folder could not be searched rather than "not sent" when the login fails', async () => {
    await expect(
      findSentByMessageId({ ...imapLogin, password: 'wrong' }, rule, newMessageId('agency.test')),
    ).rejects.toBeInstanceOf(MailConnectionError);
  });
});
