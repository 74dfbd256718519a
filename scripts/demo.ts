/**
 * `npm run demo`: LeadScout on http://localhost:3000 against local fakes of Google Places and of business
 * websites, so a full search works with no key and no internet, and of HubSpot, Pipedrive and HighLevel, so leads
 * can be pushed (any `pat-…` token connects HubSpot, any token of 20 characters or more Pipedrive, any `pit-…`
 * token of 20 or more HighLevel with the location id the fake prints), and of DNS, so the email checks answer
 * (decision 128), and of an OpenAI-compatible model, so AI first lines and research columns answer (decision 143).
 * Everything it finds is generated demo data.
 * Outreach sends (decision 141): a demo mailbox on the SMTP fake and a private dovecot (where Debian's dovecot is
 * installed), a sending day of two minutes, a first campaign on the first run, and the first lead of each campaign
 * answering its first email.
 * It uses its own database (DATA_DIR=./data/demo) and signs you in as the demo admin.
 */
import { spawn } from 'node:child_process';
import { fakeSiteWebsites } from '@fakes/google/fake-site-websites';
import { startFakeGoogle } from '@fakes/google/start-fake-google';
import { startFakeDns } from '@fakes/dns/start-fake-dns';
import { startFakeHighLevel } from '@fakes/highlevel/start-fake-highlevel';
import { startFakeHubSpot } from '@fakes/hubspot/start-fake-hubspot';
import { startFakeLlm } from '@fakes/llm/start-fake-llm';
import { startFakePipedrive } from '@fakes/pipedrive/start-fake-pipedrive';
import { startFakeWebsites } from '@fakes/websites/start-fake-websites';
import { DEMO_ADMIN, signInAsDemoAdmin, type TDemoApi } from './demo-api';
import { answerFirstLeads, launchFirstDemoCampaign } from './demo-campaign';
import { connectDemoMailbox, DEMO_MAILBOX, startDemoMail } from './demo-mailbox';

const PORT = Number(process.env.PORT ?? 3000);
const APP = `http://localhost:${PORT}`;
const DATA_DIR = process.env.DATA_DIR ?? './data/demo';
/** A campaign's sending day lasts two minutes: the first steps go out seconds apart, follow-ups minutes later. */
const OUTREACH_DAY_SECONDS = process.env.OUTREACH_DAY_SECONDS ?? '120';

const websites = await startFakeWebsites({ latencyMs: 60 });
const google = await startFakeGoogle({
  latencyMs: 80,
  websiteFor: fakeSiteWebsites(new URL(websites.url).port),
});

const dns = await startFakeDns();
const hubspot = await startFakeHubSpot();
const pipedrive = await startFakePipedrive();
const highlevel = await startFakeHighLevel();
// The AI first line of a cold email and the research columns' answers, from the lead's own facts and page text.
const llm = await startFakeLlm();
const mail = await startDemoMail(DATA_DIR);

// Node itself with tsx's loader (not npx): stopping this child stops the server, not only a wrapper.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR,
    GOOGLE_PLACES_API_BASE_URL: google.url,
    GOOGLE_GEOCODING_API_BASE_URL: google.url,
    PAGESPEED_BASE_URL: google.url,
    CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true',
    HUBSPOT_API_BASE_URL: hubspot.url,
    PIPEDRIVE_API_BASE_URL: pipedrive.url,
    HIGHLEVEL_API_BASE_URL: highlevel.url,
    DNS_SERVERS: dns.server,
    LLM_BASE_URL: llm.url,
    LLM_API_KEY: 'demo',
    OUTREACH_DAY_SECONDS,
    APP_NOTICE: 'Demo mode: every business, website and contact you see is generated demo data.',
  },
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${APP}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('LeadScout did not start');
}

/** Outreach that sends: the demo mailbox, the scripted reply and the first run's campaign, each told in a line. */
async function prepareOutreach(api: TDemoApi) {
  if (!mail.imap) {
    console.log(
      "Campaigns do not send in this demo: its mailbox needs Debian's dovecot for the inbox — " +
        '`sudo apt-get install dovecot-imapd`, then start the demo again.\n',
    );
    return;
  }
  const mailboxId = await connectDemoMailbox(api, mail.smtp, mail.imap);
  mail.onSent((message) =>
    console.log(`✉  ${DEMO_MAILBOX.fromAddress} → ${message.envelopeTo.join(', ')} · "${message.subject}"`),
  );
  mail.onSent(answerFirstLeads(api, mailboxId, mail.imap, console.log));
  console.log(
    `Campaigns send from the demo mailbox ${DEMO_MAILBOX.fromAddress} (a local SMTP fake; replies read from a private ` +
      `dovecot); a sending day lasts ${OUTREACH_DAY_SECONDS} s, so follow-ups come minutes apart.\n` +
      'The first lead of each campaign answers its first email a few seconds later (scripted): the campaign page ' +
      '(it refreshes every 10 s while the campaign runs) shows them as Replied, and only their steps stop.\n' +
      'Your own campaign: run a search, save leads to a list, then Campaigns → New campaign.\n',
  );
  const launched = await launchFirstDemoCampaign(api, mailboxId, console.log);
  if (launched)
    console.log(
      `Demo campaign launched: ${APP}/dashboard/campaigns/${launched} — its first emails go out now.\n`,
    );
}

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  void Promise.all([
    google.close(),
    websites.close(),
    hubspot.close(),
    pipedrive.close(),
    highlevel.close(),
    llm.close(),
    dns.close(),
    mail.close(),
  ]).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', stop);

await waitForServer();
const api = await signInAsDemoAdmin(APP);
await api('PUT', '/api/api-keys/google', { apiKey: 'DEMO-KEY-for-the-local-fake-0000' });
console.log(
  `\nLeadScout demo: ${APP}\nSign in as ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} — all data is generated demo data.\n` +
    `HubSpot and Pipedrive (fakes) connect in Settings → Integrations with any "pat-…" token / any 20+ character token;\n` +
    `HighLevel (fake) with any "pit-…" token of 20+ characters and location id ${highlevel.locationId}.\n`,
);
await prepareOutreach(api).catch((error: unknown) =>
  console.log(`The demo's outreach could not be prepared: ${String(error)}`),
);
