import type { TSampleLead } from '@contracts/sample';

type TSampleMailInput = {
  firstName: string;
  niche: string;
  location: string;
  businesses: TSampleLead[];
  appUrl: string;
};

/** The sample's cover letter; the leads themselves travel as the attached spreadsheet. */
export function sampleMail({ firstName, niche, location, businesses, appUrl }: TSampleMailInput) {
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
