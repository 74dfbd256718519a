import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { extractSocials, normaliseSocialUrl } from './extract-socials';
import { buildPage } from './page';

const socials = (body: string) =>
  extractSocials([
    buildPage('https://joesplumbing.com/', load(`<html><head></head><body>${body}</body></html>`)),
  ]).profiles;

describe('normaliseSocialUrl', () => {
  it.each([
    ['https://www.facebook.com/joesplumbing/', 'facebook', 'https://facebook.com/joesplumbing'],
    ['https://m.facebook.com/joesplumbing/reviews?ref=page', 'facebook', 'https://facebook.com/joesplumbing'],
    ['https://fb.com/joesplumbing', 'facebook', 'https://facebook.com/joesplumbing'],
    ['https://business.facebook.com/joesplumbing/', 'facebook', 'https://facebook.com/joesplumbing'],
    ['https://twitter.com/@joesplumbing', 'twitter', 'https://x.com/joesplumbing'],
    ['https://www.instagram.com/@joes.plumbing/', 'instagram', 'https://instagram.com/joes.plumbing'],
    ['https://de-de.facebook.com/joesplumbing', 'facebook', 'https://facebook.com/joesplumbing'],
    ['http://twitter.com/#!/joesplumbing', 'twitter', 'https://x.com/joesplumbing'],
    [
      'http://www.facebook.com/#!/pages/Joes-Plumbing/123456789012345',
      'facebook',
      'https://facebook.com/pages/Joes-Plumbing/123456789012345',
    ],
    [
      'https://www.facebook.com/profile.php?id=100012345678901&ref=xyz',
      'facebook',
      'https://facebook.com/profile.php?id=100012345678901',
    ],
    [
      'https://www.facebook.com/pages/Joes-Plumbing/123456789012345',
      'facebook',
      'https://facebook.com/pages/Joes-Plumbing/123456789012345',
    ],
    [
      'https://l.facebook.com/l.php?u=https%3A%2F%2Fwww.instagram.com%2Fjoesplumbing%2F&h=AT0',
      'instagram',
      'https://instagram.com/joesplumbing',
    ],
    ['//www.instagram.com/joesplumbing?igsh=abc', 'instagram', 'https://instagram.com/joesplumbing'],
    ['https://instagr.am/joesplumbing', 'instagram', 'https://instagram.com/joesplumbing'],
    ['https://twitter.com/JoesPlumbing?ref_src=twsrc%5Etfw', 'twitter', 'https://x.com/JoesPlumbing'],
    ['https://mobile.twitter.com/JoesPlumbing/status/123', 'twitter', 'https://x.com/JoesPlumbing'],
    [
      'https://uk.linkedin.com/company/joes-plumbing/about/',
      'linkedin',
      'https://linkedin.com/company/joes-plumbing',
    ],
    ['https://www.linkedin.com/in/jane-smith-4b2a1/', 'linkedin', 'https://linkedin.com/in/jane-smith-4b2a1'],
    ['https://www.youtube.com/@JoesPlumbing/videos', 'youtube', 'https://youtube.com/@JoesPlumbing'],
    [
      'https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv',
      'youtube',
      'https://youtube.com/channel/UCabcdefghijklmnopqrstuv',
    ],
    ['https://youtube.com/user/joesplumbingtv', 'youtube', 'https://youtube.com/user/joesplumbingtv'],
    [
      'https://www.tiktok.com/@joesplumbing/video/7200000000000000000',
      'tiktok',
      'https://tiktok.com/@joesplumbing',
    ],
    [
      'https://www.pinterest.co.uk/joesplumbing/bathroom-ideas/',
      'pinterest',
      'https://pinterest.com/joesplumbing',
    ],
  ])('normalises %s', (raw, network, url) => {
    expect(normaliseSocialUrl(raw)).toEqual({ network, url });
  });

  it.each([
    'https://www.facebook.com/sharer/sharer.php?u=https://joesplumbing.com',
    'https://www.facebook.com/share.php?u=x',
    'https://www.facebook.com/dialog/share?app_id=1',
    'https://www.facebook.com/plugins/page.php?href=x',
    'https://www.facebook.com/tr?id=123&ev=PageView',
    'https://www.facebook.com/groups/plumbers',
    'https://www.facebook.com/',
    'https://www.facebook.com/facebook',
    'https://www.facebook.com/wix',
    'https://www.facebook.com/squarespace',
    'https://www.facebook.com/envato',
    'https://www.facebook.com/yourpage',
    'https://twitter.com/intent/tweet?text=hi',
    'https://twitter.com/share?url=x',
    'https://x.com/home',
    'https://twitter.com/hashtag/plumbing',
    'https://twitter.com/twitter',
    'https://www.linkedin.com/shareArticle?mini=true&url=x',
    'https://www.linkedin.com/sharing/share-offsite/?url=x',
    'https://www.linkedin.com/feed/',
    'https://www.linkedin.com/pulse/how-to-fix-a-tap',
    'https://www.instagram.com/p/Cabc123/',
    'https://www.instagram.com/reel/Cabc123/',
    'https://www.instagram.com/explore/tags/plumbing/',
    'https://www.instagram.com/instagram',
    'https://pinterest.com/pin/create/button/?url=x',
    'https://www.pinterest.com/pin/123456789/',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/abc',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.tiktok.com/embed/v2/7200000000000000000',
    'https://platform.twitter.com/widgets.js',
    'https://joesplumbing.com/facebook',
    'mailto:x@joesplumbing.com',
  ])('rejects %s', (raw) => {
    expect(normaliseSocialUrl(raw)).toBeNull();
  });
});

describe('extractSocials', () => {
  it('keeps one profile per network, skipping share links and template placeholders', () => {
    const body = `<a href="https://www.facebook.com/sharer/sharer.php?u=x">Share</a><a href="https://www.facebook.com/wix">Wix</a>
<footer><a href="https://facebook.com/joesplumbing">f</a><a href="https://facebook.com/joes.other.page">f2</a>
<a href="https://www.instagram.com/p/Cabc/">post</a><a href="https://instagram.com/joesplumbing">ig</a></footer>`;
    expect(socials(body)).toEqual({
      facebook: 'https://facebook.com/joesplumbing',
      instagram: 'https://instagram.com/joesplumbing',
      linkedin: null,
      twitter: null,
      tiktok: null,
      pinterest: null,
      youtube: null,
    });
  });

  it('trusts JSON-LD sameAs over links, and social blocks over body links', () => {
    const body = `<p><a href="https://facebook.com/somebodyelse">A customer</a></p>
<div class="social-links"><a href="https://x.com/joesplumbing">X</a></div><p><a href="https://x.com/partnerbrand">partner</a></p>
<script type="application/ld+json">{"@type":"Plumber","sameAs":["https://www.facebook.com/joesplumbing"],
"founder":{"@type":"Person","name":"Jane Smith","sameAs":"https://www.facebook.com/janesmith"}}</script>`;
    expect(socials(body)).toMatchObject({
      facebook: 'https://facebook.com/joesplumbing',
      twitter: 'https://x.com/joesplumbing',
    });
  });
});

describe('extractSocials: builder footers and share bars', () => {
  it('ignores "Made with" builder profiles, theme-shop accounts and every share button of a share bar', () => {
    const body = `<div class="share-bar"><a href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fjoesplumbing.com%2Fblog">f</a>
<a href="https://twitter.com/intent/tweet?text=Tips&url=https%3A%2F%2Fjoesplumbing.com">t</a><a href="https://x.com/share?url=x">x</a>
<a href="https://www.linkedin.com/shareArticle?mini=true&url=x">in</a><a href="https://www.linkedin.com/sharing/share-offsite/?url=x">in2</a>
<a href="https://pinterest.com/pin/create/button/?url=x&media=y">p</a><a href="https://www.reddit.com/submit?url=x">r</a>
<a href="https://api.whatsapp.com/send?text=x">w</a><a href="https://www.facebook.com/dialog/share?app_id=1&href=x">f2</a></div>
<img src="https://www.facebook.com/tr?id=123&ev=PageView&noscript=1" alt="">
<footer><p>Made with <a href="https://www.wix.com">Wix</a>: <a href="https://www.facebook.com/wix">f</a> <a href="https://www.instagram.com/wix/">ig</a>
<a href="https://www.linkedin.com/company/wix-com">in</a> <a href="https://www.youtube.com/user/wix">yt</a>
<a href="https://www.facebook.com/hubspot">hs</a> <a href="https://twitter.com/framer">fr</a> <a href="https://www.facebook.com/elegantthemes">et</a></p>
<a href="https://www.instagram.com/joes.plumbing/?hl=en">Instagram</a></footer>`;
    expect(socials(body)).toEqual({
      facebook: null,
      instagram: 'https://instagram.com/joes.plumbing',
      linkedin: null,
      twitter: null,
      tiktok: null,
      pinterest: null,
      youtube: null,
    });
  });
});

describe('extractSocials: embedded Facebook pages', () => {
  it.each([
    [
      'the Page Plugin div',
      '<div class="fb-page" data-href="https://www.facebook.com/joesplumbing/" data-tabs="timeline"></div>',
    ],
    [
      'the Page Plugin iframe',
      '<iframe src="https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fjoesplumbing&tabs=timeline&width=340"></iframe>',
    ],
  ])('reads the page behind %s', (_, body) => {
    expect(socials(body).facebook).toBe('https://facebook.com/joesplumbing');
  });
});

describe('extractSocials: a franchisor’s and an agency’s accounts in the business’s footer', () => {
  it('keeps icon links that come before a credit in the same footer block', () => {
    const found =
      socials(`<div id="rodape"><a href="https://www.facebook.com/pages/Joes-Plumbing/312345678901234"><img src="f.gif" alt="Facebook"></a><br>
<font size="1">Desenvolvido por <a href="https://criarsites.com.br">Criar Sites</a> | <a href="https://www.instagram.com/criarsites/">@criarsites</a></font></div>`);
    expect(found.facebook).toBe('https://facebook.com/pages/Joes-Plumbing/312345678901234');
    expect(found.instagram).toBeNull();
  });

  it('leaves out what follows a franchise statement (the head office’s national accounts)', () => {
    const found =
      socials(`<footer><div class="local"><a href="https://www.facebook.com/JoesPlumbingTampa">Facebook</a></div>
<div class="corporate"><p>Each Joe’s Plumbing® franchise is independently owned and operated.</p>
<p><a href="https://www.linkedin.com/company/joes-plumbing-franchise-systems/">Joe’s Plumbing Franchise Systems on LinkedIn</a></p></div></footer>`);
    expect(found.facebook).toBe('https://facebook.com/JoesPlumbingTampa');
    expect(found.linkedin).toBeNull();
  });
});

describe('extractSocials: a team page’s people', () => {
  it('reads profiles in a team page’s content as the people’s, unless named like the business', () => {
    const page = (url: string, body: string, role?: 'team') => ({
      ...buildPage(url, load(`<html><head><title>Joe's Plumbing</title></head><body>${body}</body></html>`)),
      ...(role ? { role } : {}),
    });
    const home = page('https://joesplumbing.com/', '<footer><p>Joe’s Plumbing</p></footer>');
    const team = page(
      'https://joesplumbing.com/team/',
      `<div class="person"><h3>Tom Walsh</h3><a href="https://www.instagram.com/drtomwalsh/">Instagram</a></div>
<div class="person"><a href="https://www.linkedin.com/company/joes-plumbing/">LinkedIn</a></div>
<footer><a href="https://www.facebook.com/joesplumbingtx">Facebook</a></footer>`,
      'team',
    );
    const { profiles } = extractSocials([home, team]);
    expect(profiles.instagram).toBeNull();
    expect(profiles.linkedin).toBe('https://linkedin.com/company/joes-plumbing');
    expect(profiles.facebook).toBe('https://facebook.com/joesplumbingtx');
  });
});
