import type { Config } from '../../config';
import type { DeepEnrichLead } from '../../app-deps';
import {
  crawlerTrust,
  crawlerUserAgent,
  enrichWebsiteDeep,
  oneCrawlPerHost,
  type DeepEnrichOptions,
} from '../enrichment';

/**
 * Where the browser pass plugs in: a function the composition root (server/main.ts → createDeps) may give.
 * It is called on every HTML page the deep pass fetched, before links are chosen from it, and the page it
 * returns is used; its failure keeps the static page (crawl-site-deep.ts). Undefined: the deep pass is static.
 */
export type UpgradePage = NonNullable<DeepEnrichOptions['upgradePage']>;

/**
 * The deep pass's crawl and website audit with the budgets from settings (DEEP_PASS_BUDGET_MS,
 * DEEP_PASS_MAX_BYTES) and the certificate authorities the crawler trusts (CRAWLER_EXTRA_CA_CERTS).
 */
export function createDeepLeadEnricher(
  config: Config,
  options: { upgradePage?: UpgradePage } = {},
): DeepEnrichLead {
  const crawl = oneCrawlPerHost((url, budgetMs) =>
    enrichWebsiteDeep(url, {
      userAgent: crawlerUserAgent(config.APP_URL),
      allowPrivateNetworks: config.CRAWLER_ALLOW_PRIVATE_NETWORKS,
      allowedNetworks: config.CRAWLER_ALLOWED_NETWORKS,
      trust: crawlerTrust(config.CRAWLER_EXTRA_CA_CERTS),
      budgetMs,
      maxBytes: config.DEEP_PASS_MAX_BYTES,
      upgradePage: options.upgradePage,
    }),
  );
  return async (lead) => (lead.website.trim() ? crawl(lead.website, config.DEEP_PASS_BUDGET_MS) : null);
}
