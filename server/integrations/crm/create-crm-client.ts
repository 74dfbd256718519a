import type { TCrmProvider } from '@contracts/crm';
import type { Config } from '../../config';
import { createHighLevelClient } from '../highlevel/highlevel-client';
import { createHubSpotClient } from '../hubspot/hubspot-client';
import { createPipedriveClient } from '../pipedrive/pipedrive-client';
import { CrmError, type CrmClient } from './crm-client';

type CrmConfig = Pick<Config, 'HUBSPOT_API_BASE_URL' | 'PIPEDRIVE_API_BASE_URL' | 'HIGHLEVEL_API_BASE_URL'>;

/**
 * The client of one CRM, at the base URL configuration gives, acting with the team's token (and, for
 * HighLevel, whose tokens belong to one location, that location's id).
 */
export function createCrmClient(
  config: CrmConfig,
  provider: TCrmProvider,
  token: string,
  locationId?: string | null,
): CrmClient {
  switch (provider) {
    case 'hubspot':
      return createHubSpotClient(config.HUBSPOT_API_BASE_URL, token);
    case 'pipedrive':
      return createPipedriveClient(config.PIPEDRIVE_API_BASE_URL, token);
    case 'highlevel':
      if (!locationId) throw new CrmError('HighLevel needs the location id with its token', 400);
      return createHighLevelClient(config.HIGHLEVEL_API_BASE_URL, token, locationId);
  }
}
