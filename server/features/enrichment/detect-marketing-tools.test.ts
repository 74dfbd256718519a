import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { detectMarketingTools } from './detect-marketing-tools';
import { buildPage } from './page';

const tools = (html: string) =>
  detectMarketingTools([
    buildPage('https://joesplumbing.com/', load(`<html><head></head><body>${html}</body></html>`)),
  ]);

const GA4 = `<script async src="https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-AB12CD34EF');</script>`;
const GTM = `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-ABC1234');</script>
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-ABC1234" height="0" width="0"></iframe></noscript>`;

describe('detectMarketingTools', () => {
  it('does not report Tag Manager for a GA4-only site (both load from googletagmanager.com)', () => {
    expect(tools(GA4)).toEqual(['Google Analytics 4']);
  });

  it('reports Tag Manager from its snippet', () => {
    expect(tools(GTM)).toEqual(['Google Tag Manager']);
  });

  it.each([
    [
      'Universal Analytics',
      `<script>ga('create', 'UA-1234567-1', 'auto');</script><script src="https://www.google-analytics.com/analytics.js"></script>`,
    ],
    ['Google Ads', `<script>gtag('event', 'conversion', {'send_to': 'AW-123456789/AbC-D_efG'});</script>`],
    [
      'Facebook Pixel',
      `<script>!function(f,b,e,v){}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init', '123456789012345');</script>`,
    ],
    [
      'Facebook Pixel',
      `<noscript><img height="1" width="1" src="https://www.facebook.com/tr?id=123456789012345&ev=PageView&noscript=1"></noscript>`,
    ],
    [
      'TikTok Pixel',
      `<script>!function (w, d, t) { w.TiktokAnalyticsObject=t; ttq.load('C4ABCDEFGHIJKLMNOP12'); }(window, document, 'ttq');</script>`,
    ],
    [
      'LinkedIn Insight Tag',
      `<script>_linkedin_partner_id = "1234567";</script><script src="https://snap.licdn.com/li.lms-analytics/insight.min.js"></script>`,
    ],
    ['Pinterest Tag', `<script>pintrk('load', '2612345678901');</script>`],
    [
      'Microsoft Advertising UET',
      `<script>(function(w,d,t,r,u){n.src="//bat.bing.com/bat.js";})(window,document,"script","//bat.bing.com/bat.js","uetq");</script>`,
    ],
    [
      'Hotjar',
      `<script>(function(h,o,t,j,a,r){h._hjSettings={hjid:1234567,hjsv:6};r.src='https://static.hotjar.com/c/hotjar-'+h._hjSettings.hjid+'.js?sv=';})(window,document);</script>`,
    ],
    [
      'Microsoft Clarity',
      `<script>(function(c,l,a,r,i,t,y){t.src="https://www.clarity.ms/tag/"+i;})(window, document, "clarity", "script", "abcdef1234");</script>`,
    ],
    [
      'Mailchimp',
      `<form action="https://joesplumbing.us12.list-manage.com/subscribe/post?u=abc&amp;id=def" method="post"></form>`,
    ],
    [
      'Klaviyo',
      `<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=AbC123"></script>`,
    ],
    ['HubSpot', `<script id="hs-script-loader" async defer src="//js.hs-scripts.com/1234567.js"></script>`],
    ['HubSpot', `<script id="hs-script-loader" async defer src="/hs/scriptloader/1234567.js"></script>`],
    ['CallRail', `<script src="//cdn.callrail.com/companies/123456789/abcdef/12/swap.js"></script>`],
    ['Calendly', `<a href="https://calendly.com/joesplumbing/estimate">Book a visit</a>`],
    ['GoHighLevel', `<script src="https://link.msgsndr.com/js/form_embed.js"></script>`],
    ['Jotform', `<iframe src="https://form.jotform.com/231234567890123"></iframe>`],
  ])('detects %s', (name, html) => {
    expect(tools(html)).toEqual([name]);
  });

  it('ignores commented-out tags and tools merely named in text or links', () => {
    const html = `<!-- ${GA4} --><p>We track with Hotjar, fbq('init') and Google Tag Manager.</p><a href="https://mailchimp.com/">Mailchimp</a>`;
    expect(tools(html)).toEqual([]);
  });
});
