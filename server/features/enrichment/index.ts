/** What other features may use of enrichment; everything else in this folder is its own. */
export { enrichWebsite } from './enrich-website';
export { enrichWebsiteDeep, type DeepEnrichOptions } from './enrich-website-deep';
export { crawlerTrust } from './crawler-trust';
export { oneCrawlPerHost } from './one-crawl-per-host';
export { crawlerUserAgent } from './robots';
export { sharedAnalysisPool } from './start-analysis-pool';
export type { Page } from './page';
export { startBrowserPass, type BrowserPassConfig } from './start-browser-pass';
export type { BrowserPass } from './render-page';
export { safeFetch, type SafeFetchOptions } from './safe-fetch';
export { isSameSite, siteHostOf } from './same-site';
export { crawlerAddressRule, isInNetworks, isLoopbackAddress } from './ip-policy';
