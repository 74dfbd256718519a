import type { Page, PageRole } from './page';
import { isSameSite, siteHostOf } from './same-site';

export type RoleLink = { url: string; role: PageRole; score: number; depth: number };

/**
 * Text is matched lower-cased and without accents ("Contáctenos" reads "contactenos"). Each word starts a
 * word (/steam-cleaning is not a team page); `~` stands for a hyphen, underscore, apostrophe, space or nothing
 * ("Get in touch", /get-in-touch, /getintouch, "Qu'est-ce", "l'équipe").
 */
const pattern = (source: string): RegExp =>
  new RegExp(`(?<![a-z])(?:${source.replaceAll('~', "[-_\\s']?")})`, 'i');

/** Words that name a list of branches, also as a path segment before the branch's own (/locations/austin). */
const LOCATION_WORDS =
  'locations?|our~locations|branch(?:es)?|offices|stores|store~locator|find~a~(?:location|store|branch|office)|' +
  'standorte?|filialen?|niederlassungen|agences?|succursales?|magasins|sucursales?|sedes|ubicaciones|tiendas|' +
  'sedi|negozi|filiali|vestigingen|locaties|winkels|lojas|unidades|filiais|lokalizacje|oddzialy|placowki|' +
  'butiker|kontor|avdelinger|toimipisteet|clinics|practices|showrooms?|clinicas|cliniques|cliniche|kliniken|' +
  '(?:nuestr[ao]s|nos|unsere|i~nostri|le~nostre|onze)~(?:clinicas|centros|oficinas|tiendas|centres|bureaux|' +
  'boutiques|restaurants|praxen|filialen|studios|centri|uffici|negozi|ristoranti|winkels|kantoren|salons?)|' +
  'our~(?:shops|salons|restaurants|studios|bakeries|cafes|gyms|surgeries|garages|depots|venues|centres|centers|' +
  'hotels|pubs|branches|offices|stores|clinics|practices)|find~(?:your|us|a)~nearest|nearest~(?:branch|store|shop)';

/**
 * Link subjects by role, most telling first, in the languages small businesses write in: English, French,
 * Spanish, German, Italian, Dutch, Portuguese, Polish and the Nordic languages.
 */
const ROLES: [RegExp, PageRole, number][] = [
  [
    pattern(
      'contact|kontakt|contatt|contato|nous~joindre|joindre|nous~ecrire|ecrivez~nous|fale~conosco|' +
        'get~in~touch|reach~(?:us|out)|e~?mail~us|write~to~us|talk~to~us|say~hello|enquir|inquir|' +
        'erreichen~sie~uns|so~erreichen|schreiben~sie~uns|escribenos|hablemos|scrivici|yhteystiedot|ota~yhteytta',
    ),
    'contact',
    3,
  ],
  [
    pattern(
      'impressum|imprint|legal~notice|legal~info|mentions~legales|aviso~legal|nota~legal|note~legali|' +
        'avviso~legale|colofon|colophon|kolofon|juridische~info|informacje~prawne|informacoes~legais',
    ),
    'legal',
    2,
  ],
  [
    pattern(
      'anfahrt|directions|find~us|how~to~find~us|plan~d~acces|acces(?![a-z])|come~arrivare|dove~siamo|' +
        'como~llegar|routebeschrijving|dojazd|jak~dojechac|veibeskrivelse|hitta~hit',
    ),
    'contact',
    2,
  ],
  [pattern(LOCATION_WORDS), 'locations', 2],
  [
    pattern(
      '(?:our~|the~|meet~the~|unser~|das~|notre~|l~|nuestro~|el~|il~|ons~|nossa~|a~|nasz~)?' +
        '(?:team|staff|people|equipe|equipo|squadra|zespol|medewerkers|mitarbeiter|personale?|medarbetare|' +
        'ansatte|henkilosto|leadership)|meet|our~(?:doctors|dentists|providers|attorneys|lawyers|agents|' +
        'stylists|therapists|vets|veterinarians|practitioners|physicians)|(?:unsere~)?(?:rechts)?anwalte|' +
        'unsere~(?:arzte|zahnarzte|therapeuten|berater)|nos~(?:avocats|medecins|praticiens|experts)|' +
        'nuestros~(?:abogados|medicos|doctores|profesionales)|i~nostri~(?:avvocati|medici|professionisti)|' +
        'onze~(?:advocaten|artsen|specialisten)',
    ),
    'team',
    2,
  ],
  [
    pattern(
      'about|ueber~uns|uber~uns|our~story|who~we~are|a~propos|qui~sommes~nous|quienes~somos|sobre~nosotros|' +
        'nosotros|chi~siamo|over~ons|sobre~nos|quem~somos|o~nas|om~oss|om~os|tietoa~meista|meista|' +
        '(?:die~|unsere~)?kanzlei(?![a-z])|(?:die|unsere)~praxis|le~cabinet|notre~cabinet|el~despacho|lo~studio',
    ),
    'about',
    1,
  ],
];
const LOCATION_SEGMENT = new RegExp(`^(?:${LOCATION_WORDS.replaceAll('~', "[-_\\s']?")})$`, 'i');
/** Nav links are short; a long text ("Learn more about our drain cleaning") names a topic, not a page. */
const MAX_LINK_TEXT = 40;
const NOT_A_PAGE = /\.(?:pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|mp[34])$/i;

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Lower case without accents: "Contáctenos" → "contactenos", "Über uns" → "uber uns". */
export function folded(text: string): string {
  // Plain ASCII has no accents to take off (most links): only lower case, without normalising.
  if (!/[^\p{ASCII}]/u.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').replace(/ł/g, 'l').toLowerCase();
}

/** A branch's own page: /locations/austin, /standorte/koeln/, /agences/lyon-3. */
function isBranchPath(segments: string[]): boolean {
  return segments.slice(0, -1).some((segment) => LOCATION_SEGMENT.test(folded(segment)));
}

/** A single-page app's hash route (`#/contact`, `#!/kontakt`): a page of its own, which only a browser shows. */
const CLIENT_ROUTE = /^#!?\//;

/**
 * Every same-site link of the page with the role its path, text, aria-label, title or icon alt text names;
 * one entry per URL (its best role). A link under a locations path (/locations/austin) is a branch page. With
 * `clientRoutes` (a crawl that renders), a hash route keeps its fragment and is named by its route's path.
 */
export function roleLinks(page: Page, { clientRoutes = false } = {}): RoleLink[] {
  const siteHost = siteHostOf(page.url);
  const pageUrl = page.url.replace(/#.*$/, '');
  const best = new Map<string, RoleLink>();
  page.$('a[href]').each((_, el) => {
    let url: URL;
    try {
      url = new URL(page.$(el).attr('href') ?? '', page.url);
    } catch {
      return;
    }
    const route = clientRoutes && CLIENT_ROUTE.test(url.hash) ? url.hash.replace(CLIENT_ROUTE, '/') : null;
    if (!route) url.hash = '';
    if (!/^https?:$/.test(url.protocol) || !isSameSite(url.hostname, siteHost) || url.href === page.url)
      return;
    if (!route && url.href === pageUrl) return;
    if (NOT_A_PAGE.test(url.pathname)) return;
    const link = page.$(el);
    // Icon links name themselves in aria-label, title or the image's alt text.
    const label = [
      link.text(),
      link.attr('aria-label'),
      link.attr('title'),
      link.find('img[alt]').attr('alt'),
    ];
    const text = label.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
    const path = safeDecode(route ?? url.pathname);
    const segments = path.split('/').filter(Boolean);
    const subject = folded(`${path} ${text.length <= MAX_LINK_TEXT ? text : ''}`);
    const match: [PageRole, number] | undefined = isBranchPath(segments)
      ? ['branch', 1]
      : ROLES.filter(([words]) => words.test(subject)).map(([, role, score]): [PageRole, number] => [
          role,
          score,
        ])[0];
    if (!match) return;
    const [role, score] = match;
    const candidate = { url: url.href, role, score, depth: segments.length };
    const current = best.get(url.href);
    if (!current || score > current.score) best.set(url.href, candidate);
  });
  return [...best.values()];
}

/**
 * The best link per role group: the highest score, and on a tie the shallower path (/contact over
 * /blog/contact-lenses), then page order.
 */
export function bestLink(links: RoleLink[], roles: PageRole[]): RoleLink | undefined {
  let best: RoleLink | undefined;
  for (const link of links) {
    if (!roles.includes(link.role)) continue;
    if (!best || link.score > best.score || (link.score === best.score && link.depth < best.depth))
      best = link;
  }
  return best;
}

const SITE_CHROME = 'header, nav, footer, [role="navigation"], [class*="menu" i], [id*="menu" i]';

/**
 * Same-site page links of the page's own content, not of its header, menus or footer: on a locations page,
 * the entries of its store list ("Lyon 3e" → /agence-lyon.html), whatever their paths say.
 */
export function contentLinks(page: Page): string[] {
  const siteHost = siteHostOf(page.url);
  const pageUrl = page.url.replace(/#.*$/, '');
  const urls = new Set<string>();
  page.$('a[href]').each((_, el) => {
    if (page.$(el).closest(SITE_CHROME).length > 0) return;
    try {
      const url = new URL(page.$(el).attr('href') ?? '', page.url);
      url.hash = '';
      if (!/^https?:$/.test(url.protocol) || !isSameSite(url.hostname, siteHost)) return;
      if (url.href === pageUrl || NOT_A_PAGE.test(url.pathname)) return;
      urls.add(url.href);
    } catch {
      // Not a web address.
    }
  });
  return [...urls];
}

const LOCATION_HEADING = new RegExp(`^(?:${LOCATION_WORDS.replaceAll('~', "[-_\\s']?")})$`, 'i');

/**
 * Same-site links listed under a heading that names locations ("Our Gyms", "Standorte", "Nos agences"): a
 * business's branches, whatever their paths say (/east-nashville/).
 */
export function linksUnderLocationHeading(page: Page): string[] {
  const siteHost = siteHostOf(page.url);
  const urls = new Set<string>();
  page.$('h1, h2, h3, h4, h5, h6').each((_, heading) => {
    const text = folded(page.$(heading).text())
      .replace(/[^a-z\s'-]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!text || text.length > MAX_LINK_TEXT || !LOCATION_HEADING.test(text)) return;
    page
      .$(heading)
      .parent()
      .find('a[href]')
      .each((_, el) => {
        try {
          const url = new URL(page.$(el).attr('href') ?? '', page.url);
          url.hash = '';
          if (!/^https?:$/.test(url.protocol) || !isSameSite(url.hostname, siteHost)) return;
          if (NOT_A_PAGE.test(url.pathname) || url.pathname === '/') return;
          urls.add(url.href);
        } catch {
          // Not a web address.
        }
      });
  });
  return [...urls];
}
