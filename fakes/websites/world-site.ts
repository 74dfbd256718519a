import { renderedFakeSite } from './archetypes/rendered-archetypes';
import { fakeSite, type FakeSite } from './site-archetypes';

/** Where the rendered archetypes start among the 500 sites the fake Google points at (fake-site-websites.ts). */
export const RENDERED_SITES_FROM = 450;

/**
 * The fake web as searches meet it (`startFakeWebsites`' default): the static archetypes (`fakeSite`), and from
 * index 450 the sites only a browser reads fully (`renderedFakeSite`), so about one business in ten with a
 * website has one, and the first pass, the deep pass and the browser pass all meet them in a search.
 */
export function worldSite(index: number, year?: number): FakeSite {
  if (index < RENDERED_SITES_FROM) return fakeSite(index, year);
  return { ...renderedFakeSite(index - RENDERED_SITES_FROM, year), index };
}
