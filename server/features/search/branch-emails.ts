import { addressWords } from '@contracts/address';
import type { TFoundEmail } from '@contracts/enrichment';

const contains = (haystack: string[], needle: string[]) =>
  needle.length > 0 && haystack.some((_, start) => needle.every((word, i) => haystack[start + i] === word));

/**
 * Whether a branch page's address is the lead's own (the Google listing's): the branch's street line (with its
 * house number) appears in the lead's address, or the lead's street line in the branch's.
 */
export function isSameAddress(branch: string, lead: string): boolean {
  const streetOf = (address: string) => addressWords(address.split(',')[0] ?? '');
  const [branchStreet, leadStreet] = [streetOf(branch), streetOf(lead)];
  const hasNumber = (street: string[]) => street.some((word) => /\d/.test(word));
  return (
    (hasNumber(branchStreet) && contains(addressWords(lead), branchStreet)) ||
    (hasNumber(leadStreet) && contains(addressWords(branch), leadStreet))
  );
}

/**
 * Branch emails tied to the lead (issue 20, item 3): a multi-location business's branch page gives each branch
 * its own address (`branch`); when a branch's address is the lead's, its email is this lead's best contact and
 * goes first. Otherwise the order is kept.
 */
export function preferLeadBranch(emails: TFoundEmail[], leadAddress: string | null): TFoundEmail[] {
  if (!leadAddress) return emails;
  const isLeads = (email: TFoundEmail) =>
    email.branch !== undefined && isSameAddress(email.branch, leadAddress);
  return [...emails.filter(isLeads), ...emails.filter((email) => !isLeads(email))];
}
