/**
 * The chain flag's precision and recall (issue 32) against the fake Google world's ground truth (`chain` on each
 * fake business: a brand location, one of a business's places on one website, a directory page as website). One
 * team's data: the first 60 places Google answers for each niche in each named city, less those closed for good,
 * flagged exactly as a search saves them (`ownChainFlag`, then three places on one website). Goal: precision ≥ 0.95.
 */
import { createFakeWorld } from '@fakes/google/fake-world';
import { NAMED_CITIES } from '@fakes/google/fake-cities';
import { toFakePlace } from '@fakes/google/fake-place';
import { fakeSiteWebsites } from '@fakes/google/fake-site-websites';
import type { TFakeBusiness } from '@fakes/google/fake-businesses';
import {
  ownChainFlag,
  placeKey,
  SHARED_WEBSITE_PLACES,
  websiteKey,
} from '@server/features/search/chain-flag';
import { ZWirePlace } from '@server/integrations/google/places-wire';
import { toPlaceLead } from '@server/integrations/google/to-place-lead';

const NICHES = [
  'plumber',
  'electrician',
  'dentist',
  'lawyer',
  'restaurant',
  'cafe',
  'hair salon',
  'gym',
  'real estate',
  'auto repair',
  'cleaning',
  'roofer',
];

type TRow = { business: TFakeBusiness; flag: string | null };

export function reportChainFlags(): void {
  const world = createFakeWorld('1');
  const websiteFor = fakeSiteWebsites(8080);
  const team = NAMED_CITIES.flatMap((city) =>
    NICHES.flatMap((niche) =>
      world
        .businesses(niche, world.locate(city.name)!)
        .sort((a, b) => b.prominence - a.prominence)
        .slice(0, 60)
        .filter((business) => business.businessStatus !== 'CLOSED_PERMANENTLY'),
    ),
  );
  const places = team.map((business) => ({
    business,
    place: toPlaceLead(ZWirePlace.parse(toFakePlace(business, websiteFor))),
  }));
  const byWebsite = new Map<string, Set<string>>();
  for (const { place } of places) {
    const key = websiteKey(place.website);
    if (!key) continue;
    const seen = byWebsite.get(key) ?? new Set<string>();
    seen.add(placeKey({ id: place.googlePlaceId, placeId: place.googlePlaceId, ...place }));
    byWebsite.set(key, seen);
  }
  const rows: TRow[] = places.map(({ business, place }) => {
    const own = ownChainFlag(place);
    const key = websiteKey(place.website);
    const shared = key !== null && (byWebsite.get(key)?.size ?? 0) >= SHARED_WEBSITE_PLACES;
    return { business, flag: own?.kind ?? (shared ? 'shared_domain' : null) };
  });
  const count = (test: (row: TRow) => boolean) => rows.filter(test).length;
  const ratio = (a: number, b: number) => (b === 0 ? '  –  ' : (a / b).toFixed(3));
  const tp = count((r) => r.flag !== null && r.business.chain !== undefined);
  const fp = count((r) => r.flag !== null && r.business.chain === undefined);
  const fn = count((r) => r.flag === null && r.business.chain !== undefined);
  console.log(`\n== chain flag (${rows.length} places of one team, fake Google world seed 1) ==`);
  console.log('kind            flagged  right  truth    precision  recall');
  for (const kind of ['brand', 'shared_domain', 'directory'] as const) {
    const flagged = count((r) => r.flag === kind);
    const right = count((r) => r.flag === kind && r.business.chain === kind);
    const truth = count((r) => r.business.chain === kind);
    console.log(
      `${kind.padEnd(15)} ${String(flagged).padStart(7)}  ${String(right).padStart(5)}  ${String(truth).padStart(5)}    ${ratio(right, flagged)}      ${ratio(right, truth)}`,
    );
  }
  console.log(`any chain       precision ${ratio(tp, tp + fp)} (goal ≥ 0.95)   recall ${ratio(tp, tp + fn)}`);
  const wrong = rows.filter((r) => r.flag !== null && r.business.chain === undefined).slice(0, 5);
  for (const { business, flag } of wrong)
    console.log(`  false ${flag}: ${business.name} (${business.niche}, ${business.city.name})`);
}
