import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { contentLinks, linksUnderLocationHeading, roleLinks } from './link-roles';
import { buildPage } from './page';

const roleOf = (link: string) =>
  roleLinks(buildPage('https://www.joes.com/', load(`<body>${link}</body>`))).map(({ url, role }) => [
    new URL(url).pathname,
    role,
  ]);

describe('roleLinks: pages by role, in the languages small businesses write in', () => {
  it.each([
    ['<a href="/p/1">Nous joindre</a>', 'contact'],
    ['<a href="/p/1">Contactez-nous</a>', 'contact'],
    ['<a href="/p/1">Contáctenos</a>', 'contact'],
    ['<a href="/p/1">Kontakt</a>', 'contact'],
    ['<a href="/anfahrt">So finden Sie uns</a>', 'contact'],
    ['<a href="/p/1">Contatti</a>', 'contact'],
    ['<a href="/p/1">Fale conosco</a>', 'contact'],
    ['<a href="/p/1">Ota yhteyttä</a>', 'contact'],
    ['<a href="/p/1">So erreichen Sie uns</a>', 'contact'],
    ['<a href="/p/1">Enquiries</a>', 'contact'],
    ['<a href="/p/4">Our bakeries</a>', 'locations'],
    ['<a href="/p/4">Find your nearest salon</a>', 'locations'],
    ['<a href="/p/1" aria-label="Neem contact op"><svg></svg></a>', 'contact'],
    ['<a href="/p/2">Impressum</a>', 'legal'],
    ['<a href="/p/2">Mentions légales</a>', 'legal'],
    ['<a href="/p/2">Aviso legal</a>', 'legal'],
    ['<a href="/p/2">Colofon</a>', 'legal'],
    ['<a href="/p/3">Notre équipe</a>', 'team'],
    ['<a href="/p/3">Unser Team</a>', 'team'],
    ['<a href="/p/3">Nuestro equipo</a>', 'team'],
    ['<a href="/p/3">Meet our doctors</a>', 'team'],
    ['<a href="/p/3">Zespół</a>', 'team'],
    ['<a href="/p/4">Qui sommes-nous ?</a>', 'about'],
    ['<a href="/p/4">Über uns</a>', 'about'],
    ['<a href="/p/4">Chi siamo</a>', 'about'],
    ['<a href="/p/4">Om oss</a>', 'about'],
    ['<a href="/p/5">Nos agences</a>', 'locations'],
    ['<a href="/p/5">Standorte</a>', 'locations'],
    ['<a href="/p/5">Sucursales</a>', 'locations'],
    ['<a href="/p/5">Nuestras clínicas</a>', 'locations'],
    ['<a href="/p/5">Unsere Praxen</a>', 'locations'],
    ['<a href="/p/4">Kanzlei</a>', 'about'],
    ['<a href="/p/4">Die Praxis</a>', 'about'],
    ['<a href="/p/3">Unsere Anwälte</a>', 'team'],
    ['<a href="/p/3">Nos avocats</a>', 'team'],
    ['<a href="/clinicas/alcala/">Ver clínica</a>', 'branch'],
    ['<a href="/standorte/koeln">Köln</a>', 'branch'],
    ['<a href="/locations/austin-tx/">Austin</a>', 'branch'],
  ])('%s is a %s page', (link, role) => {
    expect(roleOf(link).map(([, found]) => found)).toEqual([role]);
  });

  it.each([
    '<a href="/steam-cleaning">Steam cleaning</a>',
    '<a href="/accessibility">Accessibility</a>',
    '<a href="/blog/x">Learn more about the people we helped this year in town</a>',
  ])('gives %s no role', (link) => {
    expect(roleOf(link)).toEqual([]);
  });
});

describe('contentLinks: a store list’s entries', () => {
  it('lists the same-site links of the content, not of the header, menus or footer', () => {
    const page = buildPage(
      'https://www.joes.com/nos-agences/',
      load(`<body><header><a href="/">Accueil</a></header><nav><a href="/devis.html">Devis</a></nav>
<main><ul><li><a href="/agence-lyon.html">Lyon 3e</a></li><li><a href="https://maps.example.org/x">Plan</a></li><li><a href="/agence-bron.html#map">Bron</a></li></ul></main>
<footer><a href="/mentions-legales/">Mentions légales</a></footer></body>`),
    );
    expect(contentLinks(page).map((url) => new URL(url).pathname)).toEqual([
      '/agence-lyon.html',
      '/agence-bron.html',
    ]);
  });
});

describe('linksUnderLocationHeading: branches listed under a heading', () => {
  it('lists the same-site links under a heading that names locations, and only those', () => {
    const page = buildPage(
      'https://www.joes.com/',
      load(`<body><footer><div><h4>Our Gyms</h4><ul><li><a href="/east-nashville/">East Nashville</a></li><li><a href="/franklin/">Franklin</a></li></ul></div>
<div><h4>Company</h4><a href="/careers/">Careers</a></div><div><h4>Standorte</h4><a href="https://maps.example.org/x">Karte</a></div></footer></body>`),
    );
    expect(linksUnderLocationHeading(page).map((url) => new URL(url).pathname)).toEqual([
      '/east-nashville/',
      '/franklin/',
    ]);
  });
});

describe('roleLinks: a single-page app’s hash routes', () => {
  const page = buildPage(
    'https://www.joes.com/',
    load(
      `<body><nav><a href="#/">Home</a><a href="#/kontakt">Kontakt</a><a href="#!/about-us">About</a><a href="#top">Top</a></nav></body>`,
    ),
  );

  it('are pages of their own, named by their route, in a crawl that renders', () => {
    expect(roleLinks(page, { clientRoutes: true }).map(({ url, role }) => [url, role])).toEqual([
      ['https://www.joes.com/#/kontakt', 'contact'],
      ['https://www.joes.com/#!/about-us', 'about'],
    ]);
  });

  it('are the page itself in a static crawl', () => {
    expect(roleLinks(page)).toEqual([]);
  });
});
