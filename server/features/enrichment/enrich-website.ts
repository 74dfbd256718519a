import {
  OUTDATED_SIGNALS,
  SOCIAL_NETWORKS,
  type TFailureReason,
  type TSocialProfiles,
  type TWebsiteEnrichment,
} from '@contracts/enrichment';
import { crawlSite, type CrawlOptions } from './crawl-site';
import { detectChatWidgets } from './detect-chat-widgets';
import { detectCms } from './detect-cms';
import { detectMarketingTools } from './detect-marketing-tools';
import { detectSiteHealth } from './detect-site-health';
import { extractContacts } from './extract-contacts';
import { extractEmails } from './extract-emails';
import { extractSocials } from './extract-socials';
import type { Page } from './page';

export type EnrichOptions = CrawlOptions & {
  /** The crawl date, for "old copyright" judgements. */
  now?: Date;
};

const NO_SOCIALS = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, null])) as TSocialProfiles;

export function withoutFacts(
  status: 'failed' | 'skipped',
  failureReason: TFailureReason,
  finalUrl: string | null,
): TWebsiteEnrichment {
  return {
    status,
    failureReason,
    finalUrl,
    isHttps: null,
    hasViewport: null,
    hasChatbot: null,
    chatbotPlatform: null,
    chatWidgets: [],
    messagingChannels: [],
    cmsPlatform: null,
    cmsAddons: [],
    marketingTools: [],
    emails: [],
    socials: NO_SOCIALS,
    contacts: [],
    pagesFetched: 0,
    copyrightYear: null,
    outdatedSignals: [],
  };
}

/**
 * Every detector and extractor over the crawled pages; `pages[0]` is the homepage. `scripts` are the site's own
 * script files (the deep pass), read for vendor loaders, builder markers and the site's own addresses.
 */
export function analysePages(pages: Page[], now: Date, scripts: Page[] = []): TWebsiteEnrichment {
  const steps = analysis(pages, now, scripts);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/**
 * `analysePages` with a turn of the event loop between detectors: on a page of many megabytes each detector's
 * queries take a while, and both passes share their thread with the API and the other crawls (decisions 092,
 * 102).
 */
export async function analysePagesInTurns(
  pages: Page[],
  now: Date,
  scripts: Page[] = [],
): Promise<TWebsiteEnrichment> {
  const steps = analysis(pages, now, scripts);
  let step = steps.next();
  while (!step.done) {
    await new Promise((resolve) => setImmediate(resolve));
    step = steps.next();
  }
  return step.value;
}

function* analysis(pages: Page[], now: Date, scripts: Page[]): Generator<void, TWebsiteEnrichment> {
  const [home] = pages;
  // A script naming several chat vendors is an integration catalogue (a plugin's options), not a loader.
  const loaders = scripts.filter((script) => detectChatWidgets([script]).widgets.length < 3);
  yield;
  const chat = detectChatWidgets([...pages, ...loaders]);
  yield;
  const cms = detectCms(
    scripts.length > 0
      ? { ...home, inlineCode: [...home.inlineCode, ...scripts.flatMap((s) => s.inlineCode)] }
      : home,
  );
  yield;
  const health = detectSiteHealth(home, now);
  yield;
  const socials = extractSocials(pages);
  yield;
  const marketingTools = detectMarketingTools([...pages, ...loaders]);
  yield;
  const emails = extractEmails(pages, scripts);
  yield;
  const contacts = extractContacts(pages);
  const working = chat.widgets.filter((widget) => widget.confidence === 'strong');
  const outdated = new Set(health.outdatedSignals);
  if (cms.outdatedVersion) outdated.add('cms_version_outdated');
  if (chat.deadFacebookChat) outdated.add('dead_facebook_chat');
  return {
    status: 'ok',
    failureReason: null,
    finalUrl: home.url,
    isHttps: new URL(home.url).protocol === 'https:',
    hasViewport: health.hasViewport,
    hasChatbot: working.length > 0 ? true : chat.widgets.length > 0 ? null : false,
    chatbotPlatform: working[0]?.name ?? null,
    chatWidgets: chat.widgets,
    messagingChannels: chat.messagingChannels,
    cmsPlatform: cms.platform,
    cmsAddons: cms.addons,
    marketingTools,
    emails,
    socials: socials.profiles,
    socialSources: socials.sources,
    contacts,
    pagesFetched: pages.length,
    copyrightYear: health.copyrightYear,
    outdatedSignals: OUTDATED_SIGNALS.filter((signal) => outdated.has(signal)),
  };
}

/**
 * Crawls a business website (homepage plus 1–2 contact/about pages, within `budgetMs`, default 2 s) and
 * reports what it shows: chat widget, CMS, marketing tools, emails, social profiles, named contacts and
 * cheap health signals. Never rejects: problems come back as status 'failed' with a reason; no website
 * comes back as 'skipped'.
 */
export async function enrichWebsite(url: string | null, options: EnrichOptions): Promise<TWebsiteEnrichment> {
  if (!url?.trim()) return withoutFacts('skipped', 'no_website', null);
  try {
    const crawl = await crawlSite(url, options);
    if (!crawl.ok) return withoutFacts('failed', crawl.reason, crawl.finalUrl);
    // In turns: one page of many elements must not stop the search's other crawls for its whole analysis.
    return await analysePagesInTurns(crawl.pages, options.now ?? new Date());
  } catch {
    // Parsing hostile HTML should not throw, but a crawl must never take its caller down.
    return withoutFacts('failed', 'internal_error', null);
  }
}
