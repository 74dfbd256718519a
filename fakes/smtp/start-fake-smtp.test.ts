import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSmtp, type TFakeSmtp } from './start-fake-smtp';

const USERS = { 'ana@agency.test': 'right-password' };
const mail = (to: string | string[]) => ({
  from: 'Ana <ana@agency.test>',
  to,
  subject: 'Quick question',
  text: 'Hello',
});

describe('fake SMTP server', () => {
  let smtp: TFakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp({ users: USERS, starttls: true, implicitTlsPort: 0 });
  });
  afterAll(async () => smtp?.close());
  beforeEach(() => smtp.reset());

  const starttls = (auth: { user: string; pass: string }, ca = smtp.ca!) =>
    nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, requireTLS: true, auth, tls: { ca } });

  it('upgrades with STARTTLS, logs in and stores the message with its envelope', async () => {
    await starttls({ user: 'ana@agency.test', pass: 'right-password' }).sendMail(mail('joe@plumbing.test'));
    const [message] = await smtp.waitForMessages(1);
    expect(message).toMatchObject({
      envelopeFrom: 'ana@agency.test',
      envelopeTo: ['joe@plumbing.test'],
      authUser: 'ana@agency.test',
      secure: true,
      subject: 'Quick question',
    });
  });

  it('refuses a wrong password with 535', async () => {
    const sending = starttls({ user: 'ana@agency.test', pass: 'wrong' }).sendMail(mail('joe@plumbing.test'));
    await expect(sending).rejects.toMatchObject({ responseCode: 535 });
    await expect(
      starttls({ user: 'nobody@agency.test', pass: 'right-password' }).sendMail(mail('joe@plumbing.test')),
    ).rejects.toMatchObject({ responseCode: 535 });
    expect(smtp.messages).toHaveLength(0);
  });

  it('refuses to send without logging in when users are configured', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtp.port,
      tls: { ca: smtp.ca! },
    });
    await expect(transport.sendMail(mail('joe@plumbing.test'))).rejects.toMatchObject({ responseCode: 530 });
  });

  it('offers AUTH only after STARTTLS, like a real submission server', async () => {
    const plain = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtp.port,
      ignoreTLS: true,
      auth: { user: 'ana@agency.test', pass: 'right-password' },
    });
    await expect(plain.sendMail(mail('joe@plumbing.test'))).rejects.toMatchObject({ responseCode: 538 });
    expect(smtp.messages).toHaveLength(0);
  });

  it('serves a certificate a verifying client refuses unless it trusts it', async () => {
    const strict = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtp.port,
      requireTLS: true,
      auth: { user: 'ana@agency.test', pass: 'right-password' },
    });
    await expect(strict.sendMail(mail('joe@plumbing.test'))).rejects.toMatchObject({ code: 'ESOCKET' });
  });

  it('speaks implicit TLS on its second port', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtp.implicitTlsPort!,
      secure: true,
      auth: { user: 'ana@agency.test', pass: 'right-password' },
      tls: { ca: smtp.ca! },
    });
    await transport.sendMail(mail('joe@plumbing.test'));
    expect((await smtp.waitForMessages(1))[0]).toMatchObject({ secure: true, authUser: 'ana@agency.test' });
    expect(smtp.implicitTlsUrl).toBe(`smtps://127.0.0.1:${smtp.implicitTlsPort}`);
  });

  it('answers each recipient by its address: 550 5.1.1 for bounce-hard, 451 4.7.1 for bounce-soft and greylist', async () => {
    const transport = starttls({ user: 'ana@agency.test', pass: 'right-password' });
    await expect(transport.sendMail(mail('bounce-hard-1@example.test'))).rejects.toMatchObject({
      responseCode: 550,
      response: expect.stringContaining('5.1.1'),
    });
    for (const to of ['bounce-soft@example.test', 'Greylist.me@example.test']) {
      await expect(transport.sendMail(mail(to))).rejects.toMatchObject({
        responseCode: 451,
        response: expect.stringContaining('4.7.1'),
      });
    }
    const info = await transport.sendMail(mail(['ok@example.test', 'bounce-hard@example.test']));
    expect(info.accepted).toEqual(['ok@example.test']);
    expect(info.rejected).toEqual(['bounce-hard@example.test']);
    expect((await smtp.waitForMessages(1))[0].envelopeTo).toEqual(['ok@example.test']);
  });

  it('keeps the raw message and its headers for assertions', async () => {
    await starttls({ user: 'ana@agency.test', pass: 'right-password' }).sendMail({
      ...mail('joe@plumbing.test'),
      subject: 'Re: Quick question',
      inReplyTo: '<first@agency.test>',
      references: ['<first@agency.test>'],
      messageId: '<second@agency.test>',
      html: '<p>Hello</p>',
      list: {
        unsubscribe: [
          { url: 'https://app.test/u/abc', comment: '' },
          'mailto:unsubscribe@app.test?subject=unsubscribe',
        ],
      },
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const [message] = await smtp.waitForMessages(1);
    expect(message.messageId).toBe('<second@agency.test>');
    expect(message.inReplyTo).toBe('<first@agency.test>');
    expect(message.references).toEqual(['<first@agency.test>']);
    expect(message.headers['list-unsubscribe-post']).toEqual(['List-Unsubscribe=One-Click']);
    expect(message.headers['list-unsubscribe']?.[0]).toContain('<https://app.test/u/abc>');
    expect(message.text?.trim()).toBe('Hello');
    expect(message.html).toContain('<p>Hello</p>');
    expect(message.raw).toContain('In-Reply-To: <first@agency.test>');
  });
});

describe('fake SMTP server, default (the app notification mail)', () => {
  it('accepts plain SMTP without logging in and offers no STARTTLS', async () => {
    const smtp = await startFakeSmtp();
    try {
      expect(smtp.ca).toBeNull();
      await nodemailer.createTransport({ url: smtp.url }).sendMail(mail('joe@plumbing.test'));
      expect((await smtp.waitForMessages(1))[0]).toMatchObject({ secure: false, authUser: null });
    } finally {
      await smtp.close();
    }
  });
});
