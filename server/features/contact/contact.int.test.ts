import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSmtp, type TFakeSmtp } from '@fakes/smtp/start-fake-smtp';
import { createApp } from '../../app';
import { supportMessages } from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';

const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  category: 'technical-support',
  subject: 'Export question',
  message: 'How do I export my leads to a spreadsheet?',
};

describe.skipIf(postgresSkipped())(`contact form on ${testDbKind()}`, () => {
  let t: TestApp;
  let smtp: TFakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'LeadScout Support <support@leadscout.test>' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => smtp.reset());

  const send = (body: unknown) => t.request('/api/contact', { body });
  const messageOf = async (res: Response) => ({
    status: res.status,
    message: (await res.json()).message as string,
  });

  it.each([
    ['name', 'A', 'Name must be at least 2 characters'],
    ['name', '  A  ', 'Name must be at least 2 characters'],
    ['name', 'A'.repeat(101), 'Name must be less than 100 characters'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['email', `${'a'.repeat(244)}@example.com`, 'Email must be less than 255 characters'],
    ['category', 'sales', 'Please choose a category'],
    ['subject', 'Help', 'Subject must be at least 5 characters'],
    ['subject', 'S'.repeat(201), 'Subject must be less than 200 characters'],
    ['message', 'M'.repeat(19), 'Message must be at least 20 characters'],
    ['message', `  ${'M'.repeat(19)}  `, 'Message must be at least 20 characters'],
    ['message', 'M'.repeat(2001), 'Message must be less than 2000 characters'],
  ])('refuses %s %j with the spec message', async (field, value, expected) => {
    expect(await messageOf(await send({ ...VALID, [field]: value }))).toEqual({
      status: 400,
      message: expected,
    });
  });

  it.each([
    ['name', 'Al'],
    ['name', 'A'.repeat(100)],
    ['email', `${'a'.repeat(243)}@example.com`],
    ['subject', 'Hello'],
    ['subject', 'S'.repeat(200)],
    ['message', 'M'.repeat(20)],
    ['message', 'M'.repeat(2000)],
  ])('accepts %s at the boundary (%#)', async (field, value) => {
    const res = await send({ ...VALID, [field]: value });
    expect(res.status).toBe(201);
  });

  it('stores the trimmed message and mails support through SMTP with reply-to the visitor', async () => {
    const res = await send({
      ...VALID,
      name: '  Grace Hopper ',
      subject: '  Billing date  ',
      category: 'billing',
      email: ' grace@example.com ',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });

    const [mail] = await smtp.waitForMessages(1);
    expect(mail.envelopeTo).toEqual(['support@leadscout.test']);
    expect(mail.envelopeFrom).toBe('support@leadscout.test');
    expect(mail.subject).toBe('[Support · Billing] Billing date');
    expect(mail.replyTo).toContain('grace@example.com');
    expect(mail.text).toContain(VALID.message);
    expect(mail.text).toContain('From: Grace Hopper <grace@example.com>');

    const [row] = await t.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.email, 'grace@example.com'));
    expect(row).toMatchObject({
      name: 'Grace Hopper',
      subject: 'Billing date',
      category: 'billing',
      delivered: true,
    });
    expect(row.ipAddress).toMatch(/^10\.0\.0\./);
  });

  it('keeps the message when SMTP refuses it, and shows it to admins only', async () => {
    const admin = await t.signUp('admin@example.com');
    const user = await t.signUp('user@example.com');
    const mailedBefore = smtp.messages.length; // the two sign-ups' verification mails
    smtp.refuseRecipients({ code: 550, message: 'Mailbox unavailable' });
    const res = await send({ ...VALID, subject: 'Lost in the mail' });
    expect(res.status).toBe(201);
    expect(smtp.messages).toHaveLength(mailedBefore);

    const list = await (await t.request('/api/admin/support-messages', { cookie: admin })).json();
    expect(list[0]).toMatchObject({ subject: 'Lost in the mail', delivered: false, email: VALID.email });
    expect((await t.request('/api/admin/support-messages', { cookie: user })).status).toBe(403);
    expect((await t.request('/api/admin/support-messages')).status).toBe(401);
  });

  it('answers a bot that fills the honeypot like anyone else, then drops the message', async () => {
    const res = await send({ ...VALID, subject: 'Cheap backlinks', website: 'http://spam.example' });
    expect(res.status).toBe(201);
    const rows = await t.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.subject, 'Cheap backlinks'));
    expect(rows).toHaveLength(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it('allows five messages per network address in ten minutes', async () => {
    const sameAddress = createApp(t.deps, { clientIp: () => '203.0.113.9' });
    const post = (subject: string) =>
      sameAddress.request('/api/contact', {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ ...VALID, subject }),
      });
    for (let i = 1; i <= 5; i++) expect((await post(`Question number ${i}`)).status).toBe(201);
    const sixth = await post('Question number 6');
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).code).toBe('RATE_LIMITED');
    // Another address is not affected.
    expect((await send({ ...VALID, subject: 'From elsewhere' })).status).toBe(201);
  });
});
