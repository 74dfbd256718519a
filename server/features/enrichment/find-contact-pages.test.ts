import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { findContactPages } from './find-contact-pages';
import { buildPage } from './page';

const links = (body: string) =>
  findContactPages(buildPage('https://www.joesplumbing.com/', load(`<body>${body}</body>`)));

describe('findContactPages', () => {
  it('picks the best contact page and the best about/team page', () => {
    const body = `<a href="/blog/contact-lenses">Blog</a><a href="/services">Services</a><a href="/about-us/">About us</a>
<a href="/our-team">Team</a><a href="/contact">Contact</a>`;
    expect(links(body)).toEqual([
      'https://www.joesplumbing.com/contact',
      'https://www.joesplumbing.com/our-team',
    ]);
  });

  it('matches link text and German paths', () => {
    expect(links('<a href="/seite-3">Kontakt</a><a href="/impressum">Impressum</a>')).toEqual([
      'https://www.joesplumbing.com/seite-3',
    ]);
  });

  it('stays on the same site and skips anchors, files and mail links', () => {
    const body = `<a href="https://facebook.com/joes/about">About</a><a href="#contact">Contact</a><a href="/contact.pdf">Contact sheet</a>
<a href="mailto:info@joesplumbing.com">Contact</a><a href="https://joesplumbing.com/about">About</a>`;
    expect(links(body)).toEqual(['https://joesplumbing.com/about']);
  });
});
