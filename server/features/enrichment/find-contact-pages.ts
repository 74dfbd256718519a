import { FIRST_PASS_LIMITS } from '@contracts/crawler';
import { bestLink, roleLinks, type RoleLink } from './link-roles';
import type { Page } from './page';

/**
 * Up to `limit` same-site pages most likely to name people and addresses (the first pass): the best
 * contact/legal-notice page and the best team/about page, judged by path and link text (see link-roles.ts),
 * each with the role its link names.
 */
export function findContactLinks(home: Page, limit: number = FIRST_PASS_LIMITS.extraPages): RoleLink[] {
  const links = roleLinks(home);
  return [bestLink(links, ['contact', 'legal']), bestLink(links, ['team', 'about'])]
    .filter((link) => link !== undefined)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** The URLs of `findContactLinks`. */
export function findContactPages(home: Page, limit: number = FIRST_PASS_LIMITS.extraPages): string[] {
  return findContactLinks(home, limit).map((link) => link.url);
}
