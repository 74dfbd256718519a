import type { TCompanySize } from '@contracts/audit';
import { extractContacts, isPersonName } from './extract-contacts';
import { descendants, stringsOf, typesOf, type JsonLdNode } from './json-ld';
import { linksUnderLocationHeading, roleLinks } from './link-roles';
import type { Page } from './page';
import { flowingLines } from './visible-text';

/**
 * Company size only from evidence (issue 32, decision 129): a figure the site states (JSON-LD numberOfEmployees,
 * "our team of 12", "over 30 staff"), else the people its team page names or the locations it lists, each turned
 * into a range with the method shown ("est. 6–10 from the team page"). Revenue only from a stated figure. Nothing
 * shown: null, never a guess.
 */

type TEmployees = Pick<TCompanySize, 'employeesMin' | 'employeesMax' | 'method' | 'label' | 'evidence'>;

/** Ranges a count of named people or locations is put in: a team page rarely names everyone. */
const SIZE_BANDS: [number, number][] = [
  [1, 5],
  [6, 10],
  [11, 25],
  [26, 50],
  [51, 100],
  [101, 250],
  [251, 500],
  [501, 1000],
];
/** Employees a location of a small business has, at least and at most (a shop, a practice, a branch office). */
const PER_LOCATION = { min: 3, max: 10 };
/** The largest figure a local business's site is believed on; beyond it is another kind of company. */
const MAX_EMPLOYEES = 100_000;
/** Revenue columns are 32-bit integers. */
const MAX_REVENUE = 2_147_483_647;

const band = (count: number): [number, number] =>
  SIZE_BANDS.find(([, max]) => count <= max) ?? [count, count];

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
};
const NUMBER = `(\\d{1,3}(?:,\\d{3})*|${Object.keys(NUMBER_WORDS).join('|')})`;
const STAFF =
  '(?:full[- ]time\\s+)?(?:employees|staff(?:\\s+members)?|team\\s+members|professionals|technicians|specialists|experts|engineers|dentists|stylists|trainers|lawyers|attorneys|agents|plumbers|electricians|cleaners|nurses|therapists)';
/** "our team of 12", "a team of over 30 professionals". */
const TEAM_OF = new RegExp(
  `\\b(?:our|a)\\s+team\\s+of\\s+(over|more\\s+than|about|around|nearly)?\\s*${NUMBER}\\+?`,
  'i',
);
/** "over 30 staff", "more than 25 employees", "12 full-time employees", "we employ 40 people". */
const STAFF_COUNT = new RegExp(
  `\\b(?:(over|more\\s+than|about|around|nearly)\\s+)?${NUMBER}(\\+)?\\s+${STAFF}\\b|\\bemploys?\\s+(over|more\\s+than|about|around)?\\s*${NUMBER}\\+?\\s+(?:people|staff|employees)`,
  'i',
);
/** What must not follow a figure that counts people: "30 people served daily", "500 people trust us". */
const NOT_STAFF_AFTER =
  /^\s*(?:served|helped|trust|visit|a\s+day|per|every|each|have\s+trusted|choose|who\s+(?:trust|chose|visit))/i;

const toNumber = (raw: string): number | null => {
  const word = NUMBER_WORDS[raw.toLowerCase()];
  const value = word ?? Number(raw.replace(/,/g, ''));
  return Number.isFinite(value) && value >= 1 && value <= MAX_EMPLOYEES ? value : null;
};

/** One stated figure as a range: "over 30" → 31 and up, "about 30" / "30" → 30, "30+" → 30 and up. */
function statedRange(value: number, qualifier: string | undefined, plus: boolean) {
  const q = qualifier?.toLowerCase().replace(/\s+/g, ' ');
  if (q === 'over' || q === 'more than') return { min: value + 1, max: null, words: `over ${value}` };
  if (plus) return { min: value, max: null, words: `${value}+` };
  if (q === 'nearly') return null;
  return { min: value, max: value, words: q ? `about ${value}` : String(value) };
}

const sentenceAround = (text: string, index: number, length: number) =>
  text
    .slice(Math.max(0, index - 60), index + length + 40)
    .replace(/\s+/g, ' ')
    .trim();

/** The page's text as laid out (cached per page, shared with the other extractors). */
const pageText = (page: Page): string => flowingLines(page).text;

/** QuantitativeValue or a number: `{"value": 12}`, `{"minValue": 11, "maxValue": 50}`, `"12"`. */
function fromJsonLd(page: Page): TEmployees | null {
  for (const node of page.jsonLd.flatMap(descendants)) {
    const stated = node.numberOfEmployees;
    if (stated === undefined) continue;
    const value = typeof stated === 'object' && stated !== null ? (stated as JsonLdNode) : { value: stated };
    const read = (v: unknown) =>
      typeof v === 'number' || typeof v === 'string' ? toNumber(String(v)) : null;
    const exact = read(value.value);
    const min = exact ?? read(value.minValue);
    const max = exact ?? read(value.maxValue);
    if (min === null && max === null) continue;
    const words = min === max ? String(min) : `${min ?? 1}–${max ?? ''}`.replace(/–$/, '+');
    return {
      employeesMin: min ?? 1,
      employeesMax: max,
      method: 'stated',
      label: `${words} employees (stated)`,
      evidence: { url: page.url, text: `numberOfEmployees: ${JSON.stringify(stated)}` },
    };
  }
  return null;
}

function fromText(page: Page): TEmployees | null {
  const text = pageText(page);
  for (const pattern of [TEAM_OF, STAFF_COUNT]) {
    const match = pattern.exec(text);
    if (!match) continue;
    const after = text.slice(match.index + match[0].length);
    if (pattern === STAFF_COUNT && NOT_STAFF_AFTER.test(after)) continue;
    const [qualifier, raw, plus] =
      pattern === TEAM_OF
        ? [match[1], match[2], match[0].endsWith('+')]
        : match[2]
          ? [match[1], match[2], Boolean(match[3])]
          : [match[4], match[5], match[0].includes('+')];
    const value = raw ? toNumber(raw) : null;
    const range = value === null ? null : statedRange(value, qualifier, plus);
    if (!range) continue;
    return {
      employeesMin: range.min,
      employeesMax: range.max,
      method: 'stated',
      label: `${range.words} employees (stated)`,
      evidence: { url: page.url, text: sentenceAround(text, match.index, match[0].length) },
    };
  }
  return null;
}

const TEAM_PATH = /\/(?:team|our-team|meet-the-team|staff|people|our-people|leadership)(?:\/|$|\.html?$)/i;

/** People a team page names: those `extractContacts` finds, and team cards (a name over a short role line). */
function peopleOn(page: Page): Set<string> {
  const people = new Set(extractContacts([page]).map((contact) => contact.name.toLowerCase()));
  page.$('h2, h3, h4, h5, h6, strong, [class*="name" i]').each((_, el) => {
    const card = page.$(el);
    const name = card.text().replace(/\s+/g, ' ').trim();
    const role = card.next().text().replace(/\s+/g, ' ').trim();
    if (!isPersonName(name) || role.length === 0 || role.length > 60 || /[.!?]$/.test(role)) return;
    if (
      isPersonName(role) ||
      card.closest('blockquote, q, [class*="testimonial" i], [class*="review" i]').length
    )
      return;
    people.add(name.toLowerCase());
  });
  return people;
}

function fromTeamPage(pages: Page[]): TEmployees | null {
  const teamPages = pages.filter(
    (page) => page.role === 'team' || TEAM_PATH.test(new URL(page.url).pathname),
  );
  let best: { page: Page; count: number } | null = null;
  for (const page of teamPages) {
    const count = peopleOn(page).size;
    if (count >= 2 && count > (best?.count ?? 0)) best = { page, count };
  }
  if (!best) return null;
  const [min, max] = band(best.count);
  return {
    employeesMin: min,
    employeesMax: max,
    method: 'team_page',
    label: `est. ${min}–${max} from the team page`,
    evidence: { url: best.page.url, text: `${best.count} people named on the team page` },
  };
}

/** Branches a page lists: links under a locations heading, and on a locations page the pages under its path. */
function locationsOn(page: Page): number {
  const listed = new Set(linksUnderLocationHeading(page));
  if (page.role === 'locations') {
    const under = new URL(page.url).pathname.replace(/\/?$/, '/');
    for (const link of roleLinks(page)) {
      const path = new URL(link.url).pathname;
      if (link.role === 'branch' || (path.startsWith(under) && path !== under)) listed.add(link.url);
    }
  }
  return listed.size;
}

/** Distinct street addresses of the business's own places in its structured data. */
function addressesInJsonLd(pages: Page[]): number {
  const streets = new Set<string>();
  for (const node of pages.flatMap((page) => page.jsonLd.flatMap(descendants))) {
    if (!typesOf(node).some((type) => /Business|Store|Restaurant|Office|Clinic|Dentist|Salon/.test(type)))
      continue;
    const address = node.address;
    const street =
      typeof address === 'object' && address !== null
        ? stringsOf((address as JsonLdNode).streetAddress)[0]
        : stringsOf(address)[0];
    if (street) streets.add(street.toLowerCase().replace(/\s+/g, ' ').trim());
  }
  return streets.size;
}

function fromLocations(pages: Page[]): TEmployees | null {
  let best: { page: Page; count: number } | null = null;
  for (const page of pages) {
    const count = locationsOn(page);
    if (count > (best?.count ?? 0)) best = { page, count };
  }
  const inJsonLd = addressesInJsonLd(pages);
  const count = Math.max(best?.count ?? 0, inJsonLd);
  if (count < 2) return null;
  const [min, max] = [count * PER_LOCATION.min, count * PER_LOCATION.max];
  const url = best && best.count >= inJsonLd ? best.page.url : pages[0].url;
  return {
    employeesMin: min,
    employeesMax: max,
    method: 'locations',
    label: `est. ${min}–${max} from ${count} locations`,
    evidence: { url, text: `${count} locations listed` },
  };
}

const CURRENCY: Record<string, string> = { $: 'USD', '£': 'GBP', '€': 'EUR' };
const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, bn: 1e9, billion: 1e9 };
const AMOUNT = '([$£€])\\s?(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?)\\s?(k|thousand|m|million|bn|billion)?\\b';
/** "annual revenue of $2.5 million", "turnover of £1.2m", "$4M in annual sales". */
const REVENUE = [
  new RegExp(
    `\\b(?:annual\\s+)?(?:revenues?|turnover|sales)\\s+(?:of\\s+|exceeding\\s+|over\\s+|topped\\s+)?${AMOUNT}`,
    'i',
  ),
  new RegExp(`${AMOUNT}\\s+(?:in\\s+)?(?:annual\\s+)?(?:revenues?|turnover|sales)\\b`, 'i'),
];

function statedRevenue(pages: Page[]): TCompanySize['revenue'] {
  for (const page of pages) {
    const text = pageText(page);
    for (const pattern of REVENUE) {
      const match = pattern.exec(text);
      if (!match) continue;
      const amount = Number(match[2].replace(/,/g, '')) * (SCALE[match[3]?.toLowerCase() ?? ''] ?? 1);
      if (!Number.isFinite(amount) || amount < 1_000 || amount > MAX_REVENUE) continue;
      return {
        amount: Math.round(amount),
        currency: CURRENCY[match[1]],
        text: sentenceAround(text, match.index, match[0].length),
        url: page.url,
      };
    }
  }
  return null;
}

export function extractCompanySize(pages: Page[]): TCompanySize | null {
  const stated = pages.map((page) => fromJsonLd(page) ?? fromText(page)).find((found) => found !== null);
  const estimates = [fromTeamPage(pages), fromLocations(pages)].filter((found) => found !== null);
  const employees =
    stated ?? estimates.sort((a, b) => (b.employeesMin ?? 0) - (a.employeesMin ?? 0))[0] ?? null;
  const revenue = statedRevenue(pages);
  if (!employees && !revenue) return null;
  return {
    employeesMin: employees?.employeesMin ?? null,
    employeesMax: employees?.employeesMax ?? null,
    method: employees?.method ?? null,
    label: employees?.label ?? null,
    evidence: employees?.evidence ?? null,
    revenue,
  };
}
