import { describe, expect, it } from 'vitest';
import { estimateSearchCost, listPriceUsd, skuForFieldMask } from './google-pricing';
import { IDS_ONLY_FIELD_MASK, SEARCH_FIELD_MASK } from './places-wire';

describe('skuForFieldMask', () => {
  it('bills at the highest tier among the fields', () => {
    expect(skuForFieldMask('places.id,nextPageToken')).toBe('TEXT_SEARCH_IDS_ONLY');
    expect(skuForFieldMask('places.id,places.displayName,places.formattedAddress')).toBe('TEXT_SEARCH_PRO');
    expect(skuForFieldMask('places.displayName,places.websiteUri')).toBe('TEXT_SEARCH_ENTERPRISE');
    expect(skuForFieldMask('places.websiteUri,places.reviews')).toBe('TEXT_SEARCH_ENTERPRISE_ATMOSPHERE');
    expect(skuForFieldMask('*')).toBe('TEXT_SEARCH_ENTERPRISE_ATMOSPHERE');
  });

  it('counts an unknown field at the highest tier rather than under-estimating', () => {
    expect(skuForFieldMask('places.id,places.somethingNew')).toBe('TEXT_SEARCH_ENTERPRISE_ATMOSPHERE');
  });

  it('puts our search mask at Enterprise (phones, website, rating) and key validation at the free tier', () => {
    expect(skuForFieldMask(SEARCH_FIELD_MASK)).toBe('TEXT_SEARCH_ENTERPRISE');
    expect(skuForFieldMask(IDS_ONLY_FIELD_MASK)).toBe('TEXT_SEARCH_IDS_ONLY');
  });

  it('keeps the search mask in its tier with opening hours and photos in it (decision 129)', () => {
    const paths = SEARCH_FIELD_MASK.split(',');
    expect(paths).toEqual(expect.arrayContaining(['places.regularOpeningHours', 'places.photos']));
    const without = paths.filter((p) => p !== 'places.regularOpeningHours' && p !== 'places.photos');
    expect(skuForFieldMask(without.join(','))).toBe(skuForFieldMask(SEARCH_FIELD_MASK));
  });
});

describe('estimateSearchCost', () => {
  it('prices a 50-lead search as three Enterprise pages and no geocode', () => {
    expect(estimateSearchCost(50)).toEqual({ textSearchRequests: 3, geocodeRequests: 0, usd: 0.105 });
  });

  it('adds a geocode and split-area pages past 60', () => {
    expect(estimateSearchCost(100)).toEqual({ textSearchRequests: 6, geocodeRequests: 1, usd: 0.215 });
  });
});

describe('listPriceUsd', () => {
  it('adds up requests of several SKUs at list prices, the IDs-only ones free', () => {
    expect(listPriceUsd({ TEXT_SEARCH_IDS_ONLY: 300, TEXT_SEARCH_ENTERPRISE: 21, GEOCODING: 1 })).toBe(0.74);
    expect(listPriceUsd({})).toBe(0);
  });
});
