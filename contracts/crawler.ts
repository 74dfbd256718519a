/**
 * What LeadScoutBot's passes read, in numbers. The crawler takes its limits from here, the settings may only
 * lower them (server/config.ts), and the public /bot page prints them — so the page cannot say less than the
 * crawler does (decision 092).
 */

/** The first pass, while a search runs: the homepage and at most two more pages, 1.5 s per site. */
export const FIRST_PASS_LIMITS = {
  budgetMs: 1_500,
  extraPages: 2,
  maxBytes: 1_500_000,
} as const;

/** The second, deeper pass, queued per lead after a search's first pass ends (decisions 070, 092). */
export const DEEP_PASS_LIMITS = {
  /** Per site, the default and the most `DEEP_PASS_BUDGET_MS` may be set to. */
  budgetMs: 15_000,
  /** Per page, read as a stream; inline images are cut out and do not count. The most `DEEP_PASS_MAX_BYTES` may be. */
  maxBytes: 10_000_000,
  /** HTML pages per site, the homepage included. */
  maxPages: 10,
  /** Branch pages of a multi-location business (counted within `maxPages`). */
  maxBranches: 6,
  /** The site's own script files (same site, not a known library). */
  scripts: 4,
  scriptBytes: 512 * 1024,
  /**
   * Sites read at once by one server, the default of `DEEP_PASS_CONCURRENCY` (each site still one request at a
   * time): the deep pass mostly waits for answers, so several sites overlap their waits (decision 102).
   */
  concurrency: 8,
} as const;

/**
 * The visible text of a lead's pages that the deep pass keeps (decision 143), for questions answered from the
 * business's own pages: per page and per lead, and how long it is kept. `PAGE_TEXT_RETENTION_DAYS` may only
 * shorten the retention; the /bot page and the privacy policy print these numbers.
 */
export const PAGE_TEXT_LIMITS = {
  /** Pages per lead, in the deep pass's order (the homepage first). */
  pages: 8,
  /** Characters per page. */
  pageChars: 20_000,
  /** Characters per lead, all its pages together. */
  leadChars: 100_000,
  /** Days after the page was fetched; the default and the most `PAGE_TEXT_RETENTION_DAYS` may be. */
  retentionDays: 30,
} as const;

/** "15 seconds", "10 MB", "512 KB": how the /bot page writes the limits. */
export const describeSeconds = (ms: number): string => `${ms / 1000} second${ms === 1000 ? '' : 's'}`;
export const describeBytes = (bytes: number): string =>
  bytes >= 1_000_000 ? `${bytes / 1_000_000} MB` : `${Math.round(bytes / 1024)} KB`;
