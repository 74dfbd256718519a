import type { TGoogleConfig } from './google-config';
import { GoogleApiError } from './google-api-error';
import { IDS_ONLY_FIELD_MASK } from './places-wire';
import { searchTextRaw } from './text-search-page';

/**
 * Proves a key can call Places API (New) with a free IDs-only Text Search. Google's refusals resolve as
 * `{ valid: false, error }`; the Geocoding API is not checked (no free call exists).
 */
export async function validateKey(
  cfg: TGoogleConfig,
): Promise<{ valid: true } | { valid: false; error: GoogleApiError }> {
  try {
    await searchTextRaw(cfg, { textQuery: 'coffee', pageSize: 1, fieldMask: IDS_ONLY_FIELD_MASK });
    return { valid: true };
  } catch (error) {
    if (error instanceof GoogleApiError) return { valid: false, error };
    throw error;
  }
}
