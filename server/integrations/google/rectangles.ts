import type { TRectangle } from './places-wire';

/** Metres in one degree of latitude (and of longitude at the equator), on a spherical Earth. */
const METRES_PER_DEGREE = 111_320;

/** Splits a rectangle into its four quarters (SW, SE, NW, NE). */
export function quadrants({ low, high }: TRectangle): TRectangle[] {
  const mid = {
    latitude: (low.latitude + high.latitude) / 2,
    longitude: (low.longitude + high.longitude) / 2,
  };
  return [
    { low, high: mid },
    {
      low: { latitude: low.latitude, longitude: mid.longitude },
      high: { latitude: mid.latitude, longitude: high.longitude },
    },
    {
      low: { latitude: mid.latitude, longitude: low.longitude },
      high: { latitude: high.latitude, longitude: mid.longitude },
    },
    { low: mid, high },
  ];
}

/** The rectangle's shorter side in metres (its width measured at its middle latitude). */
export function shorterSideMetres({ low, high }: TRectangle): number {
  const middle = ((low.latitude + high.latitude) / 2) * (Math.PI / 180);
  const height = (high.latitude - low.latitude) * METRES_PER_DEGREE;
  const width = (high.longitude - low.longitude) * METRES_PER_DEGREE * Math.cos(middle);
  return Math.min(height, width);
}

/** The smallest rectangle holding every one of them. */
export function boundingBox(rectangles: TRectangle[]): TRectangle {
  const corner = (pick: (...n: number[]) => number, side: 'low' | 'high') => ({
    latitude: pick(...rectangles.map((r) => r[side].latitude)),
    longitude: pick(...rectangles.map((r) => r[side].longitude)),
  });
  return { low: corner(Math.min, 'low'), high: corner(Math.max, 'high') };
}
