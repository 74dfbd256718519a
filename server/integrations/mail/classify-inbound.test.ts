import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from '../../features/suppressions/unsubscribe-token';
import {
  exchangeOutOfOffice,
  gmailReply,
  outlookReply,
  plainTextBounce,
  postfixDelayed,
  postfixHardBounce,
  unsubscribeMail,
  vacationAutoReply,
  wire,
} from '../../../tests/inbound-mail';
import { classifyInbound, parseInbound } from './classify-inbound';
import { replySnippet } from './reply-snippet';

const SECRET = 'a-test-app-secret-of-at-least-32-characters';
const options = { isUnsubscribeToken: (token: string) => verifyUnsubscribeToken(SECRET, token) !== null };
const classify = async (text: string) => classifyInbound(await parseInbound(wire(text)), options);

describe('classifyInbound', () => {
  it('reads a Gmail reply: the ids it answers, newest first, and only the new words', async () => {
    expect(await classify(gmailReply)).toEqual({
      kind: 'reply',
      messageId: '<CAJx7Vt=QW9y1fP0Hq@mail.gmail.com>',
      from: 'owner@bakery.test',
      subject: "Re: Your bakery's website",
      refersTo: ['<ls-second@agency.test>', '<ls-first@agency.test>'],
      snippet:
        'Hi Anna, yes, the booking form has been broken since the summer. Can you call me on Monday after 2 pm? Olga',
      bounce: null,
      unsubscribeToken: null,
    });
  });

  it('matches an Outlook reply by References alone and cuts its quoted header block', async () => {
    const reply = await classify(outlookReply);
    expect(reply).toMatchObject({ kind: 'reply', from: 'bernd@baeckerei-beispiel.test' });
    expect(reply.refersTo).toEqual(['<ls-first@agency.test>']);
    expect(reply.snippet).toBe(
      'Hallo Anna, danke, wir haben kein Interesse. Bitte nicht mehr schreiben. Grüße Bernd',
    );
  });

  it('records an RFC 3834 automatic reply and an Exchange out-of-office as auto_reply, with what they answer', async () => {
    const vacation = await classify(vacationAutoReply);
    expect(vacation).toMatchObject({ kind: 'auto_reply', refersTo: ['<ls-first@agency.test>'] });
    expect(vacation.snippet).toMatch(/^I am on holiday until 4 January/);
    const outOfOffice = await classify(exchangeOutOfOffice);
    expect(outOfOffice).toMatchObject({ kind: 'auto_reply', from: 'carla@cafe.test' });
    expect(outOfOffice.refersTo).toEqual(['<ls-first@agency.test>']);
  });

  it.each([
    ['Auto-Submitted: auto-generated', 'Your website', 'auto_reply'],
    ['Auto-Submitted: no', 'Your website', 'reply'],
    ['X-Autoreply: yes', 'Your website', 'auto_reply'],
    ['X-Autorespond: Your website', 'Your website', 'auto_reply'],
    ['Precedence: junk', 'Your website', 'auto_reply'],
    ['X-Mailer: Thunderbird', 'Out of Office: Your website', 'auto_reply'],
    ['X-Mailer: Thunderbird', 'Abwesenheitsnotiz: Your website', 'auto_reply'],
    ['X-Mailer: Thunderbird', 'Réponse automatique : Your website', 'auto_reply'],
    ['X-Mailer: Thunderbird', 'Re: Out of office hours we close at 6', 'reply'],
  ])('%s with the subject "%s" is %s', async (header, subject, kind) => {
    const message = `From: someone@shop.test\nTo: anna@agency.test\n${header}\nSubject: ${subject}\n\nHello\n`;
    expect((await classify(message)).kind).toBe(kind);
  });

  it('reads a Postfix hard bounce: the returned Message-ID, both recipient forms, status and diagnostic', async () => {
    const bounce = await classify(postfixHardBounce);
    expect(bounce).toMatchObject({ kind: 'bounce_hard', from: 'mailer-daemon@mx.agency.test', snippet: '' });
    expect(bounce.refersTo).toEqual(['<ls-first@agency.test>']);
    expect(bounce.bounce).toEqual({
      recipients: ['nobody@bakery.test'],
      status: '5.1.1',
      diagnostic:
        '550 5.1.1 <nobody@bakery.test>: Recipient address rejected: User unknown in virtual mailbox table',
    });
  });

  it('reads a delayed report as a soft bounce, with the id from the returned message/rfc822', async () => {
    const delayed = await classify(postfixDelayed);
    expect(delayed.kind).toBe('bounce_soft');
    expect(delayed.refersTo).toEqual(['<ls-second@agency.test>']);
    expect(delayed.bounce).toMatchObject({ recipients: ['owner@slow-bakery.test'], status: '4.4.1' });
    expect(delayed.bounce?.diagnostic).toMatch(/^connect to mx\.slow-bakery\.test.*Connection timed out$/);
  });

  it('takes a 4.x.x failure as soft and a success report as other', async () => {
    const failedForNow = postfixHardBounce.replace('Status: 5.1.1', 'Status: 4.2.2');
    expect((await classify(failedForNow)).kind).toBe('bounce_soft');
    const noStatus = postfixHardBounce.replace('Status: 5.1.1\n', '');
    expect(await classify(noStatus)).toMatchObject({ kind: 'bounce_soft', bounce: { status: null } });
    const delivered = postfixHardBounce
      .replace('Action: failed', 'Action: delivered')
      .replace('5.1.1', '2.0.0');
    expect(await classify(delivered)).toMatchObject({ kind: 'other', bounce: null });
  });

  it('reads a plain-text bounce from the mailer daemon by its status code and quoted headers', async () => {
    const bounce = await classify(plainTextBounce);
    expect(bounce).toMatchObject({ kind: 'bounce_hard', refersTo: ['<ls-florist@agency.test>'] });
    expect(bounce.bounce).toEqual({
      recipients: ['gone@florist.test'],
      status: '5.1.1',
      diagnostic: '550 5.1.1 The email account that you tried to reach does not exist.',
    });
    const withoutHeader = plainTextBounce.replace('X-Failed-Recipients: gone@florist.test\n', '');
    expect((await classify(withoutHeader)).bounce?.recipients).toEqual(['gone@florist.test']);
    const temporary = plainTextBounce.replace('550 5.1.1', '452 4.2.2').replace('(Failure)', '(Delay)');
    expect(await classify(temporary)).toMatchObject({ kind: 'bounce_soft', bounce: { status: '4.2.2' } });
    const unreadable = plainTextBounce.replace('550 5.1.1', 'Sorry:');
    expect(await classify(unreadable)).toMatchObject({ kind: 'bounce_soft', bounce: { status: null } });
    const notABounce = plainTextBounce.replace('Delivery Status Notification (Failure)', 'Your quota');
    expect((await classify(notABounce)).kind).toBe('other');
  });

  it('takes an unsubscribe mail only with a token the caller accepts; otherwise it is a reply', async () => {
    const token = signUnsubscribeToken(SECRET, { teamId: 'team-1', email: 'owner@bakery.test' });
    expect(await classify(unsubscribeMail(token))).toMatchObject({
      kind: 'unsubscribe',
      from: 'owner@bakery.test',
      unsubscribeToken: token,
    });
    const forged = signUnsubscribeToken('another-secret-of-at-least-32-characters!', {
      teamId: 'team-1',
      email: 'owner@bakery.test',
    });
    expect((await classify(unsubscribeMail(forged))).kind).toBe('reply');
    const noSubject = unsubscribeMail(token).replace('Subject: unsubscribe', 'Subject: Hello');
    expect((await classify(noSubject)).kind).toBe('reply');
  });

  it('calls list mail that answers nothing, and mail without a sender, other', async () => {
    const newsletter = `From: news@bakery-supplies.test\nTo: anna@agency.test\nList-Id: <news.bakery-supplies.test>\nList-Unsubscribe: <https://bakery-supplies.test/u>\nSubject: Flour prices\n\nNews\n`;
    expect((await classify(newsletter)).kind).toBe('other');
    const listReply = newsletter.replace('Subject:', 'In-Reply-To: <ls-first@agency.test>\nSubject:');
    expect((await classify(listReply)).kind).toBe('reply');
    expect((await classify('To: anna@agency.test\nSubject: Hi\n\nHello\n')).kind).toBe('other');
  });
});

describe('parseInbound', () => {
  it('still classifies a message whose HTML mailparser cannot turn into text, by its headers', async () => {
    const html = `From: owner@bakery.test\nIn-Reply-To: <ls-first@agency.test>\nSubject: Re: Hi\nContent-Type: text/html\n\n${'<div>'.repeat(5000)}Yes\n`;
    expect(await classify(html)).toMatchObject({
      kind: 'reply',
      refersTo: ['<ls-first@agency.test>'],
      snippet: '',
    });
  });
});

describe('replySnippet', () => {
  it('cuts German and French attributions, > lines and the signature', () => {
    expect(replySnippet('Gerne!\n\nAm 05.12.2026 um 08:02 schrieb Anna <anna@agency.test>:\n> Hallo')).toBe(
      'Gerne!',
    );
    expect(
      replySnippet("D'accord.\nLe sam. 5 déc. 2026 à 08:02, Anna <anna@agency.test> a écrit :\n> Bonjour"),
    ).toBe("D'accord.");
    expect(replySnippet('Yes.\n> quoted\nAnd more.\n-- \nOlga Owner\nBakery')).toBe('Yes. And more.');
  });

  it('keeps at most 300 characters, cut at a word', () => {
    const snippet = replySnippet('word '.repeat(100));
    expect(snippet.length).toBeLessThanOrEqual(300);
    expect(snippet).toMatch(/ word…$/);
  });
});
