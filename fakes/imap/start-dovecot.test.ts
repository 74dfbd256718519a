import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deliverToInbox, mailProgram } from './deliver-to-inbox';
import { prospectReply } from './prospect-reply';
import { hasDovecot, startDovecot, type TDovecot } from './start-dovecot';

/** INBOX as a mail program sees it: UIDVALIDITY, and each message's UID, sender, subject and what it answers. */
async function inboxOf(imap: TDovecot) {
  const client = await mailProgram(imap);
  try {
    const { uidValidity } = await client.mailboxOpen('INBOX', { readOnly: true });
    const messages = [];
    for await (const m of client.fetch('1:*', { uid: true, envelope: true }))
      messages.push({
        uid: m.uid,
        from: m.envelope?.from?.[0]?.address,
        subject: m.envelope?.subject,
        inReplyTo: m.envelope?.inReplyTo,
      });
    return { uidValidity: String(uidValidity), messages };
  } finally {
    await client.logout();
  }
}

const sent = {
  sender: 'dana@demo-agency.test',
  prospect: 'owner@plumbing.test',
  subject: 'Quick idea for Kelly Plumbing',
  messageId: '<ls-first@demo-agency.test>',
};

describe.skipIf(!hasDovecot())('the private dovecot (the IMAP side of the mailbox fake)', () => {
  const home = mkdtempSync(join(tmpdir(), 'leadscout-dovecot-home-'));
  afterAll(() => rmSync(home, { recursive: true, force: true }));

  it('serves the same mailbox to a later instance on the same home: messages, UIDs and UIDVALIDITY', async () => {
    const first = await startDovecot({ user: sent.sender, home });
    let before: Awaited<ReturnType<typeof inboxOf>>;
    try {
      await deliverToInbox(
        first,
        prospectReply({ ...sent, subject: `Re: ${sent.subject}` }, 'Yes, call me.'),
      );
      before = await inboxOf(first);
    } finally {
      await first.stop();
    }
    expect(before.messages).toEqual([
      { uid: 1, from: sent.prospect, subject: `Re: ${sent.subject}`, inReplyTo: sent.messageId },
    ]);

    const second = await startDovecot({ user: sent.sender, home });
    try {
      expect(await deliverToInbox(second, prospectReply(sent, 'And on Wednesday.'))).toEqual([2]);
      const after = await inboxOf(second);
      expect(after.uidValidity).toBe(before.uidValidity);
      expect(after.messages.map((m) => m.uid)).toEqual([1, 2]);
    } finally {
      await second.stop();
    }
  });
});
