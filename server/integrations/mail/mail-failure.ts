/**
 * Why a mailbox's server could not be used, in the few words the user sees (decision 133). Deliberately generic: a
 * test must not tell a closed port from a filtered one, or show the server's own text, so it cannot map a network.
 */
export const MAIL_FAILURES = {
  not_allowed: 'This host is not allowed',
  unencrypted: 'This host needs TLS or STARTTLS',
  auth: 'Authentication failed',
  tls: 'TLS handshake failed',
  timeout: 'Timed out',
  connect: 'Could not connect',
} as const;
export type TMailFailure = keyof typeof MAIL_FAILURES;

export class MailConnectionError extends Error {
  constructor(
    readonly failure: TMailFailure,
    options?: { cause?: unknown },
  ) {
    super(MAIL_FAILURES[failure], options);
  }
}

type Failed = {
  code?: string;
  responseCode?: number;
  authenticationFailed?: boolean;
  message?: string;
  cause?: Failed;
};

const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|ERR_OSSL_|HOSTNAME_MISMATCH)/;
const TLS_TEXT = /\b(ssl|tls|certificate|handshake|wrong version number)\b/i;

/** What went wrong, read from a nodemailer or ImapFlow error (or Node's socket error beneath them). */
export function mailFailureOf(error: unknown): TMailFailure {
  if (error instanceof MailConnectionError) return error.failure;
  const failed = (error ?? {}) as Failed;
  const code = failed.code ?? failed.cause?.code ?? '';
  if (failed.authenticationFailed || code === 'EAUTH' || failed.responseCode === 535) return 'auth';
  if (/TIMEOUT|ETIMEDOUT/.test(code)) return 'timeout';
  if (code === 'ETLS' || TLS_CODE.test(code) || TLS_TEXT.test(failed.message ?? '')) return 'tls';
  return 'connect';
}
