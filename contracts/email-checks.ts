import type { TEmailCheck, TEmailLabel } from './audit';

/** The words for an email check's status, beside the email (lead page, table) and in the Full export. */
export const EMAIL_STATUS_TEXT: Record<TEmailCheck['status'], string> = {
  ok: 'Can receive mail',
  invalid: "Domain can't receive mail",
  unknown: "Couldn't check the domain",
};

export const EMAIL_LABEL_TEXT: Record<TEmailLabel, string> = {
  role_address: 'role address',
  free_provider: 'free provider',
  disposable: 'disposable',
};

/** The check of `email` among a lead's checks (addresses compare without case). */
export function checkOf(checks: readonly TEmailCheck[], email: string): TEmailCheck | undefined {
  const wanted = email.trim().toLowerCase();
  return checks.find((check) => check.email.trim().toLowerCase() === wanted);
}

/**
 * One line per check: "info@x.com: Can receive mail, role address", "a@y.com: Domain can't receive mail (no such
 * domain)". The reason is given when the domain can't receive mail or could not be asked.
 */
export function describeEmailCheck(check: TEmailCheck): string {
  const status =
    check.status === 'ok' ? EMAIL_STATUS_TEXT.ok : `${EMAIL_STATUS_TEXT[check.status]} (${check.reason})`;
  return [`${check.email}: ${status}`, ...check.labels.map((label) => EMAIL_LABEL_TEXT[label])].join(', ');
}
