import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every axe check of the e2e suite runs: WCAG 2.2 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Axe's violations on the page as it is now. Legacy mode runs `axe.run` in the page itself: the default
 * (`runPartial` per frame, then `finishRun` in a blank page it opens for every check) costs twice the time on
 * our pages, none of which has a frame (decision 120, session 18 addendum). Only violations are collected.
 */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations;
}

/** The findings that fail a screen: critical and serious. */
export const blockingOf = (violations: Awaited<ReturnType<typeof axeViolations>>) =>
  violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
