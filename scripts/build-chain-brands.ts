/**
 * `npm run build:chain-brands` — rebuilds `server/features/search/chain-brands.json`, the chain brands a place's
 * name is matched against (decision 129), from the name-suggestion-index package (BSD-3-Clause, the brands of
 * OpenStreetMap's editors). The package is fetched with `npm pack` into a temporary folder, read and thrown away:
 * only the brands of local-business categories (`CHAIN_GROUPS`) are kept, with their Wikidata id, group, countries
 * and other names. Run it to take a newer release (change `NSI_VERSION`), then commit the JSON.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brandKey,
  CHAIN_GROUP_NAMES,
  CHAIN_GROUPS,
  type TChainGroup,
} from '@server/features/search/chain-groups';

const NSI_VERSION = '8.0.20260918';
const OUT = new URL('../server/features/search/chain-brands.json', import.meta.url);

type TNsiItem = {
  displayName: string;
  locationSet: { include?: unknown[] };
  matchNames?: string[];
  tags: Record<string, string>;
};
type TNsi = { nsi: Record<string, { items: TNsiItem[] }> };

/** "us", "us-wa.geojson", "gb-eng" → the country; "001", "150", "eu", coordinates → anywhere ("*"). */
function countriesOf(include: unknown[] = []): string {
  const codes = new Set<string>();
  for (const entry of include) {
    const country = typeof entry === 'string' ? /^([a-z]{2})(?:$|-)/.exec(entry)?.[1] : undefined;
    if (!country || country === 'eu') return '*';
    codes.add(country);
  }
  return codes.size === 0 ? '*' : [...codes].sort().join(' ');
}

const folder = mkdtempSync(join(tmpdir(), 'nsi-'));
try {
  execFileSync(
    'npm',
    ['pack', `name-suggestion-index@${NSI_VERSION}`, '--pack-destination', folder, '--loglevel=error'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const tarball = join(folder, `name-suggestion-index-${NSI_VERSION}.tgz`);
  const files = ['package/dist/json/nsi.min.json', 'package/config/genericWords.json'];
  execFileSync('tar', ['xzf', tarball, '-C', folder, ...files]);
  const nsi = JSON.parse(readFileSync(join(folder, files[0]), 'utf8')) as TNsi;
  const generic = (
    JSON.parse(readFileSync(join(folder, files[1]), 'utf8')) as { genericWords: string[] }
  ).genericWords.map((pattern) => new RegExp(pattern, 'i'));

  const seen = new Set<string>();
  const brands: (string | number)[][] = [];
  for (const group of CHAIN_GROUP_NAMES) {
    for (const category of CHAIN_GROUPS[group].categories) {
      for (const item of nsi.nsi[`brands/${category}`]?.items ?? []) {
        const name = item.tags.brand ?? item.displayName;
        const key = brandKey(name);
        // Generic words ("Tattoo Studio") and one- or two-letter names are no brand anyone can be matched by.
        if (key.length < 3 || generic.some((pattern) => pattern.test(name))) continue;
        const id = `${key}|${group}`;
        if (seen.has(id)) continue;
        seen.add(id);
        const others = [...new Set((item.matchNames ?? []).map(brandKey))].filter(
          (other) => other.length >= 3 && other !== key,
        );
        brands.push([
          name,
          item.tags['brand:wikidata'] ?? '',
          CHAIN_GROUP_NAMES.indexOf(group as TChainGroup),
          countriesOf(item.locationSet.include),
          ...others,
        ]);
      }
    }
  }
  const data = {
    source: `name-suggestion-index ${NSI_VERSION} (BSD-3-Clause), built by scripts/build-chain-brands.ts`,
    format:
      'each brand: [name, wikidata, group index, countries ("*" = anywhere), ...other names as brandKey]',
    groups: CHAIN_GROUP_NAMES,
    brands,
  };
  writeFileSync(OUT, `${JSON.stringify(data)}\n`);
  console.log(`${brands.length} brands written to ${OUT.pathname}`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
