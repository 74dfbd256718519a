/**
 * Pieces the marker probe's sites share (`platform-marker-archetypes.ts`, `widget-marker-archetypes.ts`): the
 * site's own address, and the decoys real small-business pages carry next to their real platform and widget —
 * an agency's credit, prose that names chat vendors, a vendor's "powered by" link without its script, and a
 * blog teaser about chatbots that quotes an install snippet as text.
 */
import type { Context, FakeSiteExpectation } from '../site-html';

export const own = (ctx: Context, local: string): string => `${local}@${ctx.slug}.com`;

/** A web agency's credit with its own address (a decoy email). */
export const agencyCredit = (agency: string, words = 'Website by'): string =>
  `<div class="site-info">${words} <a href="https://www.${agency}.com/?utm_source=client-footer" target="_blank" rel="noopener">${agency}</a> · <a href="mailto:studio@${agency}.com">studio@${agency}.com</a></div>`;

export const agencyEmail = (agency: string): string => `studio@${agency}.com`;

/** A blog teaser about chatbots: vendor names, their homepages and a quoted install snippet, none installed. */
export const chatbotBlogTeaser = `<section class="latest-posts"><h2>From the blog</h2>
<article class="post-teaser"><h3><a href="/blog/do-you-need-a-chatbot/">Do small businesses need a chatbot in 2025?</a></h3>
<p>We tried Intercom, Drift and tawk.to (https://www.tawk.to) for a month each. Tidio's free plan (tidio.com/pricing) was the easiest to set up; Zendesk and LiveChat felt built for bigger teams. If you want to test one, paste the snippet the vendor gives you before &lt;/body&gt;, for example:</p>
<pre><code class="language-html">&lt;script src="//code.tidio.co/YOUR-PUBLIC-KEY.js" async&gt;&lt;/script&gt;</code></pre>
<p>Crisp (crisp.chat) and Chatbase are worth a look too.</p></article></section>`;

/** Decoy widget names a page with `chatbotBlogTeaser` names without installing them. */
export const BLOG_TEASER_VENDORS = [
  'Intercom',
  'Drift',
  'tawk.to',
  'Tidio',
  'Zendesk',
  'LiveChat',
  'Crisp',
  'Chatbase',
];

/** A vendor's "powered by" link left in a footer after the widget was removed. */
export const poweredBy = (vendor: string, url: string): string =>
  `<p class="powered"><a href="${url}?utm_source=widget&amp;utm_medium=poweredby" rel="nofollow noopener" target="_blank">Powered by ${vendor}</a></p>`;

/** A cookie banner's markup (several probe sites carry one). */
export const cookieBanner = `<div id="cookie-notice" role="dialog" aria-live="polite" class="cookie-revoke-hidden cn-position-bottom"><div class="cookie-notice-container"><span id="cn-notice-text">We use cookies to give you the best experience on our website.</span><a href="#" id="cn-accept-cookie" data-cookie-set="accept" class="cn-set-cookie cn-button">Ok</a></div></div>`;

/** A homepage: `body` is the whole `<body …>…</body>` element. */
export const doc = (lang: string, head: string, body: string): string =>
  `<!DOCTYPE html>\n<html lang="${lang}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n${head}\n</head>\n${body}\n</html>`;

/** A probe site's labels: its platform, its chat verdict, its own address, the agency's and vendors' decoys. */
export const expectMarkerSite = (
  ctx: Context,
  cmsPlatform: string,
  chatbotPlatform: string | null,
  agency: string,
  decoyWidgets: string[] = [],
  /** null: only a loader that sometimes injects chat ("possible"). */
  hasChatbot: boolean | null = chatbotPlatform !== null,
): FakeSiteExpectation => ({
  status: 'ok',
  cmsPlatform,
  hasChatbot,
  chatbotPlatform,
  emails: [own(ctx, 'info')],
  decoys: { emails: [agencyEmail(agency)], chatbotPlatforms: decoyWidgets },
});

/** The site's footer: its own address (and phone), anything `extra`, then the agency's credit. */
export const siteFooter = (ctx: Context, agency: string, extra = ''): string =>
  `<footer class="site-footer"><p>${ctx.name} · <a href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a> · <a href="tel:+15125550143">(512) 555-0143</a></p>${extra}${agencyCredit(agency)}</footer>`;
