import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { decodeCloudflareEmail, extractEmails } from './extract-emails';
import { buildPage } from './page';

const pageAt = (url: string, body: string) =>
  buildPage(url, load(`<html><head></head><body>${body}</body></html>`));
const emails = (body: string) =>
  extractEmails([pageAt('https://www.joesplumbing.com/', body)]).map((found) => found.email);
const encodeCloudflare = (email: string, key: number) =>
  [key, ...Buffer.from(email).map((byte) => byte ^ key)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');

describe('decodeCloudflareEmail', () => {
  it('XORs every byte with the first one', () => {
    const hex = encodeCloudflare('hello@example.com', 0x0f);
    expect(hex.startsWith('0f676a') && hex.endsWith('6062')).toBe(true);
    expect(decodeCloudflareEmail(hex)).toBe('hello@example.com');
  });

  it('refuses text that is not hex', () => {
    expect(decodeCloudflareEmail('zz12')).toBeNull();
  });
});

describe('extractEmails: where addresses hide', () => {
  it('reads mailto links, dropping ?subject= and URL encoding', () => {
    expect(
      emails(
        '<a href="mailto:Office@JoesPlumbing.com?subject=Hi%20there">Write</a><a href="mailto:info%40joesplumbing.com">x</a>',
      ),
    ).toEqual(['office@joesplumbing.com', 'info@joesplumbing.com']);
  });

  it('reads the data a script builds the page from (JSON blocks, framework state), at the own domain only', () => {
    expect(
      emails(
        `<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"contact":{"email":"studio@joesplumbing.com"},"widget":{"support":"help@chatvendor.io"}}}}</script>`,
      ),
    ).toEqual(['studio@joesplumbing.com']);
    expect(
      emails(
        `<div id="app"></div><script>window.__NUXT__={data:[{email:"bookings@joesplumbing.com"}]}</script>`,
      ),
    ).toEqual(['bookings@joesplumbing.com']);
  });

  it('reads visible text and HTML entities, but not scripts or styles', () => {
    expect(
      emails(
        `<p>Email: hello&#64;joesplumbing.com.</p><script>var x = "dev@joesplumbing.com";</script><style>/* a@joesplumbing.com */</style>`,
      ),
    ).toEqual(['hello@joesplumbing.com']);
  });

  it('reads Joomla 3’s email cloak script (string pieces with entities)', () => {
    const body = `<span id="cloak1a2b">Protected.</span><script type='text/javascript'>
 document.getElementById('cloak1a2b').innerHTML = '';
 var prefix = '&#109;a' + 'i&#108;' + '&#116;o';
 var addy1a2b = 'office' + '&#64;';
 addy1a2b = addy1a2b + 'joesplumbing' + '&#46;' + 'com';
 var addy_text1a2b = 'office' + '&#64;' + 'joesplumbing' + '&#46;' + 'com';
 </script>`;
    expect(emails(body)).toEqual(['office@joesplumbing.com']);
  });

  it.each([
    'kontakt (at) joesplumbing (punkt) com',
    'kontakt [ät] joesplumbing [punkt] com',
    'kontakt [arroba] joesplumbing [punto] com',
    'kontakt (at) joesplumbing (point) com',
  ])('reads "%s" (at and dot in other languages, in brackets)', (text) => {
    expect(emails(`<p>E-Mail: ${text}</p>`)).toEqual(['kontakt@joesplumbing.com']);
  });

  it('decodes Joomla 4’s email cloak (base64 halves on <joomla-hidden-mail>)', () => {
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    const body = `<joomla-hidden-mail is-link="1" is-email="1" first="${b64('office')}" last="${b64('joesplumbing.com')}" text="${b64('office@joesplumbing.com')}" base="">This email address is being protected from spambots.</joomla-hidden-mail>`;
    expect(emails(body)).toEqual(['office@joesplumbing.com']);
  });

  it('decodes Cloudflare email protection (data-cfemail and the /cdn-cgi/ link)', () => {
    const body = `<span class="__cf_email__" data-cfemail="${encodeCloudflare('jobs@joesplumbing.com', 0x3c)}">[email&#160;protected]</span>
<a href="/cdn-cgi/l/email-protection#${encodeCloudflare('billing@joesplumbing.com', 0x51)}">Billing</a>`;
    expect(emails(body).sort()).toEqual(['billing@joesplumbing.com', 'jobs@joesplumbing.com']);
  });

  it.each([
    ['info [at] joesplumbing [dot] com', 'info@joesplumbing.com'],
    ['info(at)joesplumbing.com', 'info@joesplumbing.com'],
    ['info {at} joes-plumbing {dot} co {dot} uk', 'info@joes-plumbing.co.uk'],
    ['office at joesplumbing dot com', 'office@joesplumbing.com'],
    ['info[at]joesplumbing[dot]com', 'info@joesplumbing.com'],
    ['info (at) joesplumbing (dot) com', 'info@joesplumbing.com'],
    ['info[@]joesplumbing[.]com', 'info@joesplumbing.com'],
    ['INFO AT JOESPLUMBING DOT COM', 'info@joesplumbing.com'],
    ['info at joesplumbing.com', 'info@joesplumbing.com'],
    ['Email: jane at joesplumbing.com', 'jane@joesplumbing.com'],
    ['office @ joesplumbing.com', 'office@joesplumbing.com'],
    ['jane.smith [at] joes-plumbing [dot] co [dot] uk', 'jane.smith@joes-plumbing.co.uk'],
  ])('decodes the obfuscated spelling "%s"', (text, expected) => {
    expect(emails(`<p>${text}</p>`)).toEqual([expected]);
  });

  it('does not turn prose with "at" into addresses', () => {
    expect(
      emails('<p>Find us at joesplumbing.com or email us at joesplumbing dot com. Open at 8 at night.</p>'),
    ).toEqual([]);
  });

  it('reads JSON-LD email', () => {
    const body = `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Plumber","email":"mailto:desk@joesplumbing.com"}]}</script>`;
    expect(emails(body)).toEqual(['desk@joesplumbing.com']);
  });
});

describe('extractEmails: junk', () => {
  it.each([
    'logo@2x.png',
    'banner@3x.jpg',
    'icon@joesplumbing.webp',
    'abc123def456@o123456.ingest.sentry.io',
    'c0ffee1234567890c0ffee1234567890@sentry-next.wixpress.com',
    '605a7baede844d278b89dc95ae0a9123@sentry.wixpress.com',
    'you@example.com',
    'name@domain.com',
    'email@yourdomain.com',
    'your.name@company.com',
    'john.doe@gmail.com',
    'u003einfo@joesplumbing.com',
    'info@joesplumbing.c0m',
    'info@joesplumbing',
    'Meet Jane at joesplumbing.com',
    'We are located at Main St. Austin',
    'Follow us @ joesplumbing.com',
    'Book online or contact at joesplumbing.com/booking',
    'Booked at 8. Done at 5.30 sharp',
  ])('rejects %s', (junk) => {
    expect(emails(`<p>${junk}</p>`)).toEqual([]);
  });

  it('keeps an owner’s first name on a domain other than the site’s (a loopback or staging host)', () => {
    expect(
      extractEmails([pageAt('http://127.0.1.5:4600/', '<p>Owner: john@joesplumbing.com</p>')]).map(
        (found) => found.email,
      ),
    ).toEqual(['john@joesplumbing.com']);
  });

  it('keeps a placeholder-looking local part on the site’s own domain', () => {
    expect(emails('<p>john.doe@joesplumbing.com</p>')).toEqual(['john.doe@joesplumbing.com']);
  });
});

describe('extractEmails: ranking and sources', () => {
  it('ranks the own domain first, then free-mail; the web agency of a "Site by" credit is not kept', () => {
    const body = `<footer>Site by <a href="mailto:hello@pixelagency.io">Pixel Agency</a></footer>
<p>joesplumbingatx@gmail.com</p><p>info@joesplumbing.com</p><p>help@shop.joesplumbing.com</p>`;
    expect(emails(body)).toEqual([
      'info@joesplumbing.com',
      'help@shop.joesplumbing.com',
      'joesplumbingatx@gmail.com',
    ]);
  });

  it('prefers a mailto or JSON-LD address over one only in text, within the same domain class', () => {
    const body = `<p>jobs@joesplumbing.com</p><a href="mailto:office@joesplumbing.com">Office</a>`;
    expect(emails(body)).toEqual(['office@joesplumbing.com', 'jobs@joesplumbing.com']);
  });

  it('keeps the page each address was first seen on, across pages', () => {
    const home = pageAt('https://joesplumbing.com/', '<p>info@joesplumbing.com</p>');
    const contact = pageAt(
      'https://joesplumbing.com/contact',
      '<p>info@joesplumbing.com, jane@joesplumbing.com</p>',
    );
    expect(extractEmails([home, contact])).toEqual([
      {
        email: 'info@joesplumbing.com',
        source: 'https://joesplumbing.com/',
        context: 'info@joesplumbing.com',
      },
      {
        email: 'jane@joesplumbing.com',
        source: 'https://joesplumbing.com/contact',
        context: 'info@joesplumbing.com, jane@joesplumbing.com',
      },
    ]);
  });
});

describe('extractEmails: how real sites publish addresses', () => {
  it.each([
    ['uppercase MAILTO with spaces around the href', '<a href=" MAILTO:Info@JoesPlumbing.com ">Email</a>'],
    ['a display name in the mailto', '<a href="mailto:Joe%20Smith%20%3Cinfo@joesplumbing.com%3E">Joe</a>'],
    [
      'an entity-encoded mailto',
      '<a href="&#109;&#97;&#105;&#108;&#116;&#111;&#58;info&#64;joesplumbing.com">Mail us</a>',
    ],
    ['a hex entity in text', '<p>Email: info&#x40;joesplumbing&#46;com</p>'],
    ['the @ in its own span', '<p>info<span class="at">@</span>joesplumbing.com</p>'],
    ['the domain split by markup', '<p><strong>info@</strong><em>joesplumbing</em>.com</p>'],
    ['a full-width at sign', '<p>info＠joesplumbing.com</p>'],
    ['zero-width characters inside', '<p>info@joes\u200bplumbing.com</p>'],
    [
      'microdata meta',
      '<div itemscope itemtype="https://schema.org/Plumber"><meta itemprop="email" content="info@joesplumbing.com"></div>',
    ],
    ['microdata link', '<a itemprop="email" href="mailto:info@joesplumbing.com">Write to us</a>'],
    ['a label glued to the value', '<p><b>Email:</b><span>info@joesplumbing.com</span></p>'],
    [
      'a label without a colon glued to a split value',
      '<p><b>Email</b> <span>info</span>@joesplumbing.com</p>',
    ],
    ['a value glued to the next word', '<p><a>info@joesplumbing.com</a><span>Call</span></p>'],
    [
      'a footer with a trailing full stop',
      '<footer><p>Questions? Write to info@joesplumbing.com.</p></footer>',
    ],
  ])('finds %s', (_, body) => {
    expect(emails(body)).toEqual(['info@joesplumbing.com']);
  });

  it.each([
    ['a script', '<script>window.cfg={"support":"dev@joesplumbing.com"}</script>'],
    [
      'a JSON blob in a script',
      '<script type="application/json">{"html":"\\u003einfo@joesplumbing.com"}</script>',
    ],
    ['a package version', '<p>Built with jquery@3.6.0 and lodash@4.17.21</p>'],
    ['a retina image name', '<img src="/img/logo@2x.png" alt=""><p>logo@2x.png</p>'],
    ['a form placeholder', '<input type="email" placeholder="you@example.com">'],
    ['placeholder addresses', '<p>yourname@yourdomain.com, name@domain.tld, test@email.com</p>'],
    [
      'a Sentry key in text',
      '<p>https://3f8a9b2c1d4e5f60718293a4b5c6d7e8@o450000.ingest.us.sentry.io/123</p>',
    ],
  ])('ignores %s', (_, body) => {
    expect(emails(body)).toEqual([]);
  });
});

describe('extractEmails: hand-edited JSON-LD', () => {
  it('reads a block with a line break inside a string and a trailing comma', () => {
    const body = `<script type="application/ld+json">{"@type":"Plumber","description":"Family owned.
Since 1998.","email":"desk@joesplumbing.com",}</script>`;
    expect(emails(body)).toEqual(['desk@joesplumbing.com']);
  });
});
