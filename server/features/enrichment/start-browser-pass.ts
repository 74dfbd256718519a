import type { Config } from '../../config';
import { startBrowserPool } from '../../integrations/chromium/browser-pool';
import { chromiumExecutable } from '../../integrations/chromium/launch-chromium';
import { crawlerTrust } from './crawler-trust';
import { browserUpgrade, type BrowserPass } from './render-page';
import { crawlerUserAgent } from './robots';

export type BrowserPassConfig = Pick<
  Config,
  | 'APP_URL'
  | 'CRAWLER_ALLOW_PRIVATE_NETWORKS'
  | 'CRAWLER_ALLOWED_NETWORKS'
  | 'CRAWLER_EXTRA_CA_CERTS'
  | 'CHROMIUM_PATH'
  | 'BROWSER_POOL_SIZE'
  | 'BROWSER_RENDER_MS'
  | 'BROWSER_HEAP_MB'
>;

type Log = {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
};

/**
 * Starts the browser pass: Chromium (CHROMIUM_PATH) with a pool of BROWSER_POOL_SIZE pages, each render limited
 * to BROWSER_RENDER_MS and BROWSER_HEAP_MB, under the crawler's network policy and identity. Null, with one
 * log line saying why, when there is no Chromium or it cannot start: the deep pass then reads pages
 * statically. Never rejects.
 */
export async function startBrowserPass(config: BrowserPassConfig, log: Log): Promise<BrowserPass | null> {
  const off = (why: string): null => {
    log.warn(
      `Browser pass off: ${why}; the deep pass reads pages statically (set CHROMIUM_PATH to enable it)`,
    );
    return null;
  };
  const executable = chromiumExecutable(config.CHROMIUM_PATH);
  if ('missing' in executable) return off(executable.missing);
  const userAgent = crawlerUserAgent(config.APP_URL);
  try {
    const pool = await startBrowserPool({
      chromiumPath: executable.path,
      heapMb: config.BROWSER_HEAP_MB,
      userAgent,
      size: config.BROWSER_POOL_SIZE,
    });
    log.info('Browser pass on', {
      chromium: executable.path,
      pool: config.BROWSER_POOL_SIZE,
      renderMs: config.BROWSER_RENDER_MS,
      heapMb: config.BROWSER_HEAP_MB,
    });
    return browserUpgrade(pool, {
      userAgent,
      allowPrivateNetworks: config.CRAWLER_ALLOW_PRIVATE_NETWORKS,
      allowedNetworks: config.CRAWLER_ALLOWED_NETWORKS,
      trust: crawlerTrust(config.CRAWLER_EXTRA_CA_CERTS),
      renderMs: config.BROWSER_RENDER_MS,
    });
  } catch (error) {
    return off(`Chromium at ${executable.path} did not start (${(error as Error).message.split('\n')[0]})`);
  }
}
