import { X509Certificate } from 'node:crypto';
import { isIP } from 'node:net';
import { checkServerIdentity, connect, type PeerCertificate } from 'node:tls';
import { robotsFor } from './robots';
import { checkedAddress, safeFetch, type SafeFetchOptions } from './safe-fetch';

/* The website audit's own requests (decision 127, published on the /bot page): one TLS handshake, one plain-http
 * request for the homepage's address (its answer's headers only), and /favicon.ico when the homepage names no
 * icon (headers only). All inside the deep pass's budget, through the crawler's address policy. */

/** Each probe's own limit, inside what is left of the site's budget. */
export const PROBE_TIMEOUT_MS = 5_000;
const MAX_PLAIN_HOPS = 5;

/** What the site's certificate says, read from a handshake of our own that accepts any certificate. */
export type CertificateFacts = {
  /** The address the handshake was for ("https://joes.com/"). */
  url: string;
  host: string;
  /** OpenSSL's verdict on the chain (Node's error code); null when it verified against the trusted roots. */
  chainError: string | null;
  /** The certificate is its own issuer and signed with its own key (and so not trusted by browsers). */
  selfSigned: boolean;
  /** The names it was issued for (subject alternative names, else the common name). */
  names: string[];
  nameMatches: boolean;
  /** The issuer's name as written in the certificate. */
  issuer: string;
  validFrom: Date;
  validTo: Date;
};

/** The crawl's fetch options, with the site's budget as the signal. */
export type ProbeOptions = SafeFetchOptions & { signal: AbortSignal };

const DNS_NAME = /DNS:([^,\s]+)/g;

function namesOf(cert: PeerCertificate): string[] {
  const alternative = [...(cert.subjectaltname ?? '').matchAll(DNS_NAME)].map((match) => match[1]);
  const common = typeof cert.subject?.CN === 'string' ? [cert.subject.CN] : [];
  return alternative.length > 0 ? alternative : common;
}

/** Its own issuer, signed with its own key (whatever its key usage says, unlike OpenSSL's `checkIssued`). */
function selfSigned(cert: PeerCertificate): boolean {
  try {
    const x509 = new X509Certificate(cert.raw);
    return x509.subject === x509.issuer && x509.verify(x509.publicKey);
  } catch {
    return false;
  }
}

function issuerName(cert: PeerCertificate): string {
  const { CN, O } = cert.issuer ?? {};
  return [CN, O].find((part): part is string => typeof part === 'string') ?? 'an unnamed issuer';
}

/**
 * A TLS handshake with the host of `url` (port 443, or the one the address names), to the one address the
 * crawler's policy allows, accepting any certificate so that an invalid one is read and judged, never a
 * failure. Null when there is no handshake (nothing listens, not TLS, refused, out of time).
 */
export async function readCertificate(url: URL, options: ProbeOptions): Promise<CertificateFacts | null> {
  const signal = AbortSignal.any([options.signal, AbortSignal.timeout(PROBE_TIMEOUT_MS)]);
  let address: string;
  try {
    ({ address } = await checkedAddress(url, options, signal));
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(url.port || 443);
  return new Promise((resolve) => {
    const socket = connect({
      host: address,
      port,
      servername: isIP(host) ? undefined : host,
      rejectUnauthorized: false,
      ALPNProtocols: ['http/1.1'],
      ...(options.trust && { secureContext: options.trust }),
    });
    const done = (facts: CertificateFacts | null): void => {
      signal.removeEventListener('abort', stop);
      socket.destroy();
      resolve(facts);
    };
    const stop = (): void => done(null);
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    socket.once('error', stop);
    socket.once('secureConnect', () => {
      const cert = socket.getPeerCertificate();
      if (!cert?.raw) return done(null);
      const chainError = socket.authorizationError ? String(socket.authorizationError) : null;
      done({
        url: `https://${url.host}/`,
        host,
        // Node checks the name only when the chain verified; the audit wants each fault on its own.
        chainError: chainError === 'ERR_TLS_CERT_ALTNAME_INVALID' ? null : chainError,
        selfSigned: selfSigned(cert),
        names: namesOf(cert),
        nameMatches: checkServerIdentity(host, cert) === undefined,
        issuer: issuerName(cert),
        validFrom: new Date(cert.valid_from),
        validTo: new Date(cert.valid_to),
      });
    });
  });
}

/**
 * Whether the plain-http address of an https homepage sends visitors on to https: `http://host/` (on the port
 * the homepage's address names, if any) is asked, its redirects followed while they stay on http, reading
 * headers only. True when one leads to https, false when http answers the page itself; null when http does not
 * answer (nothing to redirect) or answers with an error.
 */
export async function redirectsToHttps(homepage: string, options: ProbeOptions): Promise<boolean | null> {
  let current = new URL('/', homepage);
  current.protocol = 'http:';
  const probe: SafeFetchOptions = {
    ...options,
    accept: 'any',
    redirect: 'manual',
    readBody: false,
    timeoutMs: PROBE_TIMEOUT_MS,
  };
  for (let hop = 0; hop < MAX_PLAIN_HOPS; hop++) {
    const result = await safeFetch(current.href, probe);
    if (!result.ok) return null;
    const { status, headers } = result.response;
    if (status < 300 || status > 399) return false;
    const next = new URL(headers.location ?? '', current);
    if (next.protocol === 'https:') return true;
    if (next.protocol !== 'http:' || next.href === current.href) return false;
    current = next;
  }
  return false;
}

/**
 * Whether the site serves `/favicon.ico` (what browsers ask for when a page names no icon): an answer that is
 * not an HTML page, read by its headers only; false when it answers 404 or 410. Null when robots.txt does not
 * allow asking or no answer came.
 */
export async function servesFavicon(homepage: string, options: ProbeOptions): Promise<boolean | null> {
  const url = new URL('/favicon.ico', homepage).href;
  if (!(await robotsFor(url, options)).isAllowed(url)) return null;
  const result = await safeFetch(url, {
    ...options,
    accept: 'any',
    readBody: false,
    timeoutMs: PROBE_TIMEOUT_MS,
  });
  if (result.ok) return !/^text\/html\b/i.test(result.response.contentType ?? '');
  // Only an answer that says it is not there is "no favicon"; no answer says nothing.
  return /^http_(?:404|410)$/.test(result.reason) ? false : null;
}
