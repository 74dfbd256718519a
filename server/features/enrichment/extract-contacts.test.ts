import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { extractContacts } from './extract-contacts';
import { buildPage } from './page';

const URL_ = 'https://joesplumbing.com/about';
const contacts = (body: string, head = '') =>
  extractContacts([buildPage(URL_, load(`<html><head>${head}</head><body>${body}</body></html>`))]).map(
    ({ name, title, linkedinUrl }) => ({ name, title, linkedinUrl }),
  );
const person = (name: string, title: string, linkedinUrl: string | null = null) => ({
  name,
  title,
  linkedinUrl,
});

describe('extractContacts', () => {
  it.each([
    ['<p>Jane Smith, Owner</p>', person('Jane Smith', 'Owner')],
    ['<p>Owner: Jane Smith</p>', person('Jane Smith', 'Owner')],
    ['<p>Jane Smith – Founder &amp; CEO</p>', person('Jane Smith', 'Founder & CEO')],
    ['<p>Dr. Maria Lopez, DDS</p>', person('Dr. Maria Lopez', 'DDS')],
    ['<p>Mary-Ann O’Neil | Office Manager</p>', person('Mary-Ann O’Neil', 'Office Manager')],
    [
      '<p>Angaben gemäß § 5 TMG<br>Sanitär Müller GmbH<br>Inhaber: Max Mustermann<br>Musterstraße 1</p>',
      person('Max Mustermann', 'Inhaber'),
    ],
    ['<p>Geschäftsführerin: Anna Schröder</p>', person('Anna Schröder', 'Geschäftsführerin')],
  ])('reads "%s"', (body, expected) => {
    expect(contacts(body)).toEqual([expected]);
  });

  it('reads team cards: a name heading followed by a title line, with the card’s LinkedIn link', () => {
    const body = `<section class="team">
<div class="member"><h3>Mark Lee</h3><p>Lead Technician</p><a href="https://www.linkedin.com/in/mark-lee-plumber/">in</a></div>
<div class="member"><h3>Sara Kim</h3><p>Office Manager</p></div></section>`;
    expect(contacts(body)).toEqual([
      person('Mark Lee', 'Lead Technician', 'https://linkedin.com/in/mark-lee-plumber'),
      person('Sara Kim', 'Office Manager'),
    ]);
  });

  it('reads JSON-LD founders and people with a job title', () => {
    const jsonLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Plumber","name":"Joe's Plumbing",
"founder":{"@type":"Person","name":"Joe Brown","sameAs":["https://www.linkedin.com/in/joebrown"]},
"employee":[{"@type":"Person","name":"Lisa Green","jobTitle":"General Manager"},{"@type":"Person","name":"Tom White"}]}</script>`;
    expect(contacts('', jsonLd)).toEqual([
      person('Joe Brown', 'Founder', 'https://linkedin.com/in/joebrown'),
      person('Lisa Green', 'General Manager'),
    ]);
  });

  it.each([
    ['a testimonial', '<blockquote><p>Great work!</p><p>Mary Jones, Business Owner</p></blockquote>'],
    ['a reviews block', '<div class="reviews-slider"><p>Tom Hall, Owner</p></div>'],
    ['a heading that is not a name', '<h3>Customer Service</h3><p>Manager</p>'],
    ['a section title', '<h2>Meet The Owner</h2><p>Owner</p>'],
    ['a title with extra words', '<p>Jane Smith, Owner of Smith Bakery since 1990 and proud mom</p>'],
    ['a job posting', '<p>We are hiring: Service Manager</p>'],
    ['a business name', "<p>Joe's Plumbing, Owner</p>"],
    ['lower-case text', '<p>jane smith, owner</p>'],
  ])('ignores %s', (_label, body) => {
    expect(contacts(body)).toEqual([]);
  });

  it('ignores meta author (usually the web designer)', () => {
    expect(contacts('<p>Welcome</p>', '<meta name="author" content="Pixel Agency">')).toEqual([]);
  });

  it('keeps each person once, with the first page they appear on', () => {
    const home = buildPage('https://joesplumbing.com/', load('<p>Jane Smith, Owner</p>'));
    const about = buildPage(
      'https://joesplumbing.com/about',
      load('<p>Owner: Jane Smith</p><p>Mark Lee, Manager</p>'),
    );
    expect(extractContacts([home, about]).map(({ name, source }) => [name, source])).toEqual([
      ['Jane Smith', 'https://joesplumbing.com/'],
      ['Mark Lee', 'https://joesplumbing.com/about'],
    ]);
  });
});
