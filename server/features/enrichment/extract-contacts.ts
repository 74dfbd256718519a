import type { CheerioAPI } from 'cheerio';
import type { TFoundContact } from '@contracts/enrichment';
import { walkDom, type DomNode } from './dom-walk';
import { descendants, stringsOf, typesOf, type JsonLdNode } from './json-ld';
import type { Page } from './page';
import { normaliseSocialUrl } from './extract-socials';

/** A cheerio selection of any nodes (cheerio does not export its node types). */
type Selection = ReturnType<CheerioAPI>;

const TITLE_WORD =
  '(?:Co-?)?(?:Owner|Founder|Operator|Proprietor|CEO|COO|CFO|CTO|President|Vice President|Principal|Partner|Managing Partner|Managing Director|Director|General Manager|Office Manager|Practice Manager|Operations Manager|Service Manager|Sales Manager|Manager|Broker|Realtor|Attorney|Lawyer|Dentist|Orthodontist|Chiropractor|Veterinarian|Physician|Head Chef|Chef|Master Plumber|Master Electrician|Lead Technician|DDS|DMD|DVM|MD|Esq\\.?|Inhaber(?:in)?|Geschäftsführer(?:in)?|Gründer(?:in)?|Propriétaire|Gérant(?:e)?|Fondateur|Fondatrice|Dueño|Dueña|Titolare)';
/** A whole line that is only a job title: "Owner", "Founder & CEO", "Owner / Operator". */
const TITLE = new RegExp(`^${TITLE_WORD}(?:\\s*(?:&|and|und|/|,)\\s*${TITLE_WORD})*$`, 'i');
const NAME_TOKEN = "[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'’]+(?:-?[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'’]+)*";
/** 2–3 capitalised words, optionally with a Dr./Mr./Ms. prefix, a middle initial or a nobiliary particle. */
const NAME = `(?:(?:Dr|Mr|Mrs|Ms)\\.?\\s+)?${NAME_TOKEN}(?:\\s+(?:[A-Z]\\.|van|von|de|der|den|da|di|del|la|le))?(?:\\s+${NAME_TOKEN}){1,2}`;
const NAME_ONLY = new RegExp(`^${NAME}$`, 'u');
const NAME_THEN_TITLE = new RegExp(`^(${NAME})\\s*(?:,|\\||–|—|-|:)\\s*(.+)$`, 'u');
const TITLE_THEN_NAME = new RegExp(`^(.+?)\\s*:\\s*(${NAME})$`, 'u');

/** Capitalised words that appear in headings but are not names. */
const NOT_NAME_WORDS = new Set(
  (
    'our the meet about contact team us services service home call email welcome get free quote book now today customer ' +
    'office hours location locations reviews review why choose best local family owned operated company plumbing electric ' +
    'heating cooling dental care repair inc llc ltd gmbh group read more learn view profile staff members management ' +
    'leadership sales support main street road avenue new york privacy policy terms read our story mission vision values ' +
    'owner founder manager director president partner chef'
  ).split(' '),
);

const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, td, dd, dt, address, figcaption, div';
/** A div is read as a line block only when no block element sits directly inside it. */
const NESTED_BLOCKS = new Set(['div', 'p', 'ul', 'ol', 'table', 'section', 'article']);
/** Quotes from customers: "— Mary Jones, Business Owner" is not staff. */
const TESTIMONIAL = 'blockquote, q, [class*="testimonial" i], [class*="review" i], [id*="testimonial" i]';

export function isPersonName(text: string): boolean {
  return (
    NAME_ONLY.test(text) &&
    !text.split(/\s+/).some((word) => NOT_NAME_WORDS.has(word.toLowerCase().replace(/[.'’]/g, '')))
  );
}

function isTitle(text: string): boolean {
  return text.length <= 60 && TITLE.test(text);
}

/** Whether a block has a `<br>` inside: a plain walk, not a selector query per block (pages have thousands). */
function hasLineBreak(element: DomNode): boolean {
  let found = false;
  walkDom([element], {
    enter: (node) => !(found ||= node.name === 'br'),
  });
  return found;
}

/**
 * The block's text lines, read from the node itself: a page has thousands of blocks, and a cheerio selection
 * for each costs more than reading its text.
 */
function linesOf($: CheerioAPI, element: DomNode): string[] {
  // Cloning is only needed to turn <br> into line breaks; most blocks have none.
  let text = $.text([element] as never);
  if (hasLineBreak(element)) {
    const copy = $(element as never).clone();
    copy.find('br').replaceWith('\n');
    text = copy.text();
  }
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0 && line.length <= 120);
}

function fromLine(line: string): { name: string; title: string } | null {
  const nameFirst = NAME_THEN_TITLE.exec(line);
  if (nameFirst && isPersonName(nameFirst[1]) && isTitle(nameFirst[2]))
    return { name: nameFirst[1], title: nameFirst[2] };
  const titleFirst = TITLE_THEN_NAME.exec(line);
  if (titleFirst && isTitle(titleFirst[1]) && isPersonName(titleFirst[2]))
    return { name: titleFirst[2], title: titleFirst[1] };
  return null;
}

function linkedinIn(container: Selection): string | null {
  const href = container.find('a[href*="linkedin.com/in/" i]').first().attr('href');
  const profile = href ? normaliseSocialUrl(href) : null;
  return profile?.network === 'linkedin' ? profile.url : null;
}

function fromJsonLd(nodes: JsonLdNode[]): { name: string; title: string; linkedinUrl: string | null }[] {
  const people: { name: string; title: string; linkedinUrl: string | null }[] = [];
  const add = (person: JsonLdNode, defaultTitle: string | null): void => {
    const name = stringsOf(person.name)[0]?.trim();
    const title = stringsOf(person.jobTitle)[0]?.trim() ?? defaultTitle;
    if (!name || !title || !isPersonName(name)) return;
    const linkedin = stringsOf(person.sameAs)
      .map(normaliseSocialUrl)
      .find((profile) => profile?.network === 'linkedin');
    people.push({ name, title, linkedinUrl: linkedin?.url ?? null });
  };
  for (const node of nodes.flatMap(descendants)) {
    for (const founder of [node.founder, node.founders].flat()) {
      if (typeof founder === 'object' && founder !== null) add(founder as JsonLdNode, 'Founder');
    }
    if (typesOf(node).includes('Person')) add(node, null);
  }
  return people;
}

/**
 * People a site names with their role, from JSON-LD (Person, founder, employee), "Jane Smith, Owner" and
 * "Owner: Jane Smith" lines, and team cards (a name heading followed by a title line). Built for precision:
 * names must look like 2–3 capitalised words and titles must be a known role on their own; testimonials are
 * skipped. `meta[name=author]` is ignored (usually the web designer).
 */
export function extractContacts(pages: Page[]): TFoundContact[] {
  const contacts = new Map<string, TFoundContact>();
  const add = (name: string, title: string, linkedinUrl: string | null, source: string): void => {
    const key = name.toLowerCase().replace(/^(?:dr|mr|mrs|ms)\.?\s+/, '');
    if (!contacts.has(key)) contacts.set(key, { name, title, linkedinUrl, source });
  };
  for (const page of pages) {
    const { $ } = page;
    for (const person of fromJsonLd(page.jsonLd))
      add(person.name, person.title, person.linkedinUrl, page.url);
    for (const el of $(BLOCKS).get() as DomNode[]) {
      if (el.name === 'div' && el.children?.some((child) => NESTED_BLOCKS.has(child.name ?? ''))) continue;
      for (const line of linesOf($, el)) {
        const found = fromLine(line);
        const block = found && $(el as never);
        if (block && block.closest(TESTIMONIAL).length === 0)
          add(found.name, found.title, linkedinIn(block.parent()), page.url);
      }
    }
    $('h2, h3, h4, h5, h6, strong, b, [class*="name" i]').each((_, el) => {
      const heading = $(el);
      const name = heading.text().replace(/\s+/g, ' ').trim();
      const title = heading.next().text().replace(/\s+/g, ' ').trim();
      if (heading.closest(TESTIMONIAL).length === 0 && isPersonName(name) && isTitle(title)) {
        add(name, title, linkedinIn(heading.parent()), page.url);
      }
    });
  }
  return [...contacts.values()];
}
