import type { TRectangle } from '../../integrations/google/places-wire';

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
