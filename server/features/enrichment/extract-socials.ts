import { SOCIAL_NETWORKS, type TSocialNetwork, type TSocialProfiles } from '@contracts/enrichment';
import { stringsOf, typesOf } from './json-ld';
import type { Page } from './page';
import { creditHosts, regionOf, resemblesName, siteNames, squashed, type Region } from './page-regions';

export type SocialProfile = { network: TSocialNetwork; url: string };

const HOSTS: [RegExp, TSocialNetwork][] = [
  [/^(?:facebook|fb)\.com$/, 'facebook'],
  [/^(?:instagram\.com|instagr\.am)$/, 'instagram'],
  [/^linkedin\.com$/, 'linkedin'],
  [/^(?:twitter|x)\.com$/, 'twitter'],
  [/^tiktok\.com$/, 'tiktok'],
  [/^pinterest\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/, 'pinterest'],
  [/^youtube\.com$/, 'youtube'],
];

/**
 * Theme and builder defaults that ship in templates ("Made with Wix" footers, theme demo content), the
 * builders' and theme shops' own accounts, and the networks' own accounts.
 */
const PLACEHOLDERS = new Set(
  (
    'wix wixcom wix-com wixstudio squarespace godaddy envato themeforest templatemonster elementor wordpress ' +
    'wordpresscom wordpressdotcom shopify weebly webflow webflowapp jimdo duda dudamobile hubspot framer framerapp ' +
    'ghost tryghost ghostorg bigcommerce joomla drupal squareup strikingly carrd showitinc kajabi clickfunnels ' +
    'hostinger zyro elegantthemes divi wpastra brainstormforce oceanwp generatepress kadencewp themeisle ' +
    'mythemeshop themeisle themefuse yourpage your-page yourpagename yourusername your_username username yourname ' +
    'yourcompany yourbusiness yourhandle youraccount example user name company business page pages profile share home ' +
    'facebook instagram twitter x linkedin tiktok pinterest youtube google fb ig'
  ).split(' '),
);

/** First path segments that are platform features, not profiles. */
const RESERVED: Record<TSocialNetwork, Set<string>> = {
  facebook: new Set(
    (
      'sharer sharer.php share share.php dialog plugins tr login login.php logout.php events groups watch photo photo.php ' +
      'photos story.php permalink.php hashtag help policies policy.php privacy terms legal ads business gaming marketplace ' +
      'notes media search l.php video.php videos reel reels stories messages settings fundraisers bookmarks home.php ' +
      'index.php public recover r.php reg signup about careers lite mobile friends games apps developers directory places ' +
      'offers jobs live pages people profile.php pg'
    ).split(' '),
  ),
  instagram: new Set(
    'p reel reels tv explore accounts stories direct about legal developer web challenge emails press api oauth static'.split(
      ' ',
    ),
  ),
  twitter: new Set(
    'intent share home search hashtag i explore notifications messages settings login signup tos privacy widgets account compose logout about download jobs'.split(
      ' ',
    ),
  ),
  linkedin: new Set(),
  tiktok: new Set(),
  pinterest: new Set(
    'pin search ideas today categories explore login settings topics business _ about oauth secure discover news_hub resource'.split(
      ' ',
    ),
  ),
  youtube: new Set(
    'watch embed shorts playlist results feed redirect live hashtag attribution_link iframe_api player_api s yt premium account t about howyoutubeworks kids music gaming signin logout upload subscription_manager v e'.split(
      ' ',
    ),
  ),
};

function canonicalHost(hostname: string): string {
  const host = hostname.toLowerCase().replace(/^(?:www|m|mobile|web|touch|business)\./, '');
  // Country and locale subdomains: uk.linkedin.com, de-de.facebook.com, es-la.facebook.com.
  return host.split('.').length > 2 ? host.replace(/^[a-z]{2}(?:-[a-z]{2})?\./, '') : host;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function isPlaceholder(handle: string): boolean {
  return PLACEHOLDERS.has(handle.toLowerCase().replace(/^@/, ''));
}

function profilePath(network: TSocialNetwork, segments: string[], url: URL): string | null {
  const [first = '', second = '', third = ''] = segments;
  if (network === 'facebook') {
    if (first === 'profile.php')
      return /^\d+$/.test(url.searchParams.get('id') ?? '')
        ? `profile.php?id=${url.searchParams.get('id')}`
        : null;
    if ((first === 'pages' || first === 'people') && second && /^\d+$/.test(third))
      return `${first}/${second}/${third}`;
    const page = first === 'pg' ? second : first;
    if (first !== 'pg' && RESERVED.facebook.has(first.toLowerCase())) return null;
    return /^[\w.-]{2,}$/.test(page) && !/^v\d/.test(page) && !isPlaceholder(page) ? page : null;
  }
  if (network === 'linkedin') {
    return ['company', 'in', 'school', 'showcase'].includes(first) && second && !isPlaceholder(second)
      ? `${first}/${second}`
      : null;
  }
  if (network === 'tiktok') return /^@[\w.]{2,24}$/.test(first) && !isPlaceholder(first) ? first : null;
  if (network === 'youtube') {
    if (/^@[\w.-]{3,30}$/.test(first)) return isPlaceholder(first) ? null : first;
    if (first === 'channel') return /^UC[\w-]{22}$/.test(second) ? `channel/${second}` : null;
    if (first === 'c' || first === 'user')
      return /^[\w.-]+$/.test(second) && !isPlaceholder(second) ? `${first}/${second}` : null;
    // Legacy custom URL youtube.com/<name>.
    return /^[A-Za-z0-9]{3,}$/.test(first) &&
      !RESERVED.youtube.has(first.toLowerCase()) &&
      !isPlaceholder(first)
      ? first
      : null;
  }
  const handle = { instagram: /^[A-Za-z0-9._]{1,30}$/, twitter: /^\w{1,15}$/, pinterest: /^\w{3,30}$/ }[
    network
  ];
  // twitter.com/@joes and instagram.com/@joes are written by hand but name the same profile.
  const name = first.replace(/^@/, '');
  if (!handle.test(name) || RESERVED[network].has(name.toLowerCase()) || isPlaceholder(name)) return null;
  return name;
}

const CANONICAL_HOST: Record<TSocialNetwork, string> = {
  facebook: 'facebook.com',
  instagram: 'instagram.com',
  linkedin: 'linkedin.com',
  twitter: 'x.com',
  tiktok: 'tiktok.com',
  pinterest: 'pinterest.com',
  youtube: 'youtube.com',
};

/**
 * The canonical profile URL for a link to one of the 7 networks, or null for anything that is not a
 * profile: share/intent/dialog endpoints, posts and videos, embeds, and template placeholders.
 */
export function normaliseSocialUrl(raw: string): SocialProfile | null {
  let url: URL;
  try {
    url = new URL(raw.trim().replace(/^\/\//, 'https://'));
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = canonicalHost(url.hostname);
  if ((host === 'l.facebook.com' || host === 'lm.facebook.com') && url.searchParams.get('u')) {
    return normaliseSocialUrl(url.searchParams.get('u') ?? '');
  }
  const network = HOSTS.find(([pattern]) => pattern.test(host))?.[1];
  if (!network) return null;
  // Links copied from the address bar of 2010–2013: facebook.com/#!/pages/…, twitter.com/#!/joes.
  if (url.pathname === '/' && url.hash.startsWith('#!/'))
    return normaliseSocialUrl(`${url.origin}${url.hash.slice(2)}`);
  const segments = url.pathname.split('/').filter(Boolean).map(decodeSegment);
  const path = profilePath(network, segments, url);
  return path ? { network, url: `https://${CANONICAL_HOST[network]}/${path}` } : null;
}

const PROMINENT = 'header, footer, nav, aside, [class*="social" i], [id*="social" i]';
/** Link words that invite visitors to the business's own profile. */
const FOLLOW =
  /\b(?:follow|find|like|join|connect with|visit)\s+(?:us|me)\b|\bour\s+(?:facebook|instagram|page|channel|profile)|suivez[- ]nous|retrouvez[- ]nous|siguenos|s[ií]guenos|folge?n? (?:sie )?uns|seguici|volg ons|siga[- ]nos|obserwuj nas|f[oø]lg oss|f[oö]lj oss|seuraa meit/i;
const NETWORK_WORDS = new Set(
  'facebook instagram linkedin twitter x tiktok pinterest youtube fb ig yt insta'.split(' '),
);

type Trust = 'structured' | 'prominent' | 'body' | 'embedded';
type Candidate = { url: string; trust: Trust; page: Page; context: string; region: Region };

const TRUST_ORDER: Trust[] = ['structured', 'prominent', 'body', 'embedded'];

/** Candidate links of a page: JSON-LD sameAs, rel=me, links (with where they sit), embedded page plugins. */
function candidatesOf(page: Page): Candidate[] {
  const { $ } = page;
  const found: Candidate[] = page.jsonLd
    .filter((node) => !typesOf(node).includes('Person'))
    .flatMap((node) => stringsOf(node.sameAs))
    .map((url) => ({ url, trust: 'structured', page, context: 'JSON-LD sameAs', region: 'main' }));
  $('link[rel~="me" i][href]').each((_, el) => {
    found.push({
      url: $(el).attr('href') ?? '',
      trust: 'structured',
      page,
      context: 'rel=me',
      region: 'main',
    });
  });
  $('a[href]').each((_, el) => {
    const link = $(el);
    const text = [link.text(), link.attr('aria-label'), link.attr('title'), link.find('img[alt]').attr('alt')]
      .filter(Boolean)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    const around = link.parent().text().replace(/\s+/g, ' ').trim();
    const region = regionOf(page, el);
    const iconOnly = text.split(' ').every((word) => !word || NETWORK_WORDS.has(squashed(word)));
    // On a team page, a profile in the content is a person's (each dentist's Instagram), not the business's.
    const staffs = page.role === 'team' && link.closest('header, footer, nav').length === 0;
    const prominent =
      !staffs &&
      (/(?:^|\s)me(?:\s|$)/i.test(link.attr('rel') ?? '') ||
        link.closest(PROMINENT).length > 0 ||
        iconOnly ||
        FOLLOW.test(text) ||
        (around.length <= 80 && FOLLOW.test(around)));
    found.push({
      url: link.attr('href') ?? '',
      trust: prominent ? 'prominent' : 'body',
      page,
      context: (text || around).slice(0, 120),
      region,
    });
  });
  for (const url of embeddedPages(page))
    found.push({ url, trust: 'embedded', page, context: 'embedded page', region: 'main' });
  return found;
}

/**
 * The page a Facebook Page Plugin or an embedded X timeline shows: `<div class="fb-page" data-href>`, the
 * plugin iframe's `href` parameter, `<a class="twitter-timeline" href>`. It may be a supplier's or a friend's
 * page, so it counts only when it is named like the business.
 */
function embeddedPages(page: Page): string[] {
  const { $ } = page;
  const fromDivs = $('.fb-page[data-href]')
    .map((_, el) => $(el).attr('data-href') ?? '')
    .get();
  const fromIframes = $('iframe[src*="facebook.com/plugins/page"]')
    .map((_, el) => {
      try {
        return new URL($(el).attr('src') ?? '', page.url).searchParams.get('href') ?? '';
      } catch {
        return '';
      }
    })
    .get();
  const timelines = $('a.twitter-timeline[href]')
    .map((_, el) => $(el).attr('href') ?? '')
    .get();
  return [...fromDivs, ...fromIframes, ...timelines];
}

/** Where a profile was found: the page, and the link text or the kind of source. */
export type SocialSources = Partial<Record<TSocialNetwork, { source: string; context: string }>>;

/** The handle part of a canonical profile URL: "https://facebook.com/joes" → "joes". */
function handleOf(url: string): string {
  return url.split('/').filter(Boolean).at(-1) ?? '';
}

/**
 * One canonical profile per network over all crawled pages (homepage first), only the business's own:
 * never in a credit line ("Website by …"), an embedded post or comments, never named like a host a credit links
 * to (the agency's or theme author's accounts); a profile linked from the body text (not the header, footer,
 * a social block or a "Follow us" link) or shown by an embedded page plugin counts only when named like the
 * business.
 */
export function extractSocials(pages: Page[]): { profiles: TSocialProfiles; sources: SocialSources } {
  const profiles = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, null])) as TSocialProfiles;
  const sources: SocialSources = {};
  if (pages.length === 0) return { profiles, sources };
  const names = siteNames(pages[0]);
  const credited = [...new Set(pages.flatMap((page) => [...creditHosts(page)]))].map(
    (host) => host.split('.').at(-2) ?? host,
  );
  const candidates = pages.flatMap(candidatesOf);
  for (const trust of TRUST_ORDER) {
    for (const candidate of candidates) {
      if (candidate.trust !== trust || candidate.region === 'credit' || candidate.region === 'embed')
        continue;
      if (candidate.region === 'comments') continue;
      const profile = normaliseSocialUrl(candidate.url);
      if (!profile || profiles[profile.network] !== null) continue;
      const handle = handleOf(profile.url);
      if (resemblesName(handle, credited.map(squashed)) && !resemblesName(handle, names)) continue;
      if ((trust === 'body' || trust === 'embedded') && !resemblesName(handle, names)) continue;
      profiles[profile.network] = profile.url;
      sources[profile.network] = { source: candidate.page.url, context: candidate.context };
    }
  }
  return { profiles, sources };
}
