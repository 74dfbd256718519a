import type { TFakeCity, TFakeCountry } from './fake-cities';
import type { TRandom } from './seeded-random';

export type TFakePhone = {
  national: string;
  international: string;
  /** Same number, written another way. */ alternate: string;
};

type TCountryFormat = {
  long: string;
  /** The address component type Google uses for the town (UK: postal_town). */
  townType: 'locality' | 'postal_town';
  postalCode: (city: TFakeCity, random: TRandom) => string;
  phone: (city: TFakeCity, random: TRandom) => TFakePhone;
  /** Formatted address from "street number + route", or of the city alone when there is no street. */
  format: (city: TFakeCity, street: string | undefined, postalCode: string) => string;
};

const digits = (random: TRandom, count: number) =>
  Array.from({ length: count }, () => random.int(0, 9)).join('');
const letter = (random: TRandom) => random.pick([...'ABDEFGHJLNPQRSTUWXYZ']);

export const COUNTRY_FORMATS: Record<TFakeCountry, TCountryFormat> = {
  US: {
    long: 'United States',
    townType: 'locality',
    postalCode: (city, random) => `${city.postalPrefix}${digits(random, 5 - city.postalPrefix.length)}`,
    phone: (city, random) => {
      const exchange = String(random.int(201, 989));
      const line = digits(random, 4);
      return {
        national: `(${city.areaCode}) ${exchange}-${line}`,
        international: `+1 ${city.areaCode}-${exchange}-${line}`,
        alternate: random.pick([
          `${city.areaCode}-${exchange}-${line}`,
          `${city.areaCode}.${exchange}.${line}`,
        ]),
      };
    },
    format: (city, street, postalCode) =>
      street
        ? `${street}, ${city.name}, ${city.state.short} ${postalCode}, USA`
        : `${city.name}, ${city.state.short}, USA`,
  },
  GB: {
    long: 'United Kingdom',
    townType: 'postal_town',
    postalCode: (city, random) =>
      `${random.pick([city.postalPrefix, ...(city.postalAreas ?? [])])}${random.int(1, 20)} ` +
      `${random.int(1, 9)}${letter(random)}${letter(random)}`,
    phone: (city, random) => {
      const [a, b] = [digits(random, 4), digits(random, 4)];
      return {
        national: `0${city.areaCode} ${a} ${b}`,
        international: `+44 ${city.areaCode} ${a} ${b}`,
        alternate: `0${city.areaCode}${a}${b}`,
      };
    },
    format: (city, street, postalCode) =>
      street ? `${street}, ${city.name} ${postalCode}, UK` : `${city.name}, UK`,
  },
  AU: {
    long: 'Australia',
    townType: 'locality',
    postalCode: (city, random) => `${city.postalPrefix}${digits(random, 4 - city.postalPrefix.length)}`,
    phone: (city, random) => {
      const [a, b] = [digits(random, 4), digits(random, 4)];
      return {
        national: `(0${city.areaCode}) ${a} ${b}`,
        international: `+61 ${city.areaCode} ${a} ${b}`,
        alternate: `0${city.areaCode} ${a}${b}`,
      };
    },
    format: (city, street, postalCode) =>
      street
        ? `${street}, ${city.name} ${city.state.short} ${postalCode}, Australia`
        : `${city.name} ${city.state.short}, Australia`,
  },
};
