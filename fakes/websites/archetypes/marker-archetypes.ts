/**
 * The marker probe (issue 20): platforms and chat widgets as real small-business homepages show them
 * (`platform-marker-archetypes.ts`, `widget-marker-archetypes.ts`). Served with `startFakeWebsites({ sites:
 * markerFakeSite })`; not part of the e2e world (`ARCHETYPE_NAMES`).
 */
import type { Archetype, Context, FakeSite } from '../site-html';
import { PLATFORM_MARKER_ARCHETYPES } from './platform-marker-archetypes';
import { WIDGET_MARKER_ARCHETYPES } from './widget-marker-archetypes';

export const MARKER_ARCHETYPES: Record<string, Archetype> = {
  ...PLATFORM_MARKER_ARCHETYPES,
  ...WIDGET_MARKER_ARCHETYPES,
};

export const MARKER_ARCHETYPE_NAMES = Object.keys(MARKER_ARCHETYPES);

const NAMES = ['Bluebird Studio', 'Oakridge Services', 'Lakeside Works', 'Marigold House', 'Summit Crew'];

/** The marker-probe site number `index`: same index, same site. */
export function markerFakeSite(index: number, year = new Date().getUTCFullYear()): FakeSite {
  const archetype = MARKER_ARCHETYPE_NAMES[index % MARKER_ARCHETYPE_NAMES.length];
  const name = NAMES[index % NAMES.length];
  const ctx: Context = { index, name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, ''), year };
  return { index, archetype, name, ...MARKER_ARCHETYPES[archetype](ctx) };
}
