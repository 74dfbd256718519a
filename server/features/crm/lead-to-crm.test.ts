import { describe, expect, it } from 'vitest';
import type { businessResults } from '../../db/schema';
import { DEFAULT_CRM_FIELDS } from '@contracts/crm';
import { domainOf, leadToCompany, leadToPersons, toE164 } from './lead-to-crm';

const lead = (overrides: Partial<typeof businessResults.$inferSelect>) =>
  ({
    id: 'lead-1',
    businessName: 'Acme Plumbing',
    website: 'https://www.Acme-Plumbing.com/contact',
    phone: '(512) 410-1007',
    country: 'US',
    address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    rating: 4.7,
    reviewCount: 120,
    leadScore: 72,
    scoreBreakdown: { websiteQuality: 20 },
    tags: ['hot'],
    notes: 'Call Monday',
    email: 'Info@acme-plumbing.com',
    emails: [
      { email: 'info@acme-plumbing.com', source: '/' },
      { email: 'jo@acme-plumbing.com', source: '/team' },
    ],
    contactName: 'Jo Ann Smith',
    contactTitle: 'Owner',
    contacts: [],
    marketingTools: ['Google Analytics'],
    ...overrides,
  }) as typeof businessResults.$inferSelect;

describe('what a lead becomes in a CRM', () => {
  it('writes phones in E.164 with the lead’s country, and nothing for what is not a phone', () => {
    expect(toE164('(512) 410-1007', 'US')).toBe('+15124101007');
    expect(toE164('+44 20 7946 0958', null)).toBe('+442079460958');
    expect(toE164('call us', 'US')).toBeUndefined();
  });

  it('takes the bare host of the website as the domain', () => {
    expect(domainOf('https://www.Acme-Plumbing.com/contact')).toBe('acme-plumbing.com');
    expect(domainOf('not a url')).toBeUndefined();
  });

  it('maps every default field, and leaves out the ones switched off', () => {
    const all = leadToCompany(lead({}), DEFAULT_CRM_FIELDS, 'https://app.example/dashboard/leads/lead-1');
    expect(all).toMatchObject({
      name: 'Acme Plumbing',
      domain: 'acme-plumbing.com',
      phone: '+15124101007',
      zip: '78701',
    });
    expect(all.description).toContain('Lead score: 72');
    expect(all.description).toContain('Score websiteQuality: 20');
    expect(all.description).toContain('LeadScout: https://app.example/dashboard/leads/lead-1');
    const answers = [
      {
        question: 'Free quotes?',
        answer: 'Yes',
        quote: 'Free quotes on every job.',
        url: 'https://acme.example/',
      },
    ];
    expect(leadToCompany(lead({}), DEFAULT_CRM_FIELDS, 'https://x', answers).description).toContain(
      'Free quotes?: Yes (“Free quotes on every job.”, https://acme.example/)',
    );
    const some = leadToCompany(lead({}), ['name', 'domain'], 'https://x', answers);
    expect(some).toMatchObject({ name: 'Acme Plumbing', domain: 'acme-plumbing.com' });
    expect(some.phone).toBeUndefined();
    expect(some.description).toBeUndefined();
  });

  it('makes one person per address, the named contact on the first, none when contacts are off', () => {
    expect(leadToPersons(lead({}), DEFAULT_CRM_FIELDS)).toEqual([
      { email: 'info@acme-plumbing.com', firstName: 'Jo', lastName: 'Ann Smith', jobTitle: 'Owner' },
      { email: 'jo@acme-plumbing.com' },
    ]);
    expect(leadToPersons(lead({}), ['name'])).toEqual([]);
  });
});
