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

  it('reads visible text and HTML entities, but not scripts or styles', () => {
    expect(
      emails(
        `<p>Email: hello&#64;joesplumbing.com.</p><script>var x = "dev@joesplumbing.com";</script><style>/* a@joesplumbing.com */</style>`,
      ),
    ).toEqual(['hello@joesplumbing.com']);
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
  ])('rejects %s', (junk) => {
    expect(emails(`<p>${junk}</p>`)).toEqual([]);
  });

  it('keeps a placeholder-looking local part on the site’s own domain', () => {
    expect(emails('<p>john.doe@joesplumbing.com</p>')).toEqual(['john.doe@joesplumbing.com']);
  });
});

describe('extractEmails: ranking and sources', () => {
  it('ranks the own domain first, then free-mail, then third parties (the web agency)', () => {
    const body = `<footer>Site by <a href="mailto:hello@pixelagency.io">Pixel Agency</a></footer>
<p>joesplumbingatx@gmail.com</p><p>info@joesplumbing.com</p><p>help@shop.joesplumbing.com</p>`;
    expect(emails(body)).toEqual([
      'info@joesplumbing.com',
      'help@shop.joesplumbing.com',
      'joesplumbingatx@gmail.com',
      'hello@pixelagency.io',
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
      { email: 'info@joesplumbing.com', source: 'https://joesplumbing.com/' },
      { email: 'jane@joesplumbing.com', source: 'https://joesplumbing.com/contact' },
    ]);
  });
});
