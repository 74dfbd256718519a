import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_RETRY_POLICY, GoogleBudgetSpent, type TGoogleConfig } from './google-config';
import { GoogleApiError } from './google-api-error';
import type { TGoogleSku } from './google-pricing';

const REQUEST_TIMEOUT_MS = 20_000;

/** How an API reads one HTTP answer: a value or a GoogleApiError, and whether Google bills it. */
export type TReadAnswer<T> = (
  status: number,
  body: unknown,
) => { result: T | GoogleApiError; isBillable: boolean };

type TGoogleRequest<T> = {
  sku: TGoogleSku;
  url: string;
  init: RequestInit;
  read: TReadAnswer<T>;
  /** How long one attempt may take; REQUEST_TIMEOUT_MS unless the API is known to be slower. */
  timeoutMs?: number;
};

async function attempt<T>(cfg: TGoogleConfig, request: TGoogleRequest<T>): Promise<T> {
  const { sku, url, init, read, timeoutMs = REQUEST_TIMEOUT_MS } = request;
  if (cfg.budget) {
    if (cfg.budget.left <= 0) throw new GoogleBudgetSpent();
    cfg.budget.left -= 1;
  }
  let status = 0;
  let body: unknown;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    body = await response.json().catch(() => undefined);
  } catch (cause) {
    cfg.onRequest?.({ sku, billable: false, status });
    throw new GoogleApiError({ kind: 'UPSTREAM', httpStatus: status, isRetryable: true, cause });
  }
  const { result, isBillable } = read(status, body);
  cfg.onRequest?.({ sku, billable: isBillable, status });
  if (result instanceof GoogleApiError) throw result;
  return result;
}

/**
 * Sends one logical request to Google, retrying rate limits and transient failures with exponential backoff
 * (honouring RetryInfo). Every attempt is reported through `cfg.onRequest`.
 */
export async function sendGoogleRequest<T>(cfg: TGoogleConfig, request: TGoogleRequest<T>): Promise<T> {
  const policy = { ...DEFAULT_RETRY_POLICY, ...cfg.retry };
  for (let tries = 1; ; tries++) {
    try {
      return await attempt(cfg, request);
    } catch (error) {
      if (!(error instanceof GoogleApiError) || !error.isRetryable || tries >= policy.maxAttempts)
        throw error;
      const delayMs = error.retryAfterMs ?? policy.baseDelayMs * 2 ** (tries - 1);
      if (delayMs > policy.maxDelayMs) throw error;
      await sleep(delayMs);
    }
  }
}
