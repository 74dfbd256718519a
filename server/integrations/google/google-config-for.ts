import type { Config } from '../../config';
import type { TGoogleConfig, TGoogleRequestReport } from './google-config';

/** The Google client's settings for one key: base URLs always come from configuration. */
export function googleConfigFor(
  config: Config,
  apiKey: string,
  onRequest?: (r: TGoogleRequestReport) => void,
): TGoogleConfig {
  return {
    placesBaseUrl: config.GOOGLE_PLACES_API_BASE_URL,
    geocodingBaseUrl: config.GOOGLE_GEOCODING_API_BASE_URL,
    pageSpeedBaseUrl: config.PAGESPEED_BASE_URL,
    apiKey,
    onRequest,
  };
}
