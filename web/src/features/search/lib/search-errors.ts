import { EXPAND, type TSearchSummary } from '@contracts/search';
import { ApiError } from '@web/lib/api-client';

export const API_KEYS_TAB = '/dashboard/settings?tab=api-keys';
export const SUBSCRIPTION_TAB = '/dashboard/settings?tab=subscription';

/** What to tell the user about a failure: a toast title, its detail, and where to send them. */
export type TSearchNotice = {
  title: string;
  description?: string;
  redirectTo?: string;
  tone?: 'error' | 'info';
};

const KEY_REQUIRED = 'Google API Key Required';

/** Spec §8 for a refused POST /api/searches: told apart by the error code (contracts/errors.ts), never by text. */
export function noticeForStartError(error: unknown): TSearchNotice {
  const code = error instanceof ApiError ? error.code : null;
  const message = error instanceof Error ? error.message : undefined;
  if (code === 'API_KEY_REQUIRED') {
    return {
      title: KEY_REQUIRED,
      description: 'Add your Google Places API key in Settings to search.',
      redirectTo: API_KEYS_TAB,
    };
  }
  if (code === 'SEARCH_LIMIT_REACHED') {
    return {
      title: 'Search Limit Reached',
      description: 'You have used all your searches this month. Upgrade your plan to keep searching.',
      redirectTo: SUBSCRIPTION_TAB,
    };
  }
  if (code === 'SUBSCRIPTION_REQUIRED') {
    return { title: 'Subscription Required', description: message, redirectTo: SUBSCRIPTION_TAB };
  }
  return { title: 'Search Failed', description: message || 'Something went wrong. Please try again.' };
}

/** Spec §8 for a search that failed while running (Google refused it; `errorCode` is the Google error kind). */
export function noticeForFailedSearch(
  search: Pick<TSearchSummary, 'errorCode' | 'errorTitle' | 'errorMessage'>,
): TSearchNotice {
  const title = search.errorTitle ?? 'Search Failed';
  const description = search.errorMessage ?? 'Something went wrong. Please try again.';
  const isKeyProblem = search.errorCode === 'API_KEY_MISSING' || search.errorCode === 'API_KEY_INVALID';
  if (isKeyProblem) return { title: KEY_REQUIRED, description, redirectTo: API_KEYS_TAB };
  return { title, description };
}

/** Spec §4/§8 for a refused Get More. `betaComplete` opens the beta dialog instead of a toast. */
export function noticeForExpandError(error: unknown): TSearchNotice | { betaComplete: true } {
  const code = error instanceof ApiError ? error.code : null;
  const message = error instanceof Error ? error.message : undefined;
  if (code === 'MAXIMUM_LIMIT_REACHED') return maximumLimitNotice();
  if (code === 'NO_MORE_RESULTS') return noMoreResultsNotice();
  if (code === 'BETA_COMPLETE') return { betaComplete: true };
  if (code === 'SEARCH_LIMIT_REACHED' || code === 'SUBSCRIPTION_REQUIRED' || code === 'API_KEY_REQUIRED')
    return noticeForStartError(error);
  return { title: 'Expand Failed', description: message || 'Could not get more results. Please try again.' };
}

export const maximumLimitNotice = (): TSearchNotice => ({
  title: 'Maximum Limit Reached',
  description: `You can get up to ${EXPAND.max} results at a time.`,
  tone: 'info',
});

const noMoreResultsNotice = (): TSearchNotice => ({
  title: 'No more results',
  description:
    'Google has no more businesses for this search. Try a nearby location or another business type.',
  tone: 'info',
});

export const noNewResultsNotice = (): TSearchNotice => ({
  title: 'No new results',
  description: 'Google returned no businesses you do not already have.',
  tone: 'info',
});

/** Get More is offered once a search filled its limit and the limit is still under the maximum (spec §4). */
export function canGetMore(
  search: Pick<TSearchSummary, 'status' | 'resultsCount' | 'requestedLimit'>,
): boolean {
  return (
    search.status === 'completed' &&
    search.resultsCount >= search.requestedLimit &&
    search.requestedLimit < EXPAND.max
  );
}

/** The next limit for Get More: 20 more, never past the maximum. */
export function nextExpandLimit(currentLimit: number): number {
  return Math.min(currentLimit + EXPAND.step, EXPAND.max);
}
