/** What other features may use of pagespeed; everything else in this folder is its own. */
export { queuePageSpeed } from './pagespeed-queue';
export type { PageSpeedJob } from './pagespeed-queue';
