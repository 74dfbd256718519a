import { FIRST_PASS_LIMITS } from '@contracts/crawler';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import type { SecureContext } from 'node:tls';
import { MIMEType } from 'node:util';
import { pipeline, type Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { Agent, request } from 'undici';
import type { TFailureReason } from '@contracts/enrichment';
import { crawlerAddressRule } from './ip-policy';
import { countLoopLag } from './loop-lag';
import { InlineDataStripper } from './strip-inline-data';

export type ResolvedAddress = { address: string; family: number };
/** Resolves a hostname to every address it has (injectable for tests). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type SafeFetchOptions = {
  userAgent: string;
  /**
   * Also allows loopback addresses, where the fake websites of tests and the offline demo listen
   * (CRAWLER_ALLOW_PRIVATE_NETWORKS). Private networks, link-local/metadata, CGNAT and the rest stay refused.
   */
  allowPrivateNetworks: boolean;
  /** CIDR ranges opened on purpose (CRAWLER_ALLOWED_NETWORKS), allowed besides the above. */
  allowedNetworks?: readonly string[];
  /** Cancels everything, e.g. the crawl's time budget. */
  signal?: AbortSignal;
  /** Per request (each redirect hop). */
  timeoutMs?: number;
  /**
   * Decompressed body cap, not counting inline `data:` payloads (which are cut out as they arrive). A larger
   * body is read up to the cap and returned `truncated`: a page over the cap is parsed as far as it was read.
   */
  maxBytes?: number;
  maxRedirects?: number;
  /** 'html' refuses anything that is not text/html or application/xhtml+xml. */
  accept?: 'html' | 'any';
  /** POST sends `body` with `headers` (outgoing webhooks); give it `maxRedirects: 0`, a redirect is not resent. */
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  resolve?: Resolver;
  /** Which resolved addresses may be connected to; default: globally routable unicast (plus loopback with allowPrivateNetworks). */
  isAllowedAddress?: (address: string) => boolean;
  /**
   * The certificate authorities trusted (`crawlerTrust`: Node's roots plus CRAWLER_EXTRA_CA_CERTS); default
   * Node's own store.
   */
  trust?: SecureContext;
  /**
   * Reads a page whose certificate does not verify, as a visitor who clicks through the browser's warning would
   * (the deep pass, once a verified request failed on the certificate; decision 127). Addresses are checked all
   * the same.
   */
  acceptInvalidCertificates?: boolean;
  /** 'manual' returns a redirect as the response (its `location` header) instead of following it. */
  redirect?: 'follow' | 'manual';
  /** false: the body is not read (a probe that only needs the status and headers). */
  readBody?: boolean;
};

export type FetchedResponse = {
  /** The URL that finally answered, after redirects. */
  url: string;
  status: number;
  contentType: string | null;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  setCookies: string[];
  body: Buffer;
  /** The body stopped at `maxBytes`; what was read is all there is. */
  truncated: boolean;
  /** Bytes of the body as read, decompressed, inline `data:` payloads included (up to the cap). */
  bytesRead: number;
  /**
   * From sending the (last hop's) request until its status line and headers arrived, less the time this thread's
   * event loop ran late meanwhile (`countLoopLag`).
   */
  responseMs: number;
};

export type SafeFetchResult = { ok: true; response: FetchedResponse } | { ok: false; reason: TFailureReason };

const DEFAULTS = { timeoutMs: 10_000, maxBytes: FIRST_PASS_LIMITS.maxBytes, maxRedirects: 5 };
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const defaultResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

class FetchFailure extends Error {
  constructor(readonly reason: TFailureReason) {
    super(reason);
  }
}

/** Connects to the address that was checked, never to a second DNS answer (DNS-rebinding safe). */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/** DNS lookups cannot be cancelled; stop waiting for one when the signal fires. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

type AddressOptions = Pick<
  SafeFetchOptions,
  'resolve' | 'isAllowedAddress' | 'allowPrivateNetworks' | 'allowedNetworks'
>;

/**
 * The one address a connection to the URL's host may use: resolved here, every answer checked against the
 * crawler's address policy. Rejects otherwise (no answer, or an answer the policy refuses).
 */
export async function checkedAddress(
  url: URL,
  options: AddressOptions,
  signal: AbortSignal,
): Promise<ResolvedAddress> {
  // WHATWG URL parsing has already turned decimal, hex, octal and short IPv4 forms into dotted quads.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await abortable((options.resolve ?? defaultResolver)(host), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new FetchFailure('dns');
    }
    if (addresses.length === 0) throw new FetchFailure('dns');
  }
  // Refuse when any answer is non-public, so a mixed answer cannot be used to reach the inside.
  const isAllowed = options.isAllowedAddress ?? crawlerAddressRule(options);
  if (!addresses.every((a) => isAllowed(a.address))) {
    throw new FetchFailure('blocked_private_address');
  }
  return addresses[0];
}

function parseTarget(raw: string, base?: string): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new FetchFailure('invalid_url');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new FetchFailure('invalid_url');
  }
  url.hash = '';
  return url;
}

function flattenHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function isHtml(contentType: string | null): boolean {
  if (!contentType) return false;
  try {
    return HTML_TYPES.has(new MIMEType(contentType).essence);
  } catch {
    return false;
  }
}

const TLS_ERROR = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|ERR_OSSL_)/;

function failureOf(error: unknown, aborted: boolean): TFailureReason {
  if (error instanceof FetchFailure) return error.reason;
  if (aborted) return 'timeout';
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  const errorCode = code ?? cause?.code ?? '';
  if (/TIMEOUT/.test(errorCode)) return 'timeout';
  if (TLS_ERROR.test(errorCode)) return 'tls';
  return 'connection';
}

type Hop = { redirectTo: string } | { response: FetchedResponse };

const DECOMPRESSORS: Record<string, () => Transform> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

const ignore = (): void => undefined;

/** Inline payloads are skipped, not kept, but a body of nothing else stops here all the same. */
const RAW_BYTES_PER_KEPT_BYTE = 4;

/**
 * Reads the (decompressed) body without its inline `data:` payloads, stopping as soon as it reaches
 * `maxBytes`: what was read is returned, marked `truncated`.
 */
async function readBody(
  body: Readable,
  contentEncoding: string | undefined,
  maxBytes: number,
): Promise<{ body: Buffer; truncated: boolean; bytesRead: number }> {
  const encoding = (contentEncoding ?? 'identity').trim().toLowerCase();
  const decompressor = encoding === 'identity' || encoding === '' ? null : DECOMPRESSORS[encoding];
  if (decompressor === undefined) throw new FetchFailure('unsupported_encoding');
  const stream: Readable = decompressor ? pipeline(body, decompressor(), ignore) : body;
  const stripper = new InlineDataStripper();
  const chunks: Buffer[] = [];
  let size = 0;
  let raw = 0;
  let truncated = false;
  try {
    for await (const chunk of stream) {
      raw += (chunk as Buffer).length;
      const kept = stripper.push(chunk as Buffer);
      chunks.push(kept);
      size += kept.length;
      if (size >= maxBytes || raw >= maxBytes * RAW_BYTES_PER_KEPT_BYTE) {
        truncated = true;
        break;
      }
    }
    if (!truncated) chunks.push(stripper.flush());
  } finally {
    stream.destroy();
  }
  const all = Buffer.concat(chunks);
  return { body: all.length > maxBytes ? all.subarray(0, maxBytes) : all, truncated, bytesRead: raw };
}

async function fetchOnce(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<Hop> {
  const address = await checkedAddress(url, options, signal);
  const maxBytes = options.maxBytes ?? DEFAULTS.maxBytes;
  const agent = new Agent({
    connections: 1,
    connect: {
      lookup: pinnedLookup(address),
      ...(options.trust && { secureContext: options.trust }),
      ...(options.acceptInvalidCertificates && { rejectUnauthorized: false }),
    },
  });
  const lag = countLoopLag();
  try {
    const sent = performance.now();
    const res = await request(url, {
      dispatcher: agent,
      signal,
      method: options.method ?? 'GET',
      body: options.body,
      headers: {
        'user-agent': options.userAgent,
        accept: options.accept === 'any' ? '*/*' : 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-encoding': 'gzip, deflate, br',
        ...options.headers,
      },
    });
    // What the server and the network took: this thread's own delays are not the site's.
    const responseMs = Math.max(0, Math.round(performance.now() - sent - lag.stop()));
    // Bodies we do not want are destroyed unread; read errors still surface through the iterator.
    res.body.on('error', ignore);
    const headers = flattenHeaders(res.headers);
    const location = headers.location;
    const refuse = (reason: TFailureReason): never => {
      res.body.destroy();
      throw new FetchFailure(reason);
    };
    const setCookie = res.headers['set-cookie'];
    const answer = (read: { body: Buffer; truncated: boolean; bytesRead: number }): Hop => ({
      response: {
        url: url.href,
        status: res.statusCode,
        contentType: headers['content-type'] ?? null,
        headers,
        setCookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
        ...read,
        responseMs,
      },
    });
    const unread = { body: Buffer.alloc(0), truncated: false, bytesRead: 0 };
    if (REDIRECT_STATUSES.has(res.statusCode) && location) {
      res.body.destroy();
      return options.redirect === 'manual' ? answer(unread) : { redirectTo: location };
    }
    if (res.statusCode < 200 || res.statusCode > 299) refuse(`http_${res.statusCode}`);
    if (options.accept !== 'any' && !isHtml(headers['content-type'] ?? null)) refuse('not_html');
    if (options.readBody === false) {
      res.body.destroy();
      return answer(unread);
    }
    return answer(await readBody(res.body, headers['content-encoding'], maxBytes));
  } finally {
    lag.stop();
    void agent.destroy();
  }
}

/**
 * GET (or POST) a URL on the public internet only. DNS is resolved here, every address is checked, and the socket
 * connects to exactly the checked address. Redirects are followed by hand (each hop re-checked), the body
 * is read up to its cap (inline data payloads skipped), and HTML is required unless `accept: 'any'`. Never rejects: failures come back as a reason.
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const maxRedirects = options.maxRedirects ?? DEFAULTS.maxRedirects;
  const seen = new Set<string>();
  let signal: AbortSignal | undefined;
  try {
    let url = parseTarget(rawUrl);
    for (let hop = 0; ; hop++) {
      seen.add(url.href);
      const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULTS.timeoutMs);
      signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      const outcome = await fetchOnce(url, options, signal);
      if ('response' in outcome) return { ok: true, response: outcome.response };
      url = parseTarget(outcome.redirectTo, url.href);
      if (seen.has(url.href)) return { ok: false, reason: 'redirect_loop' };
      if (hop + 1 > maxRedirects) return { ok: false, reason: 'too_many_redirects' };
    }
  } catch (error) {
    return { ok: false, reason: failureOf(error, signal?.aborted === true) };
  }
}
