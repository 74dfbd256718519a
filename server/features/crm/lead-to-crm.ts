import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { TCrmField } from '@contracts/crm';
import type { businessResults } from '../../db/schema';
import type { CrmCompany, CrmPerson } from '../../integrations/crm/crm-client';
import type { TLeadAnswerLine } from '../research';

type Lead = typeof businessResults.$inferSelect;
const MAX_PERSONS = 5;

/** A phone number in E.164 when libphonenumber reads it (national numbers with the lead's country). */
export function toE164(phone: string | null, country: string | null): string | undefined {
  if (!phone) return undefined;
  const region = country && /^[A-Z]{2}$/.test(country) ? (country as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(phone, region);
  return parsed?.isValid() ? parsed.number : undefined;
}

export function domainOf(website: string | null): string | undefined {
  if (!website) return undefined;
  try {
    return new URL(website).hostname.replace(/^www\./, '').toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * What of a lead goes to the CRM as its company, under the connection's field switches. The facts without a
 * standard CRM property (rating, score and parts, tech, socials, tags, notes, research answers, our link) go in
 * the description as labelled lines, so every CRM shows them without custom properties. A research answer is its
 * question, the answer, and the quote and page it rests on (`answers`, read only when the switch is on).
 */
export function leadToCompany(
  lead: Lead,
  fields: readonly TCrmField[],
  leadUrl: string,
  answers: readonly TLeadAnswerLine[] = [],
): CrmCompany {
  const on = new Set(fields);
  const domain = on.has('domain') ? domainOf(lead.website) : undefined;
  const lines: string[] = [];
  const line = (label: string, value: unknown) => {
    if (value !== null && value !== undefined && value !== '') lines.push(`${label}: ${String(value)}`);
  };
  if (on.has('rating')) {
    line('Google rating', lead.rating);
    line('Google reviews', lead.reviewCount);
  }
  if (on.has('score')) {
    line('Lead score', lead.leadScore);
    const parts = (lead.scoreBreakdown ?? {}) as Record<string, number>;
    for (const [part, value] of Object.entries(parts)) line(`Score ${part}`, value);
  }
  if (on.has('tech')) {
    line('CMS', lead.cmsPlatform);
    line(
      'Chat widget',
      lead.hasChatbot ? (lead.chatbotPlatform ?? 'yes') : lead.hasChatbot === false ? 'none' : null,
    );
    line('Marketing tools', lead.marketingTools?.join(', '));
  }
  if (on.has('socials'))
    for (const [label, url] of [
      ['Facebook', lead.facebookUrl],
      ['Instagram', lead.instagramUrl],
      ['LinkedIn', lead.linkedinUrl],
      ['X', lead.twitterUrl],
      ['TikTok', lead.tiktokUrl],
      ['Pinterest', lead.pinterestUrl],
      ['YouTube', lead.youtubeUrl],
    ] as const)
      line(label, url);
  if (on.has('tags')) line('Tags', lead.tags.join(', '));
  if (on.has('notes')) line('Notes', lead.notes);
  if (on.has('research'))
    for (const { question, answer, quote, url } of answers) line(question, `${answer} (“${quote}”, ${url})`);
  if (on.has('leadUrl')) line('LeadScout', leadUrl);
  return {
    name: on.has('name') || !domain ? lead.businessName : '',
    domain,
    website: on.has('domain') ? (lead.website ?? undefined) : undefined,
    phone: on.has('phone') ? toE164(lead.phone, lead.country) : undefined,
    ...(on.has('address')
      ? {
          address: lead.address ?? undefined,
          city: lead.city ?? undefined,
          state: lead.state ?? undefined,
          zip: lead.zipCode ?? undefined,
          country: lead.country ?? undefined,
        }
      : {}),
    tags: on.has('tags') && lead.tags.length ? lead.tags : undefined,
    description: lines.length ? lines.join('\n') : undefined,
  };
}

/** The lead's email addresses as people; the site's first named contact is given to the first address. */
export function leadToPersons(lead: Lead, fields: readonly TCrmField[]): CrmPerson[] {
  if (!fields.includes('contacts')) return [];
  const found = [lead.email, ...(lead.emails ?? []).map((e) => e.email)];
  const emails = [
    ...new Set(found.filter((e): e is string => Boolean(e)).map((e) => e.trim().toLowerCase())),
  ];
  const named = lead.contactName ?? lead.contacts?.[0]?.name ?? null;
  const title = lead.contactTitle ?? lead.contacts?.[0]?.title ?? null;
  return emails.slice(0, MAX_PERSONS).map((email, index) => {
    const [firstName, ...rest] = index === 0 && named ? named.split(/\s+/) : [];
    return {
      email,
      ...(firstName ? { firstName, lastName: rest.join(' ') || undefined } : {}),
      ...(index === 0 && title ? { jobTitle: title } : {}),
    };
  });
}
