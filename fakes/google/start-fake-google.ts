import { setTimeout as sleep } from 'node:timers/promises';
import type { TGoogleSku } from '@server/integrations/google/google-pricing';
import { rpcError, type TFakeReply } from './fake-errors';
import type { TWebsiteFor } from './fake-place';
import { createFakeWorld } from './fake-world';
import { handleGeocode } from './handle-geocode';
import { handleRunPagespeed } from './handle-run-pagespeed';
import { handleSearchText } from './handle-search-text';
import { RUN_PAGESPEED_PATH } from '@server/integrations/google/pagespeed-wire';
import { serveFake } from '../serve-fake';

export type TFakeGoogleOptions = {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Delay before every answer. */
  latencyMs?: number;
  /** URL of a business's website; called for the ~80% that have one. Default: nobody has a website. */
  websiteFor?: TWebsiteFor;
  /** Another seed gives another (still deterministic) world. */
  seed?: string | number;
  /** How long PageSpeed Insights takes to measure a page (Google's Lighthouse run takes 10–30 s). */
  pageSpeedMs?: number;
};

/** One request the fake answered, so tests and the benchmark can count billable calls. */
export type TFakeGoogleRequest = {
  method: string;
  path: string;
  status: number;
  fieldMask: string | null;
  /** The SKU Google would bill at; null when the request was refused or is not a search. */
  sku: TGoogleSku | null;
  billable: boolean;
  /** The parsed JSON body (Text Search) or query parameters (Geocoding, PageSpeed). */
  body: unknown;
  /** When the request arrived and when its answer was ready (epoch ms): tests see which ones overlapped. */
  startedAt: number;
  finishedAt: number;
};

export type TFakeGoogle = {
  url: string;
  requests: TFakeGoogleRequest[];
  /** Forgets the logged requests and which *_ONCE keys already failed. */
  reset: () => void;
  close: () => Promise<void>;
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Starts a local stand-in for places.googleapis.com, maps.googleapis.com and the PageSpeed Insights API of
 * www.googleapis.com, speaking their wire formats.
 */
export async function startFakeGoogle(options: TFakeGoogleOptions = {}): Promise<TFakeGoogle> {
  const world = createFakeWorld(String(options.seed ?? 1));
  const websiteFor = options.websiteFor ?? (() => undefined);
  const requests: TFakeGoogleRequest[] = [];
  const usedKeys = new Set<string>();
  const isFirstUse = (key: string | undefined) => {
    const isFirst = key !== undefined && !usedKeys.has(key);
    if (key !== undefined) usedKeys.add(key);
    return isFirst;
  };

  const answer = async (request: Request): Promise<TFakeReply> => {
    const url = new URL(request.url);
    const bodyText = await request.text();
    const startedAt = Date.now();
    const entry = { method: request.method, path: url.pathname, startedAt, finishedAt: startedAt };
    if (url.pathname === '/__fake/health') return { status: 200, body: { ok: true } };
    if (request.method === 'POST' && url.pathname === '/v1/places:searchText') {
      const apiKey = request.headers.get('x-goog-api-key') ?? url.searchParams.get('key') ?? undefined;
      const fieldMask =
        request.headers.get('x-goog-fieldmask') ??
        url.searchParams.get('fields') ??
        url.searchParams.get('$fields');
      const reply = handleSearchText(world, websiteFor, { apiKey, fieldMask, bodyText }, isFirstUse(apiKey));
      requests.push({ ...entry, ...reply, fieldMask, body: parseJson(bodyText) });
      return reply;
    }
    if (request.method === 'GET' && url.pathname === RUN_PAGESPEED_PATH) {
      const isFirst = isFirstUse(url.searchParams.get('key') ?? undefined);
      if (options.pageSpeedMs) await sleep(options.pageSpeedMs);
      const reply = handleRunPagespeed(url.searchParams, isFirst, new Date());
      requests.push({
        ...entry,
        ...reply,
        finishedAt: Date.now(),
        fieldMask: null,
        sku: 'PAGESPEED_INSIGHTS',
        billable: false,
        body: Object.fromEntries(url.searchParams),
      });
      return reply;
    }
    if (request.method === 'GET' && url.pathname === '/maps/api/geocode/json') {
      const reply = handleGeocode(
        world,
        url.searchParams,
        isFirstUse(url.searchParams.get('key') ?? undefined),
      );
      requests.push({
        ...entry,
        ...reply,
        fieldMask: null,
        sku: 'GEOCODING',
        body: Object.fromEntries(url.searchParams),
      });
      return reply;
    }
    const reply = rpcError(404, 'NOT_FOUND', `The fake has no ${request.method} ${url.pathname}.`);
    requests.push({
      ...entry,
      ...reply,
      fieldMask: null,
      sku: null,
      billable: false,
      body: parseJson(bodyText),
    });
    return reply;
  };

  const { url, close } = await serveFake(
    async (request) => {
      const reply = await answer(request).catch((error: unknown) => rpcError(500, 'INTERNAL', String(error)));
      if (options.latencyMs) await sleep(options.latencyMs);
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json; charset=UTF-8' },
      });
    },
    { port: options.port },
  );
  return {
    url,
    requests,
    reset: () => {
      requests.length = 0;
      usedKeys.clear();
    },
    close,
  };
}
