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
import { extractCompanySize } from './extract-company-size';
import { extractContacts } from './extract-contacts';
import { extractEmails } from './extract-emails';
import { extractSocials } from './extract-socials';
import type { Page } from './page';
import type { FetchedPage } from './ship-page';
import {
  PageTooHeavyError,
  sharedAnalysisPool,
  type AnalysisPool,
  type SiteAnalysis,
} from './start-analysis-pool';

export type EnrichOptions = CrawlOptions & {
  /** The crawl date, for "old copyright" judgements. */
  now?: Date;
  /** Where the pages are parsed and analysed; by default the process's pool (`sharedAnalysisPool`). */
  analysis?: AnalysisPool;
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
  const [home] = pages;
  // A script naming several chat vendors is an integration catalogue (a plugin's options), not a loader.
  const loaders = scripts.filter((script) => detectChatWidgets([script]).widgets.length < 3);
  const chat = detectChatWidgets([...pages, ...loaders]);
  const cms = detectCms(
    scripts.length > 0
      ? { ...home, inlineCode: [...home.inlineCode, ...scripts.flatMap((s) => s.inlineCode)] }
      : home,
  );
  const health = detectSiteHealth(home, now);
  const socials = extractSocials(pages);
  const marketingTools = detectMarketingTools([...pages, ...loaders]);
  const emails = extractEmails(pages, scripts);
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
    companySize: extractCompanySize(pages),
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
    const crawl = await crawlSite(url, options, options.analysis ?? sharedAnalysisPool());
    if (!crawl.ok) return withoutFacts('failed', crawl.reason, crawl.finalUrl);
    return (await analyseCrawl(crawl.pages, options)).enrichment;
  } catch (error) {
    if (error instanceof PageTooHeavyError) return withoutFacts('failed', 'too_heavy', null);
    // Parsing hostile HTML should not throw, but a crawl must never take its caller down.
    return withoutFacts('failed', 'internal_error', null);
  }
}

/**
 * `analysePages` on the analysis pool's threads (both passes; with `deep`, the audit checks and page texts too): one
 * page of many megabytes never stops the server's thread, the API and the other crawls. Pages that outgrow a
 * thread's memory make the site `too_heavy`.
 */
export async function analyseCrawl(
  pages: (Page | FetchedPage)[],
  options: EnrichOptions,
  scripts: Page[] = [],
  deep = false,
): Promise<SiteAnalysis> {
  try {
    return await (options.analysis ?? sharedAnalysisPool()).analyse(
      pages,
      options.now ?? new Date(),
      scripts,
      deep,
    );
  } catch (error) {
    if (error instanceof PageTooHeavyError)
      return { enrichment: withoutFacts('failed', 'too_heavy', pages[0].url), audit: null };
    throw error;
  }
}
