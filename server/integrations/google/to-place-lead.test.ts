import { ZPlaceLead } from '@contracts/places';
import { describe, expect, it } from 'vitest';
import { toPlaceLead } from './to-place-lead';

const component = (longText: string, shortText: string, types: string[]) => ({ longText, shortText, types });

describe('toPlaceLead', () => {
  it('normalises a full place', () => {
    const lead = toPlaceLead({
      id: 'ChIJl44XdACxEmsRq10vi-qbegA',
      displayName: { text: 'Paddy Chans' },
      formattedAddress: '130 Anzac Parade, Kensington NSW 2033, Australia',
      addressComponents: [
        component('130', '130', ['street_number']),
        component('Kensington', 'Kensington', ['locality', 'political']),
        component('New South Wales', 'NSW', ['administrative_area_level_1', 'political']),
        component('Australia', 'AU', ['country', 'political']),
        component('2033', '2033', ['postal_code']),
      ],
      nationalPhoneNumber: '0450 271 322',
      internationalPhoneNumber: '+61 450 271 322',
      websiteUri: 'https://www.instagram.com/paddy.chans',
      rating: 4.3,
      userRatingCount: 248,
      location: { latitude: -33.9081441, longitude: 151.2237956 },
      googleMapsUri: 'https://maps.google.com/?cid=34511378818489771',
      businessStatus: 'OPERATIONAL',
      primaryType: 'chinese_restaurant',
      types: ['chinese_restaurant', 'restaurant'],
      regularOpeningHours: {
        periods: [{ open: { day: 0, hour: 14, minute: 30 }, close: { day: 0, hour: 21, minute: 30 } }],
        weekdayDescriptions: ['Sunday: 2:30 – 9:30 PM'],
      },
      photos: [{ name: 'places/ChIJl44XdACxEmsRq10vi-qbegA/photos/AUc7tXW' }],
    });
    expect(lead).toEqual({
      googlePlaceId: 'ChIJl44XdACxEmsRq10vi-qbegA',
      businessName: 'Paddy Chans',
      address: '130 Anzac Parade, Kensington NSW 2033, Australia',
      city: 'Kensington',
      state: 'NSW',
      zipCode: '2033',
      country: 'AU',
      phone: '0450 271 322',
      website: 'https://www.instagram.com/paddy.chans',
      rating: 4.3,
      reviewCount: 248,
      latitude: -33.9081441,
      longitude: 151.2237956,
      googleMapsUri: 'https://maps.google.com/?cid=34511378818489771',
      businessStatus: 'OPERATIONAL',
      primaryType: 'chinese_restaurant',
      types: ['chinese_restaurant', 'restaurant'],
      hasOpeningHours: true,
      photoCount: 1,
    });
    expect(ZPlaceLead.parse(lead)).toEqual(lead);
  });

  it('falls back to postal_town for the city and to the international phone', () => {
    const lead = toPlaceLead({
      id: 'x',
      addressComponents: [
        component('London', 'London', ['postal_town']),
        component('England', 'England', ['administrative_area_level_1']),
      ],
      internationalPhoneNumber: '+44 20 7946 0123',
    });
    expect(lead).toMatchObject({ city: 'London', state: 'England', phone: '+44 20 7946 0123' });
  });

  it('keeps absent fields as null (a service-area business has no address or location)', () => {
    const lead = toPlaceLead({ id: 'x', displayName: { text: 'Mobile Plumber' } });
    expect(lead).toMatchObject({
      address: null,
      city: null,
      latitude: null,
      rating: null,
      website: null,
      types: [],
      hasOpeningHours: false,
      photoCount: 0,
    });
    expect(ZPlaceLead.parse(lead)).toEqual(lead);
  });
});
