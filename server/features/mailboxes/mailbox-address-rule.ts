import type { Config } from '../../config';
import type { TMailAddressRule } from '../../integrations/mail/connect-target';
import { crawlerAddressRule, crawlerTrust, isInNetworks, isLoopbackAddress } from '../enrichment';

/**
 * The addresses a mailbox's servers may be reached at (decision 133): the crawler's rule, from the same
 * configuration; unencrypted only to loopback (where the crawler's rule allows it) or an opened network. TLS
 * trusts the crawler's certificate authorities too (CRAWLER_EXTRA_CA_CERTS besides Node's own).
 */
export function mailAddressRule(
  config: Pick<
    Config,
    'CRAWLER_ALLOW_PRIVATE_NETWORKS' | 'CRAWLER_ALLOWED_NETWORKS' | 'CRAWLER_EXTRA_CA_CERTS'
  >,
): TMailAddressRule {
  const inOpenedNetworks = isInNetworks(config.CRAWLER_ALLOWED_NETWORKS);
  return {
    isAllowed: crawlerAddressRule({
      allowPrivateNetworks: config.CRAWLER_ALLOW_PRIVATE_NETWORKS,
      allowedNetworks: config.CRAWLER_ALLOWED_NETWORKS,
    }),
    mayGoUnencrypted: (address) => isLoopbackAddress(address) || inOpenedNetworks(address),
    trust: crawlerTrust(config.CRAWLER_EXTRA_CA_CERTS),
  };
}
