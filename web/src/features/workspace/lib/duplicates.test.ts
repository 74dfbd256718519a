import { describe, expect, it } from 'vitest';
import { makeLead } from '@tests/make-lead';
import { findDuplicateGroups, hiddenDuplicateIds, normaliseName, phoneKey } from './duplicates';

describe('phone keys', () => {
  it('reads formatted and international numbers as the same digits', () => {
    expect(phoneKey('(512) 555-0100')).toBe('15125550100');
    expect(phoneKey('+1 512-555-0100')).toBe('15125550100');
    expect(phoneKey('512.555.0100')).toBe('15125550100');
    expect(phoneKey('0450 271 322', 'AU')).toBe(phoneKey('+61 450 271 322'));
    expect(phoneKey('020 7946 0958', 'GB')).toBe('442079460958');
  });

  it('falls back to digits only and ignores scraps', () => {
    expect(phoneKey('555-0100 x')).toBe('5550100');
    expect(phoneKey('12-34')).toBeNull();
    expect(phoneKey(null)).toBeNull();
  });
});

describe('duplicate detection', () => {
  it('groups by place id, by phone digits, and by normalised name plus address', () => {
    const a = makeLead({ businessName: 'Acme Plumbing', googlePlaceId: 'P1', leadScore: 40 });
    const b = makeLead({ businessName: 'Acme Plumbing Austin', googlePlaceId: 'P1', leadScore: 80 });
    const c = makeLead({ businessName: 'Bolt Electric', phone: '(512) 555-0100' });
    const d = makeLead({ businessName: 'Bolt Electrical Services', phone: '+1 512-555-0100' });
    const e = makeLead({
      businessName: "The Joe's Café, LLC",
      address: '12 North Main Street',
      city: 'Austin',
      state: 'TX',
    });
    const f = makeLead({ businessName: 'joes cafe', address: '12 N. Main St', city: 'austin', state: 'tx' });
    const g = makeLead({ businessName: 'Joes Cafe', address: '99 Other Road', city: 'Austin', state: 'TX' });
    const loner = makeLead({ businessName: 'Solo' });

    const groups = findDuplicateGroups([a, b, c, d, e, f, g, loner]);
    expect(groups).toEqual([
      { ids: [b.id, a.id], primaryId: b.id, reasons: ['place'] },
      { ids: [c.id, d.id], primaryId: c.id, reasons: ['phone'] },
      { ids: [e.id, f.id], primaryId: e.id, reasons: ['name-address'] },
    ]);
    expect([...hiddenDuplicateIds(groups)]).toEqual([a.id, d.id, f.id]);
  });

  it('chains matches into one group and keeps the highest score as primary', () => {
    const a = makeLead({ googlePlaceId: 'P9', phone: '512 555 0199', leadScore: 10 });
    const b = makeLead({ googlePlaceId: 'P9', leadScore: null });
    const c = makeLead({ phone: '+15125550199', leadScore: 55 });
    const [group] = findDuplicateGroups([a, b, c]);
    expect(group).toEqual({ ids: [c.id, a.id, b.id], primaryId: c.id, reasons: ['phone', 'place'] });
  });

  it('does not match on a name alone, on blank keys, or on different phones', () => {
    const leads = [
      makeLead({ businessName: 'Same Name' }),
      makeLead({ businessName: 'Same Name' }),
      makeLead({ businessName: 'X', googlePlaceId: '  ', phone: '' }),
      makeLead({ businessName: 'Y', googlePlaceId: '  ', phone: '' }),
      makeLead({ businessName: 'Z', phone: '(512) 555-0101' }),
      makeLead({ businessName: 'W', phone: '(512) 555-0102' }),
    ];
    expect(findDuplicateGroups(leads)).toEqual([]);
  });

  it('matches a number written with an extension to the same number without one', () => {
    const a = makeLead({ phone: '(512) 555-0100 ext. 12' });
    const b = makeLead({ phone: '+1 512-555-0100' });
    const c = makeLead({ phone: '512-555-0100 x7' });
    expect(findDuplicateGroups([a, b, c])).toEqual([
      { ids: [a.id, b.id, c.id], primaryId: a.id, reasons: ['phone'] },
    ]);
  });

  it('reads national numbers in the lead country when it is known', () => {
    const au1 = makeLead({ phone: '0450 271 322' });
    const au2 = makeLead({ phone: '+61 450 271 322' });
    expect(findDuplicateGroups([au1, au2])).toEqual([]);
    expect(findDuplicateGroups([au1, au2], { countryOf: () => 'AU' })).toHaveLength(1);
  });

  it('reads "Square" and "Strasse" as their short forms, as branch matching does', () => {
    const leads = [
      makeLead({ businessName: 'Kiosk', address: '5 Market Square', city: 'Leeds', state: null }),
      makeLead({ businessName: 'Kiosk', address: '5 Market Sq', city: 'Leeds', state: null }),
      makeLead({ businessName: 'Café Roth', address: 'Berliner Straße 12', city: 'München', state: null }),
      makeLead({ businessName: 'Cafe Roth', address: 'Berliner Str. 12', city: 'Munchen', state: null }),
    ];
    expect(findDuplicateGroups(leads).map((group) => group.reasons)).toEqual([
      ['name-address'],
      ['name-address'],
    ]);
  });

  it('normalises names', () => {
    expect(normaliseName("The Joe's Café & Bar, LLC")).toBe('joes cafe and bar');
  });
});
