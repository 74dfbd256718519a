import { MARKET_MAX_LOCATIONS, MARKET_MAX_NICHES } from '@contracts/sweeps';
import type { TCoverage } from '../api/sweeps';

/** "restaurant in Austin, TX"; a market's "dentist, orthodontist in Leeds; York". */
export function coverageTitle({ kind, request }: TCoverage): string {
  if (kind === 'area') return `${request.query} in ${request.location}`;
  return `${request.niches.join(', ')} in ${request.locations.join('; ')}`;
}

/** The non-empty lines of a textarea, trimmed. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export type TCoverForm = { kind: TCoverage['kind']; query: string; location: string };
export type TCoverErrors = Partial<Record<'query' | 'location', string>>;

/** The form's values as what to cover, or what is wrong with them (the server's own messages). */
export function readCoverForm({ kind, query, location }: TCoverForm): TCoverage | TCoverErrors {
  if (kind === 'area') {
    const errors: TCoverErrors = {
      ...(!query.trim() && { query: 'Business type is required' }),
      ...(!location.trim() && { location: 'Location is required' }),
    };
    if (Object.keys(errors).length > 0) return errors;
    return { kind, request: { query: query.trim(), location: location.trim() } };
  }
  const [niches, locations] = [linesOf(query), linesOf(location)];
  const errors: TCoverErrors = {
    ...(niches.length === 0 && { query: 'Add at least one business type' }),
    ...(niches.length > MARKET_MAX_NICHES && {
      query: `A market has at most ${MARKET_MAX_NICHES} business types`,
    }),
    ...(locations.length === 0 && { location: 'Add at least one location' }),
    ...(locations.length > MARKET_MAX_LOCATIONS && {
      location: `A market has at most ${MARKET_MAX_LOCATIONS} locations`,
    }),
  };
  if (Object.keys(errors).length > 0) return errors;
  return { kind, request: { niches, locations } };
}
