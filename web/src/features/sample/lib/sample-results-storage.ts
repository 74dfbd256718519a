import { z } from 'zod';
import { SAMPLE_RESULTS_BACKUP_KEY, SAMPLE_RESULTS_STORAGE_KEY, ZSampleLead } from '@contracts/sample';

/** What /try-sample-search hands to /sample-results through session storage. */
export const ZStoredSample = z.object({
  searchId: z.string(),
  niche: z.string(),
  location: z.string(),
  emailed: z.boolean(),
  businesses: z.array(ZSampleLead),
});
export type TStoredSample = z.infer<typeof ZStoredSample>;

/** Writes the results under `sample_results` and a backup copy (spec §4). */
export function saveSampleResults(sample: TStoredSample) {
  const json = JSON.stringify(sample);
  sessionStorage.setItem(SAMPLE_RESULTS_STORAGE_KEY, json);
  sessionStorage.setItem(SAMPLE_RESULTS_BACKUP_KEY, json);
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Reads the primary copy, falling back to the backup, then removes the primary; null when there is none or
 * it does not parse. The backup stays, so a reload or the return from checkout still shows the leads.
 */
export function takeSampleResults(): TStoredSample | null {
  const raw = read(SAMPLE_RESULTS_STORAGE_KEY) ?? read(SAMPLE_RESULTS_BACKUP_KEY);
  try {
    sessionStorage.removeItem(SAMPLE_RESULTS_STORAGE_KEY);
  } catch {
    // Nothing to remove when storage is blocked.
  }
  if (!raw) return null;
  try {
    const parsed = ZStoredSample.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
