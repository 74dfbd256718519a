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

describe('findContactPages: real navigation', () => {
  it.each([
    ['<a href="/pages/reach-us">Get in touch</a>', 'https://www.joesplumbing.com/pages/reach-us'],
    ['<a href="/p/4">Get In Touch</a>', 'https://www.joesplumbing.com/p/4'],
    ['<a href="/contact-us.html">Contact Us</a>', 'https://www.joesplumbing.com/contact-us.html'],
    ['<a href="/ueber-uns">Über uns</a>', 'https://www.joesplumbing.com/ueber-uns'],
    ['<a href="/s/2">Our Story</a>', 'https://www.joesplumbing.com/s/2'],
    ['<a href="/who">Who we are</a>', 'https://www.joesplumbing.com/who'],
    ['<a href="/ourteam.html">Staff</a>', 'https://www.joesplumbing.com/ourteam.html'],
    ['<a href="/ourteam">x</a>', 'https://www.joesplumbing.com/ourteam'],
    ['<a href="/page-7" aria-label="Contact us"><svg></svg></a>', 'https://www.joesplumbing.com/page-7'],
    ['<a href="/p/9"><img src="/mail.png" alt="Contact"></a>', 'https://www.joesplumbing.com/p/9'],
  ])('follows %s', (body, expected) => {
    expect(links(body)).toEqual([expected]);
  });

  it('does not read a team page into a word that merely contains "team", nor a long teaser text', () => {
    const body = `<a href="/steam-cleaning">Steam cleaning</a><a href="/services/drains">Learn more about how we clear blocked drains fast</a>
<a href="/about">About</a>`;
    expect(links(body)).toEqual(['https://www.joesplumbing.com/about']);
  });
});
