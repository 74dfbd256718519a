import { textSearchFieldSku } from '@server/integrations/google/google-pricing';

export type TFieldMask = {
  hasNextPageToken: boolean;
  /** Keeps only the masked fields of a place. */
  pick: (place: Record<string, unknown>) => Record<string, unknown>;
};

const MISSING =
  'FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to ' +
  'provide it. The field mask must be specified in the X-Goog-FieldMask header or the $fields or fields URL parameter.';

/** Reads a Text Search field mask like Google does: required, no spaces, only known paths. */
export function parseFieldMask(raw: string | null): TFieldMask | { error: string } {
  if (!raw) return { error: MISSING };
  const paths = raw.split(',');
  const unknown = paths.find((path) => textSearchFieldSku(path) === undefined);
  if (unknown !== undefined) return { error: `Cannot find matching fields for path '${unknown}'.` };
  const isAll = paths.some((p) => p === '*' || p === 'places');
  const fields = new Set(paths.filter((p) => p.startsWith('places.')).map((p) => p.split('.')[1]));
  return {
    hasNextPageToken: isAll || paths.includes('nextPageToken'),
    pick: (place) =>
      Object.fromEntries(Object.entries(place).filter(([field]) => isAll || fields.has(field))),
  };
}
