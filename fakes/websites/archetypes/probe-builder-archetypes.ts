/**
 * Held-out probe (issue 20), builder habits: Joomla 3's script email cloak, WordPress core's sitemap behind a
 * redirect, a GoDaddy site whose contact link sits in a dropdown with an "(at) … (punkt)" address, a Facebook
 * Page Plugin of the business's own page as its only Facebook link, a dentist's team page with each dentist's
 * personal LinkedIn, and a Shopify theme's demo social links left in beside the shop's own.
 */
import { SITE_ORIGIN, type Archetype } from '../site-html';
import { doc, sitemap, TEXT } from './probe-html';

/** Joomla 3's email cloak plugin, as it writes an address into a page. */
function joomla3Cloak(email: string, id: string): string {
  const [local, domain] = email.split('@');
  const [name, ...rest] = domain.split('.');
  const tld = rest.join('.');
  return `<span id="cloak${id}">Diese E-Mail-Adresse ist vor Spambots geschützt! Zur Anzeige muss JavaScript eingeschaltet sein!</span><script type='text/javascript'>
 //<!--
 document.getElementById('cloak${id}').innerHTML = '';
 var prefix = '&#109;a' + 'i&#108;' + '&#116;o';
 var path = 'hr' + 'ef' + '=';
 var addy${id} = '${local}' + '&#64;';
 addy${id} = addy${id} + '${name}' + '&#46;' + '${tld}';
 var addy_text${id} = '${local}' + '&#64;' + '${name}' + '&#46;' + '${tld}';
 document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';
 //-->
 </script>`;
}

export const PROBE_BUILDER_ARCHETYPES: Record<string, Archetype> = {
  // Austrian guesthouse on Joomla 3: every address is written by the cloak plugin's inline script.
  'probe-at-joomla3-cloak': () => ({
    domain: 'gasthof-alpenblick.at',
    routes: {
      '/': doc({
        lang: 'de-at',
        title: 'Gasthof Alpenblick – Zimmer & Restaurant im Zillertal',
        head: '<meta name="generator" content="Joomla! - Open Source Content Management"><script src="/media/jui/js/jquery.min.js"></script>',
        body: `<div class="header"><ul class="nav menu"><li class="item-101 current active"><a href="/">Home</a></li><li class="item-102"><a href="/index.php/zimmer">Zimmer</a></li><li class="item-105"><a href="/index.php/kontakt">Kontakt</a></li></ul></div>
<div class="main"><h1>Gasthof Alpenblick</h1><p>Familie Huber · Dorf 12 · 6290 Mayrhofen</p><p>Reservierung: ${joomla3Cloak('reservierung@gasthof-alpenblick.at', 'a8c2f1e0b3d4')}</p></div>
<div class="footer"><a href="https://www.facebook.com/GasthofAlpenblickMayrhofen/">Facebook</a> · Webdesign: <a href="https://www.tirol-web.at">Tirol-Web</a> ${joomla3Cloak('office@tirol-web.at', '5d7e9f1a2b3c')}</div>`,
      }),
      '/index.php/kontakt': doc({
        lang: 'de-at',
        title: 'Kontakt – Gasthof Alpenblick',
        body: `<div class="main"><h1>Kontakt</h1><p>E-Mail: ${joomla3Cloak('info@gasthof-alpenblick.at', '9b1c3d5e7f2a')}</p></div>`,
      }),
    },
    expected: {
      status: 'ok',
      emails: ['reservierung@gasthof-alpenblick.at', 'info@gasthof-alpenblick.at'],
      socials: { facebook: 'https://facebook.com/GasthofAlpenblickMayrhofen' },
      decoys: { emails: ['office@tirol-web.at'] },
    },
  }),

  // A WordPress site whose theme menu is a script's: /sitemap.xml redirects to WordPress's own index.
  'probe-wp-core-sitemap-redirect': () => ({
    domain: 'brightsmile-ortho.com',
    routes: {
      '/': doc({
        title: 'BrightSmile Orthodontics | Braces & Invisalign in Denver',
        head: '<meta name="generator" content="WordPress 6.4.2"><script src="/wp-content/themes/flavor/js/mega-menu.js"></script>',
        body: `<div id="mega-menu" data-source="/wp-json/menus/v1/menus/primary"></div><main><h1>Straighter smiles for the whole family</h1></main><footer><p>© 2024 BrightSmile Orthodontics</p></footer>`,
      }),
      '/sitemap.xml': { status: 301, headers: { location: '/wp-sitemap.xml' }, body: '' },
      '/robots.txt': { status: 200, headers: TEXT, body: 'User-agent: *\nDisallow: /wp-admin/\n' },
      '/wp-sitemap.xml': {
        status: 200,
        headers: { 'content-type': 'application/xml; charset=UTF-8' },
        body: `<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet type="text/xsl" href="/wp-sitemap-index.xsl" ?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${SITE_ORIGIN}/wp-sitemap-posts-post-1.xml</loc></sitemap><sitemap><loc>${SITE_ORIGIN}/wp-sitemap-posts-page-1.xml</loc></sitemap><sitemap><loc>${SITE_ORIGIN}/wp-sitemap-taxonomies-category-1.xml</loc></sitemap></sitemapindex>`,
      },
      '/wp-sitemap-posts-post-1.xml': sitemap(['/2023/05/what-age-for-braces/']),
      '/wp-sitemap-posts-page-1.xml': sitemap([
        '/',
        '/our-team/',
        '/schedule-a-consultation/',
        '/contact-us/',
      ]),
      '/contact-us/': doc({
        title: 'Contact Us | BrightSmile Orthodontics',
        body: `<main><h1>Contact Us</h1><p><a href="mailto:smile@brightsmile-ortho.com">smile@brightsmile-ortho.com</a></p><p>Insurance questions? Contact Delta Dental at customerservice@deltadentalco.com</p></main>`,
      }),
    },
    expected: {
      status: 'ok',
      emails: ['smile@brightsmile-ortho.com'],
      decoys: { emails: ['customerservice@deltadentalco.com'] },
    },
    firstPass: { status: 'ok', emails: [] },
  }),

  // German painter on GoDaddy: "Kontakt" only in a dropdown, the address written "(at) … (punkt)".
  'probe-de-godaddy-dropdown': () => ({
    domain: 'malerbetrieb-schulz.de',
    routes: {
      '/': doc({
        lang: 'de-DE',
        title: 'Malerbetrieb Schulz – Maler in Leipzig',
        head: '<meta name="generator" content="Starfield Technologies; Go Daddy Website Builder 8.0.0000"><link rel="preconnect" href="https://img1.wsimg.com">',
        body: `<div data-ux="Header"><nav data-ux="Nav"><ul data-ux="List"><li><a data-ux="NavLink" href="/">Startseite</a></li><li><a data-ux="NavLink" href="/leistungen">Leistungen</a></li>
<li data-ux="NavDropdown"><a data-ux="NavLink" href="#">Mehr</a><ul data-ux="NavDropdownMenu" class="x-dropdown"><li><a href="/referenzen">Referenzen</a></li><li><a href="/kontakt-1">Kontakt</a></li></ul></li></ul></nav></div>
<main><h1 data-ux="Heading">Malerbetrieb Schulz</h1><p>Innen- und Fassadenanstrich, Tapezierarbeiten.</p></main>
<footer data-ux="Footer"><p data-ux="FooterText">Copyright © 2024 Malerbetrieb Schulz - Alle Rechte vorbehalten.</p><p data-ux="FooterText">Unterstützt von <a href="https://www.godaddy.com/de-de/websites/website-erstellen" rel="nofollow">GoDaddy</a></p></footer>`,
      }),
      '/kontakt-1': doc({
        lang: 'de-DE',
        title: 'Kontakt – Malerbetrieb Schulz',
        body: `<main><h4 data-ux="ContentHeading">Kontakt</h4><p data-ux="ContentText">Malerbetrieb Schulz, Karl-Liebknecht-Str. 40, 04107 Leipzig</p><p data-ux="ContentText">E-Mail: kontakt (at) malerbetrieb-schulz (punkt) de</p>
<a data-ux="SocialLinksLink" href="https://www.instagram.com/malerbetrieb.schulz/" aria-label="Instagram Social Link"><svg></svg></a></main>`,
      }),
    },
    expected: {
      status: 'ok',
      emails: ['kontakt@malerbetrieb-schulz.de'],
      socials: { instagram: 'https://instagram.com/malerbetrieb.schulz' },
    },
  }),

  // A café whose only Facebook link is the Page Plugin of its own page; a supplier's plugin beside it.
  'probe-fb-page-plugin-own': () => ({
    domain: 'bluedoorcafe.co.nz',
    routes: {
      '/': doc({
        lang: 'en-NZ',
        title: 'Blue Door Café – Ponsonby, Auckland',
        body: `<header><nav><a href="/">Home</a> <a href="/menu">Menu</a> <a href="/contact">Contact</a></nav></header>
<main><h1>Blue Door Café</h1><aside><h3>What’s on</h3><div class="fb-page" data-href="https://www.facebook.com/bluedoorcafeponsonby/" data-tabs="timeline" data-small-header="true"><blockquote cite="https://www.facebook.com/bluedoorcafeponsonby/" class="fb-xfbml-parse-ignore"><a href="https://www.facebook.com/bluedoorcafeponsonby/">Blue Door Café</a></blockquote></div></aside>
<section><h3>Our roaster</h3><div class="fb-page" data-href="https://www.facebook.com/AllpressEspresso/" data-tabs=""><blockquote cite="https://www.facebook.com/AllpressEspresso/" class="fb-xfbml-parse-ignore"><a href="https://www.facebook.com/AllpressEspresso/">Allpress Espresso</a></blockquote></div></section></main>
<footer><p>hello@bluedoorcafe.co.nz</p></footer>`,
      }),
    },
    expected: {
      status: 'ok',
      emails: ['hello@bluedoorcafe.co.nz'],
      socials: { facebook: 'https://facebook.com/bluedoorcafeponsonby' },
      decoys: { socials: ['https://facebook.com/AllpressEspresso'] },
    },
  }),

  // A dental practice: the practice's LinkedIn page in the footer, each dentist's personal profile on the team page.
  'probe-dentist-staff-linkedin': () => ({
    domain: 'harbourdental.com.au',
    routes: {
      '/': doc({
        lang: 'en-AU',
        title: 'Harbour Dental | Dentist in Manly',
        body: `<header><nav><a href="/">Home</a> <a href="/our-dentists/">Our Dentists</a> <a href="/contact/">Contact</a></nav></header><main><h1>Harbour Dental</h1></main>
<footer><p>reception@harbourdental.com.au</p><a href="https://www.linkedin.com/company/harbour-dental-manly/" aria-label="LinkedIn"><svg></svg></a></footer>`,
      }),
      '/our-dentists/': doc({
        lang: 'en-AU',
        title: 'Our Dentists | Harbour Dental',
        body: `<main><h1>Our Dentists</h1><div class="dentist"><h3>Dr Priya Nair</h3><p>Principal Dentist, BDS (Syd)</p><p><a href="https://au.linkedin.com/in/priya-nair-dds">Connect on LinkedIn</a></p></div>
<div class="dentist"><h3>Dr Tom Walsh</h3><p>Dentist</p><p><a href="https://www.linkedin.com/in/tomwalshdental/">LinkedIn</a> · <a href="https://www.instagram.com/drtomwalsh/">Instagram</a></p></div></main>`,
      }),
      '/contact/': doc({
        lang: 'en-AU',
        title: 'Contact | Harbour Dental',
        body: `<main><h1>Contact</h1><p>Email <a href="mailto:reception@harbourdental.com.au">reception@harbourdental.com.au</a></p><p>Health fund claims via HICAPS: support@hicaps.com.au</p></main>`,
      }),
    },
    expected: {
      status: 'ok',
      emails: ['reception@harbourdental.com.au'],
      socials: { linkedin: 'https://linkedin.com/company/harbour-dental-manly', instagram: null },
      decoys: {
        emails: ['support@hicaps.com.au'],
        socials: [
          'https://linkedin.com/in/priya-nair-dds',
          'https://linkedin.com/in/tomwalshdental',
          'https://instagram.com/drtomwalsh',
        ],
      },
    },
  }),

  // A Shopify theme's demo social links left in the footer beside the shop's own Instagram.
  'probe-shopify-theme-defaults': () => ({
    domain: 'wildfernceramics.co.uk',
    routes: {
      '/': doc({
        lang: 'en-GB',
        title: 'Wildfern Ceramics – Handmade stoneware',
        head: '<link rel="preconnect" href="https://cdn.shopify.com"><script>window.Shopify = {shop: "wildfern-ceramics.myshopify.com", theme: {"name":"Dawn"}};</script>',
        body: `<header><a href="/collections/all">Shop</a> <a href="/pages/about">About</a> <a href="/pages/contact">Contact</a></header><main><h1>Handmade stoneware from Devon</h1></main>
<footer class="footer"><ul class="footer__list-social list-social"><li><a href="https://www.facebook.com/shopify" class="link list-social__link"><span class="visually-hidden">Facebook</span></a></li><li><a href="https://twitter.com/shopify" class="link list-social__link"><span class="visually-hidden">Twitter</span></a></li><li><a href="https://www.instagram.com/wildfernceramics/" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li><li><a href="https://www.pinterest.co.uk/wildfernceramics/" class="link list-social__link"><span class="visually-hidden">Pinterest</span></a></li></ul>
<small class="copyright__content">© 2024, <a href="/">Wildfern Ceramics</a> <a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small></footer>`,
      }),
      '/pages/contact': doc({
        lang: 'en-GB',
        title: 'Contact – Wildfern Ceramics',
        body: `<main><h1>Contact</h1><div class="rte"><p>Wholesale and commissions: <strong>studio@wildfernceramics.co.uk</strong></p></div></main>`,
      }),
    },
    expected: {
      status: 'ok',
      emails: ['studio@wildfernceramics.co.uk'],
      socials: {
        instagram: 'https://instagram.com/wildfernceramics',
        pinterest: 'https://pinterest.com/wildfernceramics',
        facebook: null,
        twitter: null,
      },
      decoys: { socials: ['https://facebook.com/shopify', 'https://x.com/shopify'] },
    },
  }),

  // A two-location gym: the homepage footer lists its locations under a heading, at paths that say nothing.
  'probe-us-homepage-location-list': () => ({
    domain: 'ironworksgym.com',
    routes: {
      '/': doc({
        title: 'Ironworks Gym | Strength & Conditioning',
        body: `<header><nav><a href="/">Home</a> <a href="/classes/">Classes</a> <a href="/membership/">Membership</a></nav></header><main><h1>Lift heavy. Train smart.</h1></main>
<footer><div class="footer-col"><h4>Our Gyms</h4><ul><li><a href="/east-nashville/">East Nashville</a></li><li><a href="/franklin/">Franklin</a></li></ul></div>
<div class="footer-col"><a href="https://www.instagram.com/ironworksgymtn/" aria-label="Instagram"><svg></svg></a></div></footer>`,
      }),
      '/east-nashville/': doc({
        title: 'East Nashville | Ironworks Gym',
        body: `<main><h1>Ironworks East Nashville</h1><p>1100 Main St, Nashville, TN</p><p><a href="mailto:eastnash@ironworksgym.com">eastnash@ironworksgym.com</a></p></main>`,
      }),
      '/franklin/': doc({
        title: 'Franklin | Ironworks Gym',
        body: `<main><h1>Ironworks Franklin</h1><p>200 Cool Springs Blvd, Franklin, TN</p><p><a href="mailto:franklin@ironworksgym.com">franklin@ironworksgym.com</a></p></main>`,
      }),
    },
    expected: {
      status: 'ok',
      emails: ['eastnash@ironworksgym.com', 'franklin@ironworksgym.com'],
      socials: { instagram: 'https://instagram.com/ironworksgymtn' },
    },
  }),

  // A 2012-era site: hashbang Facebook and Twitter links, the designer's webmaster address, a host's badge.
  'probe-old-hashbang-socials': () => ({
    domain: 'smithautorepair.net',
    routes: {
      '/': doc({
        title: 'Smith Auto Repair - Springfield, MO - Brakes, Tune-Ups, Transmissions',
        body: `<table width="780" align="center" cellpadding="0" cellspacing="0"><tr><td><img src="images/header.jpg" alt="Smith Auto Repair"></td></tr>
<tr><td class="nav"><a href="index.html">Home</a> | <a href="services.html">Services</a> | <a href="contact.html">Contact Us</a></td></tr>
<tr><td><h1>Smith Auto Repair</h1><p>Family owned since 1979. <font face="Arial" size="2">Email: <a href="mailto:info@smithautorepair.net">info@smithautorepair.net</a></font></p>
<p><a href="http://www.facebook.com/#!/pages/Smith-Auto-Repair/148273645512345" target="_blank"><img src="images/facebook.png" border="0" alt="Find us on Facebook"></a> <a href="http://twitter.com/#!/smithautorepair" target="_blank"><img src="images/twitter.png" border="0" alt="Follow us on Twitter"></a></p></td></tr>
<tr><td class="footer"><font size="1">Site designed by <a href="http://www.ozarkwebworks.com">Ozark Web Works</a> - webmaster@ozarkwebworks.com | Hosted by <a href="http://www.bluehost.com">Bluehost</a></font></td></tr></table>`,
      }),
    },
    expected: {
      status: 'ok',
      emails: ['info@smithautorepair.net'],
      socials: {
        facebook: 'https://facebook.com/pages/Smith-Auto-Repair/148273645512345',
        twitter: 'https://x.com/smithautorepair',
      },
      decoys: { emails: ['webmaster@ozarkwebworks.com'] },
    },
  }),
};
