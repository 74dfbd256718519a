/**
 * `npm run bench:quality [-- --browser] [--cycles 2] [--concurrency 10] [--audit-only]` — how complete and correct enrichment is
 * on the fake business websites: a labelled set built from the sites themselves (the facts each site truly shows,
 * and the other people's contacts it shows as decoys), the static archetypes and the rendered ones (pages only a
 * browser sees, `fakes/websites/archetypes/rendered-archetypes.ts`), the marker probe (platforms and chat widgets
 * as real sites ship them, `marker-archetypes.ts`), the held-out contact probe (`probe-archetypes.ts`, once each)
 * and the held-out browser probe (`browser-probe-archetypes.ts`), read by the first pass and by the deep pass.
 * Prints precision and recall per detector (emails, chat widgets, socials; CMS accuracy) and per archetype,
 * third-party contacts stored (goal 0), refusals, and the deep pass's wall time and peak memory for 50 leads
 * (this process plus its browser's). The fakes answer every request after 300 ms, like `bench:search`.
 * Then the website audit (decision 127): precision and recall of every finding on the audit sites
 * (`audit-archetypes.ts`: real TLS on loopback, the fake CA trusted through the crawler's option, judged at
 * their clock), against the findings each site truly shows.
 *
 * `--audit-only` runs only the website audit's part.
 *
 * `--browser` runs the deep pass with the browser pass (`startBrowserPass`; CHROMIUM_PATH, BROWSER_POOL_SIZE,
 * BROWSER_RENDER_MS and BROWSER_HEAP_MB from the environment). Without the flag the deep pass is static.
 *
 * First of all it prints the chain flag's precision and recall against the fake Google world (chain-quality.ts).
 */
import { parseArgs } from 'node:util';
import pLimit from 'p-limit';
import { AUDIT_FINDING_IDS, type TAuditFindingId, type TLeadAudit } from '@contracts/audit';
import type { TWebsiteEnrichment } from '@contracts/enrichment';
import {
  AUDIT_ARCHETYPE_NAMES,
  AUDIT_CLOCK,
  auditFakeSite,
  auditResolver,
  startAuditWebsites,
} from '@fakes/websites/archetypes/audit-archetypes';
import { FAKE_CA_FILE } from '@fakes/websites/tls/fake-certificates';
import { markerFakeSite, MARKER_ARCHETYPE_NAMES } from '@fakes/websites/archetypes/marker-archetypes';
import {
  PROBE_ARCHETYPE_NAMES,
  probeFakeSite,
  probeResolver,
  startProbeWebsites,
} from '@fakes/websites/archetypes/probe-archetypes';
import {
  browserProbeSite,
  BROWSER_PROBE_ARCHETYPE_NAMES,
} from '@fakes/websites/archetypes/browser-probe-archetypes';
import { renderedFakeSite, RENDERED_ARCHETYPE_NAMES } from '@fakes/websites/archetypes/rendered-archetypes';
import { fakeSite, ARCHETYPE_NAMES, type FakeSite } from '@fakes/websites/site-archetypes';
import { startFakeWebsites } from '@fakes/websites/start-fake-websites';
import { loadConfig } from '@server/config';
import { crawlerTrust, startBrowserPass } from '@server/features/enrichment';
import { enrichWebsite } from '@server/features/enrichment/enrich-website';
import { enrichWebsiteDeep } from '@server/features/enrichment/enrich-website-deep';
import { crawlerUserAgent } from '@server/features/enrichment/robots';
import { reportEmailChecks } from './email-quality';
import { reportChainFlags } from './chain-quality';
import { treeRss } from './tree-rss';

const { values } = parseArgs({
  options: {
    browser: { type: 'boolean', default: false },
    cycles: { type: 'string', default: '2' },
    concurrency: { type: 'string', default: '10' },
    'audit-only': { type: 'boolean', default: false },
  },
});

type Count = { tp: number; fp: number; fn: number };
const zero = (): Count => ({ tp: 0, fp: 0, fn: 0 });
const add = (a: Count, b: Count): void => {
  a.tp += b.tp;
  a.fp += b.fp;
  a.fn += b.fn;
};

type Score = {
  emails: Count;
  widgets: Count;
  socials: Count;
  cms: { right: number; total: number };
  thirdParty: number;
};

/** One site's result against its labels. */
function score(site: FakeSite, result: TWebsiteEnrichment): Score {
  const { expected } = site;
  const out: Score = {
    emails: zero(),
    widgets: zero(),
    socials: zero(),
    cms: { right: 0, total: 0 },
    thirdParty: 0,
  };
  const stored = result.emails.map((found) => found.email.toLowerCase());
  if (expected.emails) {
    const truth = new Set(expected.emails.map((email) => email.toLowerCase()));
    out.emails.tp = stored.filter((email) => truth.has(email)).length;
    out.emails.fp = stored.length - out.emails.tp;
    out.emails.fn = truth.size - out.emails.tp;
  } else out.emails.fp = stored.filter((email) => expected.decoys?.emails?.includes(email)).length;
  if (expected.chatbotPlatform !== undefined || expected.hasChatbot !== undefined) {
    const truth = expected.chatbotPlatform ?? null;
    const found = result.chatbotPlatform;
    if (truth && found === truth) out.widgets.tp = 1;
    if (found && found !== truth) out.widgets.fp = 1;
    if (truth && found !== truth) out.widgets.fn = 1;
  }
  for (const [network, truth] of Object.entries(expected.socials ?? {})) {
    const found = result.socials[network as keyof typeof result.socials];
    if (truth && found === truth) out.socials.tp++;
    if (found && found !== truth) out.socials.fp++;
    if (truth && found !== truth) out.socials.fn++;
  }
  if (expected.cmsPlatform !== undefined) {
    out.cms.total = 1;
    out.cms.right = result.cmsPlatform === expected.cmsPlatform ? 1 : 0;
  }
  const socials = Object.values(result.socials).map((url) => url?.toLowerCase());
  out.thirdParty =
    (expected.decoys?.emails ?? []).filter((email) => stored.includes(email.toLowerCase())).length +
    (expected.decoys?.socials ?? []).filter((url) => socials.includes(url.toLowerCase())).length;
  return out;
}

const ratio = (a: number, b: number): string => (b === 0 ? '  –  ' : (a / b).toFixed(3));
const precision = (c: Count): string => ratio(c.tp, c.tp + c.fp);
const recall = (c: Count): string => ratio(c.tp, c.tp + c.fn);

function report(title: string, sites: FakeSite[], results: TWebsiteEnrichment[]): void {
  const total: Score = {
    emails: zero(),
    widgets: zero(),
    socials: zero(),
    cms: { right: 0, total: 0 },
    thirdParty: 0,
  };
  const byArchetype = new Map<string, Score>();
  sites.forEach((site, i) => {
    const one = score(site, results[i]);
    const row = byArchetype.get(site.archetype) ?? {
      emails: zero(),
      widgets: zero(),
      socials: zero(),
      cms: { right: 0, total: 0 },
      thirdParty: 0,
    };
    for (const target of [total, row]) {
      add(target.emails, one.emails);
      add(target.widgets, one.widgets);
      add(target.socials, one.socials);
      target.cms.right += one.cms.right;
      target.cms.total += one.cms.total;
      target.thirdParty += one.thirdParty;
    }
    byArchetype.set(site.archetype, row);
  });
  const refusals = results.filter((result) =>
    /^http_(?:401|403|429)$/.test(result.failureReason ?? ''),
  ).length;
  console.log(`\n== ${title} (${sites.length} sites) ==`);
  console.log('detector        precision  recall   (goal)');
  console.log(`emails          ${precision(total.emails)}      ${recall(total.emails)}    (≥ 0.98 / ≥ 0.93)`);
  console.log(
    `chat widgets    ${precision(total.widgets)}      ${recall(total.widgets)}    (≥ 0.99 / ≥ 0.95)`,
  );
  console.log(`socials         ${precision(total.socials)}      ${recall(total.socials)}    (recall ≥ 0.95)`);
  console.log(`CMS accuracy    ${ratio(total.cms.right, total.cms.total)}                (≥ 0.97)`);
  console.log(`third-party contacts stored: ${total.thirdParty} (goal 0) · refusals: ${refusals}`);
  console.log('\narchetype                          emails P/R     widgets P/R    socials P/R    CMS    3rd');
  for (const [archetype, row] of byArchetype) {
    console.log(
      `${archetype.padEnd(34)} ${precision(row.emails)}/${recall(row.emails)}  ${precision(row.widgets)}/${recall(row.widgets)}  ${precision(row.socials)}/${recall(row.socials)}  ${ratio(row.cms.right, row.cms.total)}  ${row.thirdParty}`,
    );
  }
}

process.env.LOG_LEVEL = 'silent';
reportChainFlags();
const websites = await startFakeWebsites({ latencyMs: 300 });
const renderedWebsites = await startFakeWebsites({ latencyMs: 300, sites: renderedFakeSite });
const markerWebsites = await startFakeWebsites({ latencyMs: 300, sites: markerFakeSite });
// The contact probe: each site under its own domain, resolved to the fake server.
const probeWebsites = await startProbeWebsites(300);
const browserProbeWebsites = await startFakeWebsites({ latencyMs: 300, sites: browserProbeSite });
const cycles = Number(values.cycles);
const sites: { site: FakeSite; url: string; resolve?: typeof probeResolver }[] = [
  ...Array.from({ length: ARCHETYPE_NAMES.length * cycles }, (_, index) => ({
    site: fakeSite(index),
    url: websites.siteUrl(index),
  })),
  ...Array.from({ length: RENDERED_ARCHETYPE_NAMES.length * cycles }, (_, index) => ({
    site: renderedFakeSite(index),
    url: renderedWebsites.siteUrl(index),
  })),
  // The marker probe: platforms and widgets as real sites ship them, once each (their pages are static).
  ...MARKER_ARCHETYPE_NAMES.map((_, index) => ({
    site: markerFakeSite(index),
    url: markerWebsites.siteUrl(index),
  })),
  ...Array.from({ length: PROBE_ARCHETYPE_NAMES.length }, (_, index) => ({
    site: probeFakeSite(index),
    url: probeWebsites.siteUrl(index),
    resolve: probeResolver,
  })),
  ...Array.from({ length: BROWSER_PROBE_ARCHETYPE_NAMES.length * cycles }, (_, index) => ({
    site: browserProbeSite(index),
    url: browserProbeWebsites.siteUrl(index),
  })),
];
const base = { userAgent: crawlerUserAgent('http://localhost:3000'), allowPrivateNetworks: true };
const limit = pLimit(Number(values.concurrency));
const browser = values.browser
  ? await startBrowserPass(
      {
        ...loadConfig({ ...process.env, CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true' }),
        APP_URL: 'http://localhost:3000',
      },
      { info: (message) => console.log(message), warn: (message) => console.log(message) },
    )
  : null;
const only = (list: typeof sites) => list.map((entry) => entry.site);

/** The enrichment's detectors, first and deep pass, on every labelled site. */
async function enrichmentQuality(): Promise<void> {
  const firstPass = await Promise.all(
    sites.map(({ url, resolve }) => limit(() => enrichWebsite(url, { ...base, resolve, budgetMs: 1_500 }))),
  );
  report('first pass (1.5 s per site)', only(sites), firstPass);

  let peakRss = treeRss();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, treeRss())), 250);
  const started = performance.now();
  let fiftyMs = 0;
  let done = 0;
  const deepPass = await Promise.all(
    sites.map(({ url, resolve }) =>
      limit(async () => {
        const { enrichment } = await enrichWebsiteDeep(url, {
          ...base,
          resolve,
          upgradePage: browser?.upgradePage,
        });
        if (++done === Math.min(50, sites.length)) fiftyMs = performance.now() - started;
        return enrichment;
      }),
    ),
  );
  clearInterval(sampler);
  report(`deep pass (${browser ? 'with the browser' : 'static'}, 15 s per site)`, only(sites), deepPass);
  console.log(
    `\ndeep pass: 50 leads in ${(fiftyMs / 1000).toFixed(1)} s at ${values.concurrency} in parallel (goal ≤ 20 s on 2 cores with the browser); peak memory ${Math.round(peakRss / 1024 / 1024)} MB RSS (this process and its browser)`,
  );
  await reportEmailChecks(deepPass.flatMap((result) => result.emails.map((found) => found.email)));
}

if (!values['audit-only']) await enrichmentQuality();

/** Precision and recall of each finding of the website audit against the audit sites' ground truth. */
function reportAudit(truths: TAuditFindingId[][], audits: (TLeadAudit | null)[]): void {
  const counts = new Map<TAuditFindingId, Count>(AUDIT_FINDING_IDS.map((id) => [id, zero()]));
  truths.forEach((truth, i) => {
    const found = new Set(audits[i]?.findings.map((finding) => finding.id) ?? []);
    for (const id of AUDIT_FINDING_IDS) {
      const count = counts.get(id) as Count;
      if (found.has(id) && truth.includes(id)) count.tp++;
      else if (found.has(id)) count.fp++;
      else if (truth.includes(id)) count.fn++;
    }
  });
  const all = zero();
  console.log(
    `\n== website audit (${truths.length} audit sites, deep pass, ${browser ? 'with the browser' : 'static'}) ==`,
  );
  console.log('finding                    precision  recall   sites with it   (goal ≥ 0.98 / ≥ 0.95)');
  for (const [id, count] of counts) {
    add(all, count);
    const short =
      (count.tp + count.fp > 0 && count.tp / (count.tp + count.fp) < 0.98) ||
      (count.tp + count.fn > 0 && count.tp / (count.tp + count.fn) < 0.95);
    console.log(
      `${id.padEnd(26)} ${precision(count)}      ${recall(count)}    ${String(count.tp + count.fn).padStart(3)}${short ? '   BELOW GOAL' : ''}`,
    );
  }
  console.log(`${'all findings'.padEnd(26)} ${precision(all)}      ${recall(all)}`);
  const unread = audits.filter((audit) => audit === null).length;
  if (unread > 0) console.log(`audit sites not audited: ${unread}`);
}

const auditWebsites = await startAuditWebsites(300);
const auditTrust = crawlerTrust(FAKE_CA_FILE);
const audits = await Promise.all(
  AUDIT_ARCHETYPE_NAMES.map((_, index) =>
    limit(async () => {
      const { audit } = await enrichWebsiteDeep(auditWebsites.siteUrl(index), {
        ...base,
        resolve: auditResolver,
        trust: auditTrust,
        now: AUDIT_CLOCK,
        upgradePage: browser?.upgradePage,
      });
      return audit;
    }),
  ),
);
reportAudit(
  AUDIT_ARCHETYPE_NAMES.map((_, index) => auditFakeSite(index).expected.audit ?? []),
  audits,
);

await browser?.close();
await auditWebsites.close();
await websites.close();
await renderedWebsites.close();
await markerWebsites.close();
await probeWebsites.close();
await browserProbeWebsites.close();
