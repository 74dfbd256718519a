import type { TGoogleSku } from './google-pricing';

/** What every Google request reports, so the caller can record usage and cost. */
export type TGoogleRequestReport = {
  sku: TGoogleSku;
  billable: boolean;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
};

export type TRetryPolicy = {
  /** Tries in all, the first included. */
  maxAttempts: number;
  /** Backoff before retry n (1-based) is baseDelayMs · 2^(n-1), unless Google sent a RetryInfo delay. */
  baseDelayMs: number;
  /** A longer wait than this (e.g. RetryInfo "41s") is not worth it: fail at once instead. */
  maxDelayMs: number;
};

export const DEFAULT_RETRY_POLICY: TRetryPolicy = { maxAttempts: 3, baseDelayMs: 200, maxDelayMs: 5_000 };

export type TGoogleConfig = {
  /** GOOGLE_PLACES_API_BASE_URL, default https://places.googleapis.com */
  placesBaseUrl: string;
  /** GOOGLE_GEOCODING_API_BASE_URL, default https://maps.googleapis.com */
  geocodingBaseUrl: string;
  /** PAGESPEED_BASE_URL, default https://www.googleapis.com */
  pageSpeedBaseUrl: string;
  apiKey: string;
  onRequest?: (report: TGoogleRequestReport) => void;
  retry?: Partial<TRetryPolicy>;
  /** Requests (retries included) this config may still send; unset is no cap. Each attempt takes one. */
  budget?: { left: number };
};

/** The config's request budget is spent: nothing more was sent. What arrived before stays valid. */
export class GoogleBudgetSpent extends Error {
  constructor() {
    super('Google request budget spent');
    this.name = 'GoogleBudgetSpent';
  }
}
