import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { extractEmails } from './extract-emails';
import { buildPage, type Page } from './page';

const pageAt = (url: string, body: string, head = ''): Page =>
  buildPage(url, load(`<html><head>${head}</head><body>${body}</body></html>`));
const emails = (body: string, head = '') =>
  extractEmails([pageAt('https://www.joesplumbing.com/', body, head)]).map((found) => found.email);

describe('extractEmails: credit lines are the maker’s, not the business’s', () => {
  it.each([
    [
      'English',
      '<footer><p>© 2026 Joe’s Plumbing · info@joesplumbing.com</p><p>Website by <a href="https://pixelforge.studio">Pixelforge</a> – <a href="mailto:hi@pixelforge.studio">hi@pixelforge.studio</a></p></footer>',
    ],
    [
      'a mixed footer line',
      '<footer><p>© 2026 Joe’s Plumbing – info@joesplumbing.com | Designed &amp; developed by <a href="mailto:studio@webcraft.io">Webcraft</a></p></footer>',
    ],
    [
      'French',
      '<footer><p>info@joesplumbing.com</p><p>Site réalisé par <a href="https://agence-web.fr">Agence Web</a> (contact@agence-web.fr)</p></footer>',
    ],
    [
      'Spanish',
      '<footer><p>info@joesplumbing.com</p><div><span>Diseño web:</span> <a href="https://estudio.es">Estudio</a> <a href="mailto:hola@estudio.es">hola@estudio.es</a></div></footer>',
    ],
    [
      'German',
      '<footer><p>info@joesplumbing.com</p><p>Webdesign von <a href="https://agentur.de">Agentur</a>, agentur.mail@gmail.com</p></footer>',
    ],
    [
      'Dutch',
      '<footer><p>info@joesplumbing.com</p><p>Website gemaakt door Studio Noord: hallo@studionoord.nl</p></footer>',
    ],
    [
      'a credit badge and the agency’s address elsewhere',
      '<p>info@joesplumbing.com</p><a href="https://webcraft.io" title="Web design by Webcraft"><img src="/badge.png" alt=""></a><p>Questions about the site: support@webcraft.io</p>',
    ],
  ])('%s', (_, body) => {
    expect(emails(body)).toEqual(['info@joesplumbing.com']);
  });

  it('keeps the business’s free-mail address in its own contact block', () => {
    const body = `<footer><div class="contact"><a href="mailto:joesplumbingatx@gmail.com">Email us</a></div>
<p>Powered by <a href="https://wix.com">Wix</a></p></footer>`;
    expect(emails(body)).toEqual(['joesplumbingatx@gmail.com']);
  });
});

describe('extractEmails: other people’s addresses', () => {
  it('skips embedded posts and visitors’ comments', () => {
    const body = `<p>office@joesplumbing.com</p>
<blockquote class="instagram-media"><a href="https://instagram.com/p/x">A post by orders@pipesupply.com</a></blockquote>
<div id="comments"><p>Great job! — mike.jones@gmail.com</p></div>`;
    expect(emails(body)).toEqual(['office@joesplumbing.com']);
  });

  it('drops a third party’s address in the page text when the site has its own', () => {
    const body = `<footer><a href="mailto:office@joesplumbing.com">office@joesplumbing.com</a></footer>
<main><p>We stock parts from Acme Supply (sales@acmesupply.com).</p></main>`;
    expect(emails(body)).toEqual(['office@joesplumbing.com']);
  });

  it('keeps a third-party address the site presents as its contact: structured data, or its only address', () => {
    const jsonLd =
      '<script type="application/ld+json">{"@type":"Plumber","email":"joe@joes-mail.net","creator":{"@type":"Organization","email":"dev@agency.io"}}</script>';
    expect(emails('<p>office@joesplumbing.com</p>', jsonLd)).toEqual([
      'office@joesplumbing.com',
      'joe@joes-mail.net',
    ]);
    expect(emails('<p>Email: bookings@otherdomain.com</p>')).toEqual(['bookings@otherdomain.com']);
  });

  it('drops a third party’s address in the footer once the site shows one at its own domain', () => {
    const body = `<footer><p><a href="mailto:tampa@joesplumbing.com">tampa@joesplumbing.com</a></p>
<p>Franchise opportunities: <a href="mailto:franchising@plumbhq.com">franchising@plumbhq.com</a></p>
<p>Complaints: info@plumbers-association.org</p></footer>`;
    expect(emails(body)).toEqual(['tampa@joesplumbing.com']);
    // With only a free-mail address of its own, a footer address elsewhere may still be the business's.
    expect(emails('<footer><p>joesplumbing@gmail.com · office@joes-mail.net</p></footer>')).toEqual([
      'joesplumbing@gmail.com',
      'office@joes-mail.net',
    ]);
  });

  it('reads a domain named like the business as its own on a site with no domain of its own (an IP address)', () => {
    const home = pageAt(
      'http://127.0.1.5/',
      '<p>Write to info@joesplumbing.com. Parts: sales@acmesupply.com</p>',
      "<title>Joe's Plumbing</title>",
    );
    expect(extractEmails([home]).map((found) => found.email)).toEqual(['info@joesplumbing.com']);
  });
});

describe('extractEmails: where an address was found', () => {
  it('keeps the text around it, and ties a branch page’s own address to the branch', () => {
    const home = pageAt('https://joesplumbing.com/', '<footer>Email: info@joesplumbing.com</footer>');
    const branch = {
      ...pageAt(
        'https://joesplumbing.com/locations/austin',
        '<h1>Austin</h1><address>12 Main St, Austin, TX 78701</address><p>Austin office: austin@joesplumbing.com</p>',
      ),
      role: 'branch' as const,
    };
    expect(extractEmails([home, branch])).toEqual([
      {
        email: 'info@joesplumbing.com',
        source: 'https://joesplumbing.com/',
        context: 'Email: info@joesplumbing.com',
      },
      {
        email: 'austin@joesplumbing.com',
        source: 'https://joesplumbing.com/locations/austin',
        context: 'Austin office: austin@joesplumbing.com',
        branch: '12 Main St, Austin, TX 78701',
      },
    ]);
  });

  it('reads the site’s own addresses from its script files, never anyone else’s', () => {
    const home = pageAt('https://joesplumbing.com/', '<p>Hi</p>');
    const script = {
      ...pageAt('https://joesplumbing.com/js/site.js', ''),
      inlineCode: [
        '/* Plugin by dev@pluginvendor.com */ var contact = "service@joesplumbing.com"; var x = "someone@other.org";',
      ],
    };
    expect(extractEmails([home], [script]).map((found) => found.email)).toEqual(['service@joesplumbing.com']);
  });

  it('leaves out a vendor’s desk at a site the page loads from, but keeps free-mail the business uses', () => {
    const booking =
      '<iframe src="https://booking.bookwell.app/w/joes"></iframe><p>New to online booking? Write to support@bookwell.app.</p>';
    expect(emails(booking)).toEqual([]);
    expect(emails(`${booking}<p>Email us: joesplumbing@gmail.com</p>`)).toEqual(['joesplumbing@gmail.com']);
    expect(
      emails(
        '<script src="https://widget.gmail.com/loader.js"></script><p>Email us: joesplumbing@gmail.com</p>',
      ),
    ).toEqual(['joesplumbing@gmail.com']);
  });

  it('leaves out customers quoted in testimonials and a photographer’s credit, but not the business’s own free-mail', () => {
    expect(
      emails(
        '<p>info@joesplumbing.com</p><section class="testimonials"><blockquote>“Fixed our boiler in an hour!” — Sarah, sarah.jones@outlook.com</blockquote></section>',
      ),
    ).toEqual(['info@joesplumbing.com']);
    expect(emails('<p>Call 0113 496 0000</p><p>Photography by Lena Ray – lena@lenaray.photo</p>')).toEqual(
      [],
    );
    // "Joe's Plumbing" (the page title) writing from a Gmail address named after it, beside a credit.
    expect(
      emails(
        '<footer><p>Photos by Joe’s Plumbing · joesplumbingatx@gmail.com</p></footer>',
        '<title>Joe’s Plumbing</title>',
      ),
    ).toEqual(['joesplumbingatx@gmail.com']);
  });
});

describe('extractEmails: a "Website:" label', () => {
  it('is a credit when it links to another site', () => {
    const body = `<footer><p>Email <a href="mailto:desk@joesplumbing.com">desk@joesplumbing.com</a></p>Website: <a href="https://webfabrik.at">Webfabrik</a> office@webfabrik.at</footer>`;
    expect(emails(body)).toEqual(['desk@joesplumbing.com']);
  });

  it('is the business’s own contact line when it names the site itself', () => {
    const body = `<footer><div class="vcard">Web: <a href="https://www.joesplumbing.com/">joesplumbing.com</a> · Email: joe.martinez.plumbing@gmail.com</div></footer>`;
    expect(emails(body)).toEqual(['joe.martinez.plumbing@gmail.com']);
    const profile = `<footer><p>Website: <a href="https://www.facebook.com/joesplumbing">our Facebook page</a> mary.joe.plumbing@gmail.com</p></footer>`;
    expect(emails(profile)).toEqual(['mary.joe.plumbing@gmail.com']);
  });
});
