import { FIRST_PASS_LIMITS } from '@contracts/crawler';
import { bestLink, roleLinks } from './link-roles';
import type { Page } from './page';

/**
 * Up to `limit` same-site pages most likely to name people and addresses (the first pass): the best
 * contact/legal-notice page and the best team/about page, judged by path and link text (see link-roles.ts).
 */
export function findContactPages(home: Page, limit: number = FIRST_PASS_LIMITS.extraPages): string[] {
  const links = roleLinks(home);
  return [bestLink(links, ['contact', 'legal']), bestLink(links, ['team', 'about'])]
    .filter((link) => link !== undefined)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((link) => link.url);
}
