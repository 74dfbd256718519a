// engine-sensitive: the test route's rate limit (counted in the database) and the one-address-per-team insert
import { createServer, type AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMailbox, TMailboxTestResult } from '@contracts/mailboxes';
import { mailboxes, mailboxInboxPositions, session, teamMember } from '../../db/schema';
import { invalidateSession } from '../../lib/session-cache';
import { startFakeSmtp, type TFakeSmtp } from '../../../fakes/smtp/start-fake-smtp';
import { hasDovecot, startDovecot, type TDovecot } from '@fakes/imap/start-dovecot';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { subscribe, userIdOf } from '../../../tests/seed-leads';

const SMTP_USER = 'sender@mail.test';
const SMTP_PASSWORD = 'smtp-pass-2026 with spaces';

/**
 * Team mailboxes against real servers (issue 35): the SMTP fake (smtp-server, AUTH checked) and a private Debian
 * dovecot for IMAP, both on loopback, which this app may reach (CRAWLER_ALLOW_PRIVATE_NETWORKS, as in tests and the
 * demo); private and link-local addresses stay refused.
 */
describe.skipIf(postgresSkipped() || !hasDovecot())(`team mailboxes on ${testDbKind()}`, () => {
  let t: TestApp;
  let smtp: TFakeSmtp;
  let imap: TDovecot;
  let owner: string;
  let ownerId: string;
  let teamId: string;
  let member: string;
  let stranger: string;

  const body = (overrides: { smtp?: object; imap?: object; fromAddress?: string } = {}) => ({
    fromName: 'Anna from Agency',
    fromAddress: overrides.fromAddress ?? 'anna@agency.test',
    smtp: {
      host: '127.0.0.1',
      port: smtp.port,
      tls: 'none',
      user: SMTP_USER,
      password: SMTP_PASSWORD,
      ...overrides.smtp,
    },
    imap: {
      host: 'localhost',
      port: imap.port,
      tls: 'none',
      user: imap.user,
      password: imap.password,
      ...overrides.imap,
    },
  });
  const connect = (cookie: string, json: unknown) => t.request('/api/mailboxes', { cookie, body: json });
  const json = async <T>(res: Response) => (await res.json()) as T;

  beforeAll(async () => {
    [smtp, imap] = await Promise.all([
      startFakeSmtp({ users: { [SMTP_USER]: SMTP_PASSWORD } }),
      startDovecot({ password: SMTP_PASSWORD }),
    ]);
    t = await createTestApp({ CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true' });
    owner = await t.signUp('owner@agency.test');
    ownerId = await userIdOf(t.db, 'owner@agency.test');
    await subscribe(t.db, ownerId);
    const made = await t.request('/api/auth/organization/create', {
      cookie: owner,
      body: { name: 'Agency', slug: 'agency-mailboxes' },
    });
    teamId = (await json<{ id: string }>(made)).id;
    member = await t.signUp('member@agency.test');
    const memberId = await userIdOf(t.db, 'member@agency.test');
    await t.db.insert(teamMember).values({ id: 'mailbox-member', teamId, userId: memberId, role: 'member' });
    const active = await t.request('/api/auth/organization/set-active', {
      cookie: member,
      body: { organizationId: teamId },
    });
    expect(active.status).toBe(200);
    stranger = await t.signUp('stranger@elsewhere.test');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await Promise.all([smtp?.close(), imap?.stop()]);
  });

  it('connects a mailbox whose servers sign in, and its test passes; no password ever comes back', async () => {
    // IMAP's password left out: the SMTP one, which dovecot knows too.
    const created = await connect(owner, {
      ...body({ imap: { password: undefined } }),
      physicalAddress: ' 1 Main St, Springfield ',
    });
    expect(created.status).toBe(201);
    const text = await created.text();
    expect(text).not.toContain(SMTP_PASSWORD);
    const mailbox = JSON.parse(text) as TMailbox;
    expect(mailbox).toMatchObject({
      fromAddress: 'anna@agency.test',
      smtp: { host: '127.0.0.1', tls: 'none', user: SMTP_USER, passwordSet: true },
      imap: { host: 'localhost', passwordSet: true },
      window: { timeZone: 'UTC', days: [1, 2, 3, 4, 5], startHour: 9, endHour: 17 },
      dailyCap: 50,
      physicalAddress: '1 Main St, Springfield',
      readyToSend: true,
      lastTest: { ok: true },
    });
    // Sealed in the row, not stored as typed.
    const [row] = await t.db.select().from(mailboxes).where(eq(mailboxes.id, mailbox.id));
    expect(row.smtpPasswordEncrypted).not.toContain(SMTP_PASSWORD);
    expect(row.imapPasswordEncrypted).not.toContain(SMTP_PASSWORD);

    const tested = await t.request(`/api/mailboxes/${mailbox.id}/test`, { cookie: owner, body: {} });
    expect(tested.status).toBe(200);
    expect(await json<TMailboxTestResult>(tested)).toMatchObject({
      ok: true,
      smtp: { ok: true },
      imap: { ok: true },
    });

    for (const cookie of [owner, member]) {
      const listed = await t.request('/api/mailboxes', { cookie });
      const listedText = await listed.text();
      expect(listedText).not.toContain(SMTP_PASSWORD);
      expect((JSON.parse(listedText) as { mailboxes: TMailbox[] }).mailboxes.map((m) => m.id)).toEqual([
        mailbox.id,
      ]);
    }
    // The same address twice is a conflict.
    expect((await connect(owner, body())).status).toBe(409);
  });

  it('says "Authentication failed" for a wrong password, on either server, and keeps nothing', async () => {
    const smtpWrong = await connect(
      owner,
      body({ fromAddress: 'b@agency.test', smtp: { password: 'wrong' } }),
    );
    expect(smtpWrong.status).toBe(400);
    expect(await json(smtpWrong)).toEqual({
      code: 'MAILBOX_CONNECTION_FAILED',
      message: 'SMTP: Authentication failed',
    });
    const imapWrong = await connect(
      owner,
      body({ fromAddress: 'b@agency.test', imap: { password: 'wrong' } }),
    );
    expect(await json(imapWrong)).toEqual({
      code: 'MAILBOX_CONNECTION_FAILED',
      message: 'IMAP: Authentication failed',
    });
    const rows = await t.db.select({ address: mailboxes.fromAddress }).from(mailboxes);
    expect(rows.map((r) => r.address)).toEqual(['anna@agency.test']);
  });

  it('refuses a host in a private or link-local range before connecting, with the generic answer', async () => {
    for (const host of ['10.0.0.5', '169.254.169.254', '::ffff:169.254.169.254', '192.168.1.1']) {
      const res = await connect(
        owner,
        body({ fromAddress: 'c@agency.test', smtp: { host }, imap: { host } }),
      );
      // A connection tried would have said "Timed out" or "Could not connect".
      expect(await json(res)).toEqual({
        code: 'MAILBOX_CONNECTION_FAILED',
        message: 'SMTP: This host is not allowed; IMAP: This host is not allowed',
      });
    }
  });

  it('refuses an unencrypted connection to a public address', async () => {
    const res = await connect(owner, body({ fromAddress: 'c@agency.test', smtp: { host: '93.184.215.14' } }));
    expect(await json(res)).toEqual({
      code: 'MAILBOX_CONNECTION_FAILED',
      message: 'SMTP: This host needs TLS or STARTTLS',
    });
  });

  it('says "Could not connect" when nothing listens, and "TLS handshake failed" when TLS is not spoken', async () => {
    const closed = await connect(owner, body({ fromAddress: 'd@agency.test', imap: { port: 1 } }));
    expect(((await json(closed)) as { message: string }).message).toBe('IMAP: Could not connect');
    const tls = await connect(owner, body({ fromAddress: 'd@agency.test', smtp: { tls: 'tls' } }));
    expect(((await json(tls)) as { message: string }).message).toBe('SMTP: TLS handshake failed');
  });

  it('changes the sending window, cap and footer address; bad input is a 400 with a readable message', async () => {
    const [{ id }] = await t.db.select({ id: mailboxes.id }).from(mailboxes);
    const changed = await t.request(`/api/mailboxes/${id}`, {
      method: 'PATCH',
      cookie: owner,
      body: {
        window: { timeZone: 'Europe/Berlin', days: [1, 3, 5], startHour: 8, endHour: 12 },
        dailyCap: 2000,
        physicalAddress: '',
      },
    });
    expect(changed.status).toBe(200);
    const text = await changed.text();
    expect(text).not.toContain(SMTP_PASSWORD);
    expect(JSON.parse(text)).toMatchObject({
      window: { timeZone: 'Europe/Berlin', days: [1, 3, 5], startHour: 8, endHour: 12 },
      dailyCap: 2000,
      readyToSend: false,
    });
    const bad: [unknown, string][] = [
      [{ dailyCap: 2001 }, 'The daily cap must be from 1 to 2000'],
      [{ dailyCap: 0 }, 'The daily cap must be from 1 to 2000'],
      [
        { window: { timeZone: 'Mars/Olympus', days: [1], startHour: 9, endHour: 17 } },
        'Choose a time zone such as Europe/Berlin',
      ],
      [
        { window: { timeZone: 'UTC', days: [1], startHour: 17, endHour: 9 } },
        'The window must end after it starts',
      ],
      [{ window: { timeZone: 'UTC', days: [], startHour: 9, endHour: 17 } }, 'Choose at least one weekday'],
    ];
    for (const [patch, message] of bad) {
      const res = await t.request(`/api/mailboxes/${id}`, { method: 'PATCH', cookie: owner, body: patch });
      expect(res.status).toBe(400);
      expect(((await json(res)) as { message: string }).message).toContain(message);
    }
    const badHost = await connect(owner, body({ smtp: { host: 'https://smtp.example.com:465' } }));
    expect(badHost.status).toBe(400);
    expect(((await json(badHost)) as { code: string }).code).toBe('VALIDATION_ERROR');
    for (const raw of ['{', '[]', JSON.stringify({ ...body(), smtp: { ...body().smtp, port: 70_000 } })]) {
      const res = await t.request('/api/mailboxes', {
        cookie: owner,
        body: raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
    }
  });

  it('lets a member list the mailboxes but not connect, change, test or remove one', async () => {
    const [{ id }] = await t.db.select({ id: mailboxes.id }).from(mailboxes);
    const tries: [string, string, unknown][] = [
      ['POST', '/api/mailboxes', body({ fromAddress: 'm@agency.test' })],
      ['PATCH', `/api/mailboxes/${id}`, { dailyCap: 10 }],
      ['PUT', `/api/mailboxes/${id}/servers`, { smtp: body().smtp, imap: body().imap }],
      ['POST', `/api/mailboxes/${id}/test`, {}],
      ['DELETE', `/api/mailboxes/${id}`, undefined],
    ];
    for (const [method, path, payload] of tries) {
      const res = await t.request(path, { method, cookie: member, body: payload });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 403 });
    }
    expect((await t.request('/api/mailboxes', { cookie: member })).status).toBe(200);
  });

  it('answers another team 404 for the mailbox on every route, and it stays as it was', async () => {
    const [before] = await t.db.select().from(mailboxes);
    const tries: [string, string, unknown][] = [
      ['PATCH', `/api/mailboxes/${before.id}`, { dailyCap: 10 }],
      ['PUT', `/api/mailboxes/${before.id}/servers`, { smtp: body().smtp, imap: body().imap }],
      ['POST', `/api/mailboxes/${before.id}/test`, {}],
      ['DELETE', `/api/mailboxes/${before.id}`, undefined],
    ];
    for (const [method, path, payload] of tries) {
      const res = await t.request(path, { method, cookie: stranger, body: payload });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
    }
    const listed = await json<{ mailboxes: TMailbox[] }>(
      await t.request('/api/mailboxes', { cookie: stranger }),
    );
    expect(listed.mailboxes).toEqual([]);
    const [after] = await t.db.select().from(mailboxes);
    expect(after).toEqual(before);
  });

  it('asks a session past the step-up window to re-authenticate before new servers, a new mailbox or removal', async () => {
    const [{ id }] = await t.db.select({ id: mailboxes.id }).from(mailboxes);
    const dayAgo = sql`now() - interval '1 day'`;
    const sessions = await t.db
      .update(session)
      .set({ secondStepAt: dayAgo, createdAt: dayAgo })
      .where(eq(session.userId, ownerId))
      .returning({ token: session.token });
    for (const { token } of sessions) await invalidateSession(t.db, token);
    const tries: [string, string, unknown][] = [
      ['POST', '/api/mailboxes', body({ fromAddress: 'late@agency.test' })],
      ['PUT', `/api/mailboxes/${id}/servers`, { smtp: body().smtp, imap: body().imap }],
      ['DELETE', `/api/mailboxes/${id}`, undefined],
    ];
    for (const [method, path, payload] of tries) {
      const res = await t.request(path, { method, cookie: owner, body: payload });
      expect({ path, status: res.status, code: ((await res.json()) as { code: string }).code }).toEqual({
        path,
        status: 403,
        code: 'PASSWORD_REQUIRED',
      });
    }
    // Settings and tests do not outlive the session's reach: no step-up.
    expect(
      (await t.request(`/api/mailboxes/${id}`, { method: 'PATCH', cookie: owner, body: { dailyCap: 20 } }))
        .status,
    ).toBe(200);
    const confirmed = await t.request('/api/account/confirm-password', {
      cookie: owner,
      body: { password: 'scout-pass-2026' },
    });
    expect(confirmed.status).toBe(204);
    // Where its inbox was read to: kept while the IMAP account stays, cleared when it changes (decision 137).
    await t.db.insert(mailboxInboxPositions).values({ mailboxId: id, uidValidity: '7', lastUid: 40 });
    const replace = (imapHost: string) =>
      t.request(`/api/mailboxes/${id}/servers`, {
        method: 'PUT',
        cookie: owner,
        body: { smtp: body().smtp, imap: { ...body().imap, host: imapHost } },
      });
    expect((await replace('localhost')).status).toBe(200);
    expect(await t.db.select().from(mailboxInboxPositions)).toHaveLength(1);
    const replaced = await replace('127.0.0.1');
    expect(replaced.status).toBe(200);
    expect(await t.db.select().from(mailboxInboxPositions)).toEqual([]);
    const replacedText = await replaced.text();
    expect(replacedText).not.toContain(SMTP_PASSWORD);
    expect(JSON.parse(replacedText)).toMatchObject({ imap: { host: '127.0.0.1' }, lastTest: { ok: true } });
    const removed = await t.request(`/api/mailboxes/${id}`, { method: 'DELETE', cookie: owner });
    expect(removed.status).toBe(200);
    expect(await t.db.select().from(mailboxes)).toEqual([]);
  });

  it('limits the server checks per person, so the answers cannot map a network', async () => {
    const other = await t.signUp('scanner@elsewhere.test');
    const statuses: number[] = [];
    for (let port = 1; port <= 22; port++) {
      const res = await connect(other, body({ fromAddress: `scan${port}@elsewhere.test`, smtp: { port } }));
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
  });
});

/** Without CRAWLER_ALLOW_PRIVATE_NETWORKS (production's default), a name that resolves to loopback is refused too. */
describe.skipIf(postgresSkipped())(`mailbox hosts under the default address rule on ${testDbKind()}`, () => {
  let t: TestApp;
  /** A port on loopback that counts who connects. */
  const listener = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  let connections = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => listener.close(resolve));
  });

  it('resolves the name, finds loopback and refuses it before connecting', async () => {
    const cookie = await t.signUp('owner@solo.test');
    const { port } = listener.address() as AddressInfo;
    const server = { host: 'localhost', port, tls: 'starttls', user: 'u', password: 'p' };
    const res = await t.request('/api/mailboxes', {
      cookie,
      body: { fromName: 'Solo', fromAddress: 'solo@solo.test', smtp: server, imap: server },
    });
    expect(await res.json()).toEqual({
      code: 'MAILBOX_CONNECTION_FAILED',
      message: 'SMTP: This host is not allowed; IMAP: This host is not allowed',
    });
    expect(connections).toBe(0);
  });
});
