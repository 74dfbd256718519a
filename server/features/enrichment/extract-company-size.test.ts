import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { extractCompanySize } from './extract-company-size';
import { buildPage, type Page, type PageRole } from './page';

const pageAt = (
  url: string,
  body: string,
  { head = '', role }: { head?: string; role?: PageRole } = {},
): Page => ({
  ...buildPage(url, load(`<html><head>${head}</head><body>${body}</body></html>`)),
  ...(role && { role }),
});
const home = (body: string, head = '') => pageAt('https://smithdental.com/', body, { head });
const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const card = (name: string, role: string) => `<div class="member"><h3>${name}</h3><p>${role}</p></div>`;

describe('extractCompanySize: a stated figure', () => {
  it.each([
    ['<p>Our team of 12 is here for you.</p>', 12, 12, '12 employees (stated)'],
    ['<p>We are a team of over 30 professionals.</p>', 31, null, 'over 30 employees (stated)'],
    ['<p>With over 30 staff across Austin we answer fast.</p>', 31, null, 'over 30 employees (stated)'],
    ['<p>Our 25+ technicians are licensed.</p>', 25, null, '25+ employees (stated)'],
    ['<p>The practice employs about 40 people.</p>', 40, 40, 'about 40 employees (stated)'],
    ['<p>A team of twelve dentists and hygienists.</p>', 12, 12, '12 employees (stated)'],
  ])('reads "%s"', (body, min, max, label) => {
    expect(extractCompanySize([home(body)])).toMatchObject({
      employeesMin: min,
      employeesMax: max,
      method: 'stated',
      label,
      evidence: { url: 'https://smithdental.com/', text: expect.any(String) },
      revenue: null,
    });
  });

  it('reads numberOfEmployees from structured data, as a number or a QuantitativeValue', () => {
    const exact = home('', jsonLd({ '@type': 'Dentist', numberOfEmployees: 14 }));
    expect(extractCompanySize([exact])).toMatchObject({
      employeesMin: 14,
      employeesMax: 14,
      method: 'stated',
    });
    const range = home(
      '',
      jsonLd({
        '@type': 'Organization',
        numberOfEmployees: { '@type': 'QuantitativeValue', minValue: 11, maxValue: 50 },
      }),
    );
    expect(extractCompanySize([range])).toMatchObject({
      employeesMin: 11,
      employeesMax: 50,
      label: '11–50 employees (stated)',
    });
  });

  it.each([
    '<p>We have served over 5,000 customers.</p>',
    '<p>30 years of experience in family dentistry.</p>',
    '<p>Parties of up to 10 people welcome.</p>',
    '<p>Over 500 professionals trust our software.</p>',
    '<p>Nearly 20 experts reviewed it.</p>',
    '<p>Team meetings every Monday.</p>',
  ])('finds no size in "%s"', (body) => {
    expect(extractCompanySize([home(body)])).toBeNull();
  });
});

describe('extractCompanySize: estimates', () => {
  it('puts the people a team page names in a range, with the method shown', () => {
    const team = pageAt(
      'https://smithdental.com/our-team/',
      `<h1>Meet the team</h1>${card('Anna Smith', 'Dentist')}${card('Mark Lee', 'Hygienist')}${card(
        'Rosa Diaz',
        'Receptionist',
      )}${card('Tom Baker', 'Dental Assistant')}${card('Lucy Chen', 'Practice Manager')}${card('Omar Khan', 'Hygienist')}
      <blockquote><h3>Mary Jones</h3><p>Patient</p></blockquote>`,
      { role: 'team' },
    );
    expect(extractCompanySize([home('<p>Welcome</p>'), team])).toEqual({
      employeesMin: 6,
      employeesMax: 10,
      method: 'team_page',
      label: 'est. 6–10 from the team page',
      evidence: { url: 'https://smithdental.com/our-team/', text: '6 people named on the team page' },
      revenue: null,
    });
  });

  it('needs two people on a team page: one owner says nothing about the size', () => {
    const team = pageAt('https://smithdental.com/team/', card('Anna Smith', 'Owner'), { role: 'team' });
    expect(extractCompanySize([home(''), team])).toBeNull();
  });

  it('estimates from the locations a business lists, and takes a stated figure over any estimate', () => {
    const locations = pageAt(
      'https://smithdental.com/locations/',
      '<h1>Our locations</h1><a href="/locations/north">North</a><a href="/locations/south">South</a><a href="/locations/east">East</a>',
      { role: 'locations' },
    );
    expect(extractCompanySize([home(''), locations])).toMatchObject({
      employeesMin: 9,
      employeesMax: 30,
      method: 'locations',
      label: 'est. 9–30 from 3 locations',
    });
    expect(
      extractCompanySize([home('<p>Our team of 45 serves three offices.</p>'), locations]),
    ).toMatchObject({
      employeesMin: 45,
      method: 'stated',
    });
  });

  it('counts the branches its structured data gives addresses for', () => {
    const branches = jsonLd([
      { '@type': 'Dentist', address: { streetAddress: '1 North St' } },
      { '@type': 'Dentist', address: { streetAddress: '2 South St' } },
    ]);
    expect(extractCompanySize([home('', branches)])).toMatchObject({ label: 'est. 6–20 from 2 locations' });
  });
});

describe('extractCompanySize: revenue', () => {
  it.each([
    ['<p>Annual revenue of $2.5 million in 2024.</p>', 2_500_000, 'USD'],
    ['<p>We reached a turnover of £1.2m last year.</p>', 1_200_000, 'GBP'],
    ['<p>€750,000 in annual sales.</p>', 750_000, 'EUR'],
  ])('reads only a stated figure: "%s"', (body, amount, currency) => {
    expect(extractCompanySize([home(body)])).toMatchObject({
      employeesMin: null,
      method: null,
      revenue: { amount, currency, url: 'https://smithdental.com/' },
    });
  });

  it('never reads a price or a figure too large for a local business as revenue', () => {
    expect(
      extractCompanySize([home('<p>Cleanings from $99. Sales of $5 billion worldwide.</p>')]),
    ).toBeNull();
  });
});
