import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

export type TSelfSignedCertificate = { key: string; cert: string };

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY_MS = 86_400_000;

const pem = (label: string, der: ArrayBuffer) =>
  `-----BEGIN ${label}-----\n${Buffer.from(der)
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .trimEnd()}\n-----END ${label}-----\n`;

/**
 * A fresh self-signed server certificate (P-256, valid from yesterday for a week) for `localhost`, 127.0.0.1, ::1 and
 * any extra names, made in memory when a fake starts: nothing to commit or expire. A client trusts it by passing
 * `cert` as its CA (it is its own issuer), or refuses it as a real client would an unknown issuer.
 */
export async function makeSelfSignedCertificate(extraNames: string[] = []): Promise<TSelfSignedCertificate> {
  const keys = (await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as CryptoKeyPair;
  const now = Date.now();
  const certificate = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: Buffer.from(webcrypto.getRandomValues(new Uint8Array(8))).toString('hex'),
      name: 'CN=localhost, O=LeadScout fake SMTP',
      notBefore: new Date(now - DAY_MS),
      notAfter: new Date(now + 7 * DAY_MS),
      signingAlgorithm: ALGORITHM,
      keys,
      extensions: [
        new x509.BasicConstraintsExtension(true, undefined, true),
        new x509.KeyUsagesExtension(
          x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyCertSign,
          true,
        ),
        new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
        new x509.SubjectAlternativeNameExtension([
          { type: 'dns', value: 'localhost' },
          { type: 'ip', value: '127.0.0.1' },
          { type: 'ip', value: '::1' },
          ...extraNames.map((value) => ({ type: 'dns' as const, value })),
        ]),
      ],
    },
    webcrypto as Crypto,
  );
  return {
    key: pem('PRIVATE KEY', await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)),
    cert: certificate.toString('pem'),
  };
}
