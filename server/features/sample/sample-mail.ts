import type { TSampleLead } from '@contracts/sample';

type TSampleMailInput = {
  firstName: string;
  niche: string;
  location: string;
  businesses: TSampleLead[];
  appUrl: string;
};

const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;
/** Links a mail client would make clickable: with a scheme, starting www., or a bare domain name. */
const URLS = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b(?:\/\S*)?/gi;

/**
 * A form value as it may appear in the mail: one line, no links. The sample mail goes to any address a visitor
 * types, so it must not carry their text as a phishing message under our name.
 */
export function plainField(value: string): string {
  return value.replace(LINE_BREAKS, ' ').replace(URLS, '').replace(/\s+/g, ' ').trim();
}

/**
 * The sample's cover letter; the leads themselves travel as the attached spreadsheet. Of the form it carries
 * only the first name, niche and location, each through `plainField`.
 */
export function sampleMail({ businesses, appUrl, ...form }: TSampleMailInput) {
  const firstName = plainField(form.firstName) || 'there';
  const niche = plainField(form.niche);
  const location = plainField(form.location);
  const count = businesses.length;
  const withoutWebsite = businesses.filter((b) => !b.website).length;
  const signUp = new URL('/auth', appUrl).toString();
  return {
    subject: `Your ${count} free ${niche} leads in ${location}`,
    text: [
      `Hi ${firstName},`,
      '',
      `Here are your ${count} free sample leads for "${niche}" in ${location}. The spreadsheet is attached:`,
      'business name, rating, reviews, phone, website, address, city and state for each business.',
      withoutWebsite > 0 ? `\n${withoutWebsite} of them have no website listed — a good place to start.` : '',
      '',
      `Want more? A LeadScout account finds up to 50 leads per search in any niche and city, scores every`,
      `lead from 0 to 100 and shows who is missing a website, chatbot or strong online presence: ${signUp}`,
      '',
      '— The LeadScout team',
    ].join('\n'),
  };
}
