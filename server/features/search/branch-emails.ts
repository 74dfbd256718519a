import type { TFoundEmail } from '@contracts/enrichment';

const ABBREVIATIONS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  suite: 'ste',
  place: 'pl',
  court: 'ct',
  highway: 'hwy',
  parkway: 'pkwy',
  square: 'sq',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  strasse: 'str',
};

/** Lower case, accents folded, punctuation dropped, common street words shortened: "12 Congress Avenue" → "12 congress ave". */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/straße/g, 'strasse')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word);
}

const contains = (haystack: string[], needle: string[]) =>
  needle.length > 0 && haystack.some((_, start) => needle.every((word, i) => haystack[start + i] === word));

/**
 * Whether a branch page's address is the lead's own (the Google listing's): the branch's street line (with its
 * house number) appears in the lead's address, or the lead's street line in the branch's.
 */
export function isSameAddress(branch: string, lead: string): boolean {
  const streetOf = (address: string) => words(address.split(',')[0] ?? '');
  const [branchStreet, leadStreet] = [streetOf(branch), streetOf(lead)];
  const hasNumber = (street: string[]) => street.some((word) => /\d/.test(word));
  return (
    (hasNumber(branchStreet) && contains(words(lead), branchStreet)) ||
    (hasNumber(leadStreet) && contains(words(branch), leadStreet))
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
