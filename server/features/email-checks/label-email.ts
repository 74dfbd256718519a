import type { TEmailLabel } from '@contracts/audit';
import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';
import { freeEmailDomains } from 'free-email-domains-typescript';
import roleLocalParts from 'role-based-email-addresses';
import type { TParsedEmail } from './parse-email';

/**
 * The lists come from kept packages (decision 128): disposable domains from the disposable-email-domains project,
 * free providers from HubSpot's list of free email domains, role local parts (info, sales, office…) from Mixmax's
 * list. Its bare numbers ("1@…") say nothing about a role and are left out.
 */
const DISPOSABLE = disposableEmailBlocklistSet();
const FREE_PROVIDERS = new Set(freeEmailDomains);
const ROLES = new Set(roleLocalParts.filter((part) => !/^[0-9]+$/.test(part)));

/** The domain and each parent (`a.b.mailinator.com` → `b.mailinator.com` → `mailinator.com`). */
function* domainAndParents(domain: string) {
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i++) yield labels.slice(i).join('.');
}

/**
 * "role address" for a mailbox of a function rather than a person (its `+tag` ignored), "disposable" for a
 * throwaway inbox service (subdomains included), "free provider" for a free mailbox service — not said of a
 * disposable one, which says more.
 */
export function labelEmail({ local, domain }: TParsedEmail): TEmailLabel[] {
  const labels: TEmailLabel[] = [];
  if (ROLES.has(local.toLowerCase().replace(/\+.*$/, ''))) labels.push('role_address');
  const disposable = [...domainAndParents(domain)].some((name) => DISPOSABLE.has(name));
  if (FREE_PROVIDERS.has(domain) && !disposable) labels.push('free_provider');
  if (disposable) labels.push('disposable');
  return labels;
}
