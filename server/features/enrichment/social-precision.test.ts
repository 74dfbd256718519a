import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { extractSocials } from './extract-socials';
import { buildPage } from './page';

const socials = (body: string, url = 'https://joesplumbing.com/') =>
  extractSocials([
    buildPage(url, load(`<html><head><title>Joe's Plumbing</title></head><body>${body}</body></html>`)),
  ]);

describe('extractSocials: only the business’s own profiles', () => {
  it('skips the agency’s profiles in and beside a credit line, and the theme author’s', () => {
    const body = `<footer><div class="social"><a href="https://facebook.com/joesplumbing">f</a></div>
<p>Website by <a href="https://pixelforge.studio">Pixelforge</a> <a href="https://instagram.com/pixelforge.studio">ig</a></p>
<ul class="social-menu"><li><a href="https://www.linkedin.com/company/pixelforge">in</a></li><li><a href="https://x.com/athemes">x</a></li></ul>
<p>Theme: Sydney by <a href="https://athemes.com">aThemes</a></p></footer>`;
    expect(socials(body).profiles).toMatchObject({
      facebook: 'https://facebook.com/joesplumbing',
      instagram: null,
      linkedin: null,
      twitter: null,
    });
  });

  it('skips a vendor’s tutorial channel and a supplier’s embedded post linked from the body', () => {
    const body = `<main><p>New to online booking? <a href="https://www.youtube.com/@SimplyBookMe">Watch the booking tutorials</a></p>
<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/Cxyz/"><a href="https://www.instagram.com/acmepipesupply/">View this post on Instagram</a></blockquote>
<div class="fb-post" data-href="https://www.facebook.com/acmepipes/posts/123"><a href="https://www.facebook.com/acmepipes">Acme Pipes</a></div>
<div class="fb-page" data-href="https://www.facebook.com/acmepipes"></div></main>
<footer><a href="https://instagram.com/joesplumbingatx">Instagram</a></footer>`;
    expect(socials(body).profiles).toMatchObject({
      youtube: null,
      facebook: null,
      instagram: 'https://instagram.com/joesplumbingatx',
    });
  });

  it('keeps a "Follow us" link in the body, a profile named like the business, and says where each was found', () => {
    const body = `<main><p>Follow us on <a href="https://www.facebook.com/thebestpipes">Facebook</a> for offers.</p>
<p>See our work at <a href="https://www.instagram.com/joes_plumbing/">our gallery</a></p></main>`;
    const found = socials(body);
    expect(found.profiles).toMatchObject({
      facebook: 'https://facebook.com/thebestpipes',
      instagram: 'https://instagram.com/joes_plumbing',
    });
    expect(found.sources.facebook).toEqual({ source: 'https://joesplumbing.com/', context: 'Facebook' });
  });
});
