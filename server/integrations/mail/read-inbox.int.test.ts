import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAddressRule } from '../../features/mailboxes/mailbox-address-rule';
import { deliverToInbox, mailProgram } from '@fakes/imap/deliver-to-inbox';
import { hasDovecot, startDovecot, type TDovecot } from '@fakes/imap/start-dovecot';
import {
  exchangeOutOfOffice,
  gmailReply,
  outlookReply,
  postfixHardBounce,
  wire,
} from '../../../tests/inbound-mail';
import { startTcpTap, type TTcpTap } from '../../../tests/tcp-tap';
import type { TMailServerLogin } from './connect-target';
import { readInboxSince, type TInboxPosition, type TReadInboxOptions } from './read-inbox';
import { waitForInbox } from './wait-for-inbox';

/** Tests: loopback allowed (CRAWLER_ALLOW_PRIVATE_NETWORKS); production's default refuses it. */
const rule = mailAddressRule({ CRAWLER_ALLOW_PRIVATE_NETWORKS: true, CRAWLER_ALLOWED_NETWORKS: [] });
const strictRule = mailAddressRule({ CRAWLER_ALLOW_PRIVATE_NETWORKS: false, CRAWLER_ALLOWED_NETWORKS: [] });
const classify = { isUnsubscribeToken: () => false };
const limits = { maxMessages: 50, maxBytes: 64 * 1024, classify };

/** Another mail program's connection to the same mailbox, through which mail "arrives". */
const deliver = (imap: TDovecot, ...messages: string[]) => deliverToInbox(imap, ...messages.map(wire));

/**
 * Reading an outreach mailbox's INBOX (decision 137) against a private dovecot; `tap` relays the watcher's
 * connections to count what it downloads and see when it idles.
 */
describe.skipIf(!hasDovecot())('reading replies and bounces from the inbox', () => {
  let imap: TDovecot;
  let tap: TTcpTap;
  let login: TMailServerLogin;
  const read = (position: TInboxPosition, options: Partial<TReadInboxOptions> = {}) =>
    readInboxSince(login, rule, { ...limits, ...position, ...options });
  /** Where the inbox stands now, as a first read leaves it. */
  const now = () => read({ uidValidity: null, lastUid: 0 });

  beforeAll(async () => {
    imap = await startDovecot();
    tap = await startTcpTap(imap.port);
    login = { host: 'localhost', port: tap.port, tls: 'none', user: imap.user, password: imap.password };
  }, 60_000);
  afterAll(async () => {
    await tap?.close();
    await imap?.stop();
  });

  it('starts at the newest message, then reads only what arrived, in UID order, classified and unread', async () => {
    const [old] = await deliver(imap, gmailReply);
    const first = await now();
    expect(first).toEqual({ uidValidity: expect.any(Number), lastUid: old, messages: [] });
    const [bounceUid, replyUid, autoUid] = await deliver(
      imap,
      postfixHardBounce,
      outlookReply,
      exchangeOutOfOffice,
    );
    const page = await read(first, { maxMessages: 2 });
    expect(page.messages.map((m) => [m.uid, m.classification.kind])).toEqual([
      [bounceUid, 'bounce_hard'],
      [replyUid, 'reply'],
    ]);
    expect(page.lastUid).toBe(replyUid);
    expect(page.messages[0].classification).toMatchObject({
      refersTo: ['<ls-first@agency.test>'],
      bounce: { recipients: ['nobody@bakery.test'], status: '5.1.1' },
    });
    expect(page.messages[1]).toMatchObject({
      truncated: false,
      classification: { from: 'bernd@baeckerei-beispiel.test' },
    });
    const rest = await read(page);
    expect(rest.messages.map((m) => [m.uid, m.classification.kind])).toEqual([[autoUid, 'auto_reply']]);
    expect(rest.lastUid).toBe(autoUid);
    expect(await read(rest)).toEqual({ ...rest, messages: [] });
    // Another UIDVALIDITY: nothing is read again, the position moves to the newest message.
    expect(await read({ uidValidity: rest.uidValidity + 1, lastUid: 0 })).toEqual({ ...rest, messages: [] });
    // EXAMINE and BODY.PEEK: the person still sees the replies as unread.
    const flags = await mailProgram(imap);
    const lock = await flags.getMailboxLock('INBOX');
    try {
      const seen = [];
      for await (const m of flags.fetch(`${bounceUid}:${autoUid}`, { flags: true }, { uid: true }))
        seen.push(m.flags?.has('\\Seen'));
      expect(seen).toEqual([false, false, false]);
    } finally {
      lock.release();
      await flags.logout();
    }
  });

  it('fetches a message above maxBytes only in part and classifies it by its beginning', async () => {
    const start = await now();
    const attachment = Buffer.alloc(400_000, 'PDF-DATA ').toString('base64').replace(/.{76}/g, '$&\n');
    const large = gmailReply
      .replace(
        'Content-Type: multipart/alternative; boundary="000000000000a1b2c3d4e5f6"',
        'Content-Type: multipart/mixed; boundary="000000000000a1b2c3d4e5f6"',
      )
      .replace(
        '--000000000000a1b2c3d4e5f6--',
        `--000000000000a1b2c3d4e5f6\nContent-Type: application/pdf; name="menu.pdf"\nContent-Transfer-Encoding: base64\n\n${attachment}\n--000000000000a1b2c3d4e5f6--`,
      );
    const [uid] = await deliver(imap, large);
    const before = tap.bytesFromServer();
    const result = await read(start, { maxBytes: 32 * 1024 });
    const downloaded = tap.bytesFromServer() - before;
    expect(result.messages).toHaveLength(1);
    expect(result.messages[0]).toMatchObject({ uid, truncated: true, classification: { kind: 'reply' } });
    expect(result.messages[0].size).toBeGreaterThan(500_000);
    expect(result.messages[0].classification.snippet).toMatch(/^Hi Anna, yes, the booking form/);
    expect(downloaded).toBeGreaterThan(32 * 1024);
    expect(downloaded).toBeLessThan(64 * 1024);
  });

  it('waits in IDLE and wakes when another connection delivers a message', async () => {
    const seen = await now();
    const idling = tap.clientSent(/^\S+ IDLE\r\n/m);
    const waiting = waitForInbox(login, rule, {
      seen,
      signal: new AbortController().signal,
      timeoutMs: 20_000,
    });
    await idling;
    await deliver(imap, outlookReply);
    expect(await waiting).toBe('new_mail');
    // Mail that arrived since the last read ends the wait at once; so does a UIDVALIDITY that changed.
    const signal = new AbortController().signal;
    expect(await waitForInbox(login, rule, { seen, signal, timeoutMs: 20_000 })).toBe('new_mail');
    expect(
      await waitForInbox(login, rule, { seen: { ...seen, uidValidity: null }, signal, timeoutMs: 20_000 }),
    ).toBe('new_mail');
  });

  it('ends a wait with nothing new at the timeout, or when aborted', async () => {
    const seen = await now();
    const signal = new AbortController().signal;
    expect(await waitForInbox(login, rule, { seen, signal, timeoutMs: 200 })).toBe('timeout');
    const controller = new AbortController();
    const idling = tap.clientSent(/^\S+ IDLE\r\n/m);
    const waiting = waitForInbox(login, rule, { seen, signal: controller.signal, timeoutMs: 20_000 });
    await idling;
    controller.abort();
    expect(await waiting).toBe('aborted');
    // Aborted while it was still signing in: it never starts to idle.
    const early = new AbortController();
    const signingIn = waitForInbox(login, rule, { seen, signal: early.signal, timeoutMs: 20_000 });
    early.abort();
    expect(await signingIn).toBe('aborted');
  });

  it('refuses a host in a private range before connecting', async () => {
    let connections = 0;
    const listener = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = listener.address() as AddressInfo;
      const position = { uidValidity: null, lastUid: 0 };
      await expect(
        readInboxSince({ ...login, host: 'localhost', port }, strictRule, { ...limits, ...position }),
      ).rejects.toThrow('This host is not allowed');
      await expect(
        readInboxSince({ ...login, host: '10.0.0.5' }, rule, { ...limits, ...position }),
      ).rejects.toThrow('This host is not allowed');
      const signal = new AbortController().signal;
      await expect(
        waitForInbox({ ...login, host: 'localhost', port }, strictRule, {
          seen: position,
          signal,
          timeoutMs: 100,
        }),
      ).rejects.toThrow('This host is not allowed');
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});

describe.skipIf(!hasDovecot())('waiting on a server without IDLE', () => {
  let imap: TDovecot;
  let tap: TTcpTap;
  let login: TMailServerLogin;
  beforeAll(async () => {
    imap = await startDovecot({ imapCapability: 'IMAP4rev1 LITERAL+ SASL-IR ID ENABLE UIDPLUS' });
    tap = await startTcpTap(imap.port);
    login = { host: '127.0.0.1', port: tap.port, tls: 'none', user: imap.user, password: imap.password };
  }, 60_000);
  afterAll(async () => {
    await tap?.close();
    await imap?.stop();
  });

  it('logs out at once and sleeps (the watcher polls); mail arriving meanwhile waits for the next read', async () => {
    const seen = await readInboxSince(login, rule, { ...limits, uidValidity: null, lastUid: 0 });
    const signal = new AbortController().signal;
    expect(await waitForInbox(login, rule, { seen, signal, timeoutMs: 200 })).toBe('timeout');
    const controller = new AbortController();
    const loggedOut = tap.clientSent(/^\S+ LOGOUT\r\n/m);
    const waiting = waitForInbox(login, rule, { seen, signal: controller.signal, timeoutMs: 20_000 });
    await loggedOut;
    const [uid] = await deliver(imap, gmailReply);
    controller.abort();
    expect(await waiting).toBe('aborted');
    expect(tap.clientText()).not.toMatch(/^\S+ IDLE\r\n/m);
    const next = await readInboxSince(login, rule, { ...limits, ...seen });
    expect(next.messages.map((m) => [m.uid, m.classification.kind])).toEqual([[uid, 'reply']]);
  });
});
