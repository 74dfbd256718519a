import { isIP } from 'node:net';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { crawlerAddressRule } from '../enrichment';

type AddressConfig = Pick<Config, 'CRAWLER_ALLOW_PRIVATE_NETWORKS' | 'CRAWLER_ALLOWED_NETWORKS'>;

/**
 * Refuses at once a URL whose host is written as an address the crawler may not reach (or `localhost`). A host
 * name is resolved at each delivery instead, where safeFetch checks every address it resolves to.
 */
export function checkWebhookUrl(config: AddressConfig, url: string): void {
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
  const allowed = crawlerAddressRule({
    allowPrivateNetworks: config.CRAWLER_ALLOW_PRIVATE_NETWORKS,
    allowedNetworks: config.CRAWLER_ALLOWED_NETWORKS,
  });
  const literal = isIP(host) ? host : /^localhost\.?$/i.test(host) ? '127.0.0.1' : null;
  if (literal && !allowed(literal))
    throw new AppError(
      'VALIDATION_ERROR',
      'Webhook URL must be a public address, not a private or local one',
    );
}
