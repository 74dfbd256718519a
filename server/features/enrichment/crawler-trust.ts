import { readFileSync } from 'node:fs';
import { createSecureContext, rootCertificates, type SecureContext } from 'node:tls';

const contexts = new Map<string, SecureContext>();

/**
 * The certificate authorities the crawler trusts, for its pages and its own TLS handshake (decision 127): Node's
 * bundled roots plus the PEM file CRAWLER_EXTRA_CA_CERTS names (the fake web's CA in tests and the demo). Without
 * one, undefined: Node's default store. Built once per file.
 */
export function crawlerTrust(extraCaFile: string | undefined): SecureContext | undefined {
  if (!extraCaFile) return undefined;
  let context = contexts.get(extraCaFile);
  if (!context) {
    context = createSecureContext({ ca: [...rootCertificates, readFileSync(extraCaFile, 'utf8')] });
    contexts.set(extraCaFile, context);
  }
  return context;
}
