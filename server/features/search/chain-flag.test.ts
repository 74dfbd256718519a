import { describe, expect, it } from 'vitest';
import { FAKE_CHAIN_BRANDS } from '@fakes/google/fake-chains';
import {
  directoryHostOf,
  matchChainBrand,
  ownChainFlag,
  sharedWebsiteFlag,
  websiteKey,
  type TChainPlace,
} from './chain-flag';

const place = (overrides: Partial<TChainPlace>): TChainPlace => ({
  businessName: 'Smith Plumbing',
  primaryType: 'plumber',
  types: ['plumber', 'point_of_interest', 'establishment'],
  country: 'US',
  website: 'https://smithplumbing.com/',
  ...overrides,
});

describe('matchChainBrand', () => {
  it('knows a brand by its name or another name, in a country it trades in', () => {
    const pizza = { primaryType: 'restaurant', types: ['restaurant', 'food'] };
    expect(matchChainBrand(place({ ...pizza, businessName: "Domino's" }))).toBe("Domino's");
    expect(matchChainBrand(place({ ...pizza, businessName: 'Dominos Pizza' }))).toBe("Domino's");
    expect(
      matchChainBrand(place({ businessName: 'Great Clips at Southpark', primaryType: 'hair_salon' })),
    ).toBe('Great Clips');
  });

  it('never takes a local business for a brand of another kind or another country', () => {
    expect(matchChainBrand(place({ businessName: 'Subway Plumbing' }))).toBeNull();
    expect(matchChainBrand(place({ businessName: 'Smith Plumbing' }))).toBeNull();
    expect(
      matchChainBrand(place({ businessName: 'Foxtons', primaryType: 'real_estate_agency', country: 'US' })),
    ).toBeNull();
    expect(
      matchChainBrand(place({ businessName: 'Foxtons', primaryType: 'real_estate_agency', country: 'GB' })),
    ).toBe('Foxtons');
  });

  it('matches a whole brand name on a place of a kind it does not know, but never a mere prefix', () => {
    const unknown = { primaryType: 'store', types: ['store'] };
    expect(matchChainBrand(place({ ...unknown, businessName: 'Starbucks' }))).toBe('Starbucks');
    expect(matchChainBrand(place({ ...unknown, businessName: 'Starbucks Memorabilia Store' }))).toBeNull();
  });

  it('knows every brand the fake Google gives locations to, where the fake puts them', () => {
    for (const [primaryType, brands] of Object.entries(FAKE_CHAIN_BRANDS)) {
      for (const brand of brands) {
        for (const country of brand.countries) {
          const found = matchChainBrand(
            place({ businessName: brand.name, primaryType, types: [primaryType], country }),
          );
          expect(found, `${brand.name} (${primaryType}, ${country})`).toBe(brand.name);
        }
      }
    }
  });
});

describe('directoryHostOf and websiteKey', () => {
  it('finds directory and booking pages in any country, and not sites whose names merely contain one', () => {
    expect(directoryHostOf('https://www.yelp.com/biz/smith-plumbing-austin')).toBe('yelp.com');
    expect(directoryHostOf('https://www.yelp.co.uk/biz/smith')).toBe('yelp.co.uk');
    expect(directoryHostOf('https://m.facebook.com/smithplumbing')).toBe('m.facebook.com');
    expect(directoryHostOf('https://booksy.com/en-us/1_x_hair-salon_austin')).toBe('booksy.com');
    expect(directoryHostOf('https://www.treatwell.co.uk/place/salon/')).toBe('treatwell.co.uk');
    expect(directoryHostOf('https://myyelp.com/')).toBeNull();
    expect(directoryHostOf('https://smithplumbing.com/')).toBeNull();
    expect(directoryHostOf('not a url')).toBeNull();
  });

  it('keys a website by its host, by host and first folder on a path-hosted builder, and not a directory', () => {
    expect(websiteKey('https://www.SmithDental.com/locations/north')).toBe('smithdental.com');
    expect(websiteKey('http://smithdental.com')).toBe('smithdental.com');
    expect(websiteKey('https://sites.google.com/view/smith-dental/home')).toBe('sites.google.com/view');
    expect(websiteKey('https://www.yelp.com/biz/smith')).toBeNull();
    expect(websiteKey('mailto:x@y.com')).toBeNull();
  });
});

describe('ownChainFlag', () => {
  it('says why: the brand first, then a directory page; an independent business has none', () => {
    expect(
      ownChainFlag(
        place({ businessName: 'Mr. Rooter Plumbing', website: 'https://www.facebook.com/mrrooter' }),
      ),
    ).toEqual({ kind: 'brand', reason: 'Part of a chain (Mr. Rooter)' });
    expect(ownChainFlag(place({ website: 'https://www.yelp.com/biz/smith-plumbing' }))).toEqual({
      kind: 'directory',
      reason: 'Directory page (yelp.com), not its own website',
    });
    expect(ownChainFlag(place({}))).toBeNull();
    expect(sharedWebsiteFlag('smithdental.com', 3)).toEqual({
      kind: 'shared_domain',
      reason: 'Same website (smithdental.com) as 2 other places',
    });
  });
});
