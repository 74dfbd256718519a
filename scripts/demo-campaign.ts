import type { TCampaignDetail, TCampaignList, TLaunchedCampaign } from '@contracts/campaigns';
import type { TEmailSequence, TEmailTemplate } from '@contracts/outreach';
import type { TLead, TSearchWithLeads } from '@contracts/search';
import { deliverToInbox } from '@fakes/imap/deliver-to-inbox';
import { prospectReply } from '@fakes/imap/prospect-reply';
import type { TDovecot } from '@fakes/imap/start-dovecot';
import type { TFakeSmtpMessage } from '@fakes/smtp/start-fake-smtp';
import type { TDemoApi } from './demo-api';

/** The first run's campaign: the first leads of one search that can be written to, in three friendly steps. */
const FIRST_CAMPAIGN = {
  name: 'Demo: plumbers in Austin',
  search: { niche: 'plumber', location: 'Austin, TX', limit: 30 },
  leads: 5,
  dayOffsets: [0, 2, 4],
};
/** How long the scripted prospect takes to answer, so the page can show the lead contacted before it replied. */
const ANSWER_AFTER_MS = 5_000;
const ANSWER =
  'Thanks for reaching out! Our website could really use some help. Can you call me on Tuesday morning?';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The search's leads once its deeper checks (more emails, and each email's check) have ended. */
async function searchLeads(api: TDemoApi) {
  const { searchId } = await api<{ searchId: string }>('POST', '/api/searches', FIRST_CAMPAIGN.search);
  for (let i = 0; i < 360; i++) {
    const { search, leads } = await api<TSearchWithLeads>('GET', `/api/searches/${searchId}`);
    if (search.status === 'failed') break;
    const checking = leads.some((lead) => lead.deepStatus === 'pending' || lead.deepStatus === 'running');
    if (search.status === 'completed' && !checking) return leads;
    await sleep(500);
  }
  throw new Error('the demo search did not complete');
}

/** A lead the campaign can write to: it has an email, and the email check did not find its domain unable to take mail. */
const isReachable = (lead: TLead) =>
  lead.email !== null &&
  !lead.emailChecks.some((check) => check.email === lead.email && check.status === 'invalid');

/**
 * On the first run (the demo team has no campaign yet), launches a campaign the way a user would: a search, a list
 * of its leads that have an email, a three-step sequence of the built-in friendly templates and the demo mailbox.
 * Its id, or null when the team already has campaigns.
 */
export async function launchFirstDemoCampaign(
  api: TDemoApi,
  mailboxId: string,
  print: (line: string) => void,
): Promise<string | null> {
  const { campaigns } = await api<TCampaignList>('GET', '/api/campaigns');
  if (campaigns.length > 0) return null;
  print(
    'Preparing a demo campaign: a search for plumbers in Austin, TX and its deeper checks (about a minute)…',
  );
  const leads = (await searchLeads(api)).filter(isReachable).slice(0, FIRST_CAMPAIGN.leads);
  if (leads.length === 0) throw new Error('the demo search found no lead with an email to write to');
  const list = await api<{ id: string }>('POST', '/api/lists', {
    name: 'Demo prospects',
    leadIds: leads.map((lead) => lead.id),
  });
  const templates = await api<TEmailTemplate[]>('GET', '/api/email-templates');
  const friendly = (position: number) =>
    templates.find((t) => t.isSystemTemplate && t.tone === 'friendly' && t.sequencePosition === position)!;
  const sequence = await api<TEmailSequence>('POST', '/api/email-sequences', {
    name: 'Demo: friendly, three steps',
    steps: FIRST_CAMPAIGN.dayOffsets.map((dayOffset, i) => ({ templateId: friendly(i + 1).id, dayOffset })),
  });
  const launched = await api<TLaunchedCampaign>('POST', '/api/campaigns', {
    name: FIRST_CAMPAIGN.name,
    sequenceId: sequence.id,
    listId: list.id,
    mailboxIds: [mailboxId],
  });
  return launched.campaign.id;
}

/**
 * The scripted prospect: the first lead of each running campaign that the demo mailbox writes to answers its
 * first email a few seconds later, threaded under it (In-Reply-To, References), into the mailbox's INBOX — so that
 * lead shows Replied and only its steps stop. A campaign that already has a reply gets none. Returns the fake SMTP
 * listener; messages are handled one at a time, so a campaign is never answered twice.
 */
export function answerFirstLeads(
  api: TDemoApi,
  mailboxId: string,
  imap: TDovecot,
  print: (line: string) => void,
): (message: TFakeSmtpMessage) => void {
  const answered = new Set<string>();

  async function answer(message: TFakeSmtpMessage) {
    if (message.inReplyTo || !message.messageId) return;
    const to = message.envelopeTo.map((address) => address.toLowerCase());
    const { campaigns } = await api<TCampaignList>('GET', '/api/campaigns');
    for (const summary of campaigns) {
      if (summary.status !== 'running' || answered.has(summary.id)) continue;
      if (summary.counts.replied > 0) {
        answered.add(summary.id);
        continue;
      }
      const campaign = await api<TCampaignDetail>('GET', `/api/campaigns/${summary.id}`);
      const lead = campaign.leads.find((l) => l.mailboxId === mailboxId && to.includes(l.email));
      if (!lead) continue;
      answered.add(summary.id);
      await sleep(ANSWER_AFTER_MS);
      await deliverToInbox(
        imap,
        prospectReply(
          {
            sender: message.envelopeFrom,
            prospect: lead.email,
            subject: message.subject,
            messageId: message.messageId,
            text: message.text,
          },
          ANSWER,
        ),
      );
      print(
        `↩  ${lead.business} <${lead.email}> answered (scripted) — "${campaign.name}" shows them as Replied`,
      );
      return;
    }
  }

  let queue = Promise.resolve();
  return (message) => {
    queue = queue.then(() =>
      answer(message).catch((error: unknown) => print(`The scripted reply failed: ${String(error)}`)),
    );
  };
}
