import { renderedFakeSite } from './archetypes/rendered-archetypes';
import { fakeSite, type FakeSite } from './site-archetypes';

/** How many distinct sites the fake web has; a host's index modulo this picks its content. */
export const WORLD_SITE_CONTENTS = 500;

/** Where the rendered archetypes start among the 500 site contents the fake Google points at (fake-site-websites.ts). */
export const RENDERED_SITES_FROM = 450;

/**
 * The fake web as searches meet it (`startFakeWebsites`' default): the static archetypes (`fakeSite`), and from
 * content 450 the sites only a browser reads fully (`renderedFakeSite`), so about one business in ten with a
 * website has one, and the first pass, the deep pass and the browser pass all meet them in a search. Hosts past
 * the 500th serve the content of their index modulo 500 (many hosts, one content: see fake-site-websites.ts).
 */
export function worldSite(index: number, year?: number): FakeSite {
  const content = index % WORLD_SITE_CONTENTS;
  if (content < RENDERED_SITES_FROM) return { ...fakeSite(content, year), index };
  return { ...renderedFakeSite(content - RENDERED_SITES_FROM, year), index };
}
