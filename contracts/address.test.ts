import { describe, expect, it } from 'vitest';
import { addressWords } from './address';

/** The cases where the server's branch matching and the web's duplicate detection used to disagree. */
describe('address words', () => {
  it('shortens "strasse" and reads "ß" as "ss"', () => {
    expect(addressWords('Hauptstraße 5')).toEqual(['hauptstrasse', '5']);
    expect(addressWords('Berliner Straße 12')).toEqual(['berliner', 'str', '12']);
    expect(addressWords('Berliner Strasse 12')).toEqual(['berliner', 'str', '12']);
  });

  it('shortens "square"', () => {
    expect(addressWords('5 Market Square')).toEqual(addressWords('5 Market Sq'));
  });

  it('drops "usa"', () => {
    expect(addressWords('400 Elm Street, Dallas, TX 75202, USA')).toEqual([
      '400',
      'elm',
      'st',
      'dallas',
      'tx',
      '75202',
    ]);
  });

  it('reads "&" as "and"', () => {
    expect(addressWords('Corner of Fifth & Main')).toEqual(addressWords('Corner of Fifth and Main'));
  });

  it('folds accents and keeps letters outside ASCII', () => {
    expect(addressWords('12 Rue Saint-Honoré')).toEqual(['12', 'rue', 'saint', 'honore']);
    expect(addressWords('ул. Тверская 7')).toEqual(['ул', 'тверская', '7']);
  });

  it('shortens the common street words', () => {
    expect(addressWords('12 North Main Street, Suite 4')).toEqual(['12', 'n', 'main', 'st', 'ste', '4']);
  });
});
