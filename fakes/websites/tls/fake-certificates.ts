import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSecureContext, type SecureContext } from 'node:tls';

/**
 * The fake web's certificates (made once by make-certs.sh, committed): what a fake site serves over real TLS.
 * `valid`, `expired` and `expiring` are for *.audit.test from the fake CA; `self-signed` is its own issuer;
 * `wrong-name` is for *.other-business.test; `untrusted` is from a CA nobody trusts.
 */
export const FAKE_CERTIFICATES = [
  'valid',
  'expired',
  'expiring',
  'self-signed',
  'wrong-name',
  'untrusted',
] as const;
export type FakeCertificate = (typeof FAKE_CERTIFICATES)[number];

/** The fake CA, for CRAWLER_EXTRA_CA_CERTS: the crawler trusts the fake web only through configuration. */
export const FAKE_CA_FILE = fileURLToPath(new URL('./ca.pem', import.meta.url));

const file = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
const contexts = new Map<FakeCertificate, SecureContext>();

/** The PEM key and certificate of one kind, for other fake servers (SMTP, IMAP) that present it. */
export const fakeCertificate = (kind: FakeCertificate) => ({
  key: file(`${kind}-key.pem`),
  cert: file(`${kind}.pem`),
});

/** The key and certificate a fake site with this certificate answers a TLS handshake with. */
export function fakeCertificateContext(kind: FakeCertificate): SecureContext {
  let context = contexts.get(kind);
  if (!context) {
    context = createSecureContext(fakeCertificate(kind));
    contexts.set(kind, context);
  }
  return context;
}
