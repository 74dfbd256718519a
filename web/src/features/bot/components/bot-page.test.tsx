import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEEP_PASS_LIMITS, FIRST_PASS_LIMITS, PAGE_TEXT_LIMITS } from '@contracts/crawler';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { stubApi } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

describe('the /bot page', () => {
  beforeEach(() => fakeSession.signedOut());

  it('tells website owners what LeadScoutBot fetches, how to block it and how to reach us', async () => {
    stubApi({});
    renderApp('/bot');
    const title = await screen.findByRole('heading', { level: 1, name: 'LeadScoutBot' }, { timeout: 5000 });
    const page = title.closest('div.flex-1') as HTMLElement;
    const text = page.textContent ?? '';
    expect(text).toContain('LeadScoutBot/1.0');
    expect(text).toContain('home page');
    expect(text).toContain('At most two more pages');
    expect(text).toContain('at most 1.5 seconds');
    expect(text).toContain('It never submits forms, signs up or logs in');

    // The second pass and the browser pass, in the numbers the crawler uses (contracts/crawler.ts).
    expect(text).toContain(`at most ${FIRST_PASS_LIMITS.budgetMs / 1000} seconds`);
    expect(text).toContain(`At most ${DEEP_PASS_LIMITS.budgetMs / 1000} seconds per site`);
    expect(text).toContain(`at most ${DEEP_PASS_LIMITS.maxBytes / 1_000_000} MB per page`);
    expect(text).toContain(`At most ${DEEP_PASS_LIMITS.maxPages} pages`);
    expect(text).toContain(`up to ${DEEP_PASS_LIMITS.maxBranches} branch pages`);
    expect(text).toContain(`Up to ${DEEP_PASS_LIMITS.scripts} of your site’s own script files`);
    expect(text).toContain('contact, team, locations');
    // The website audit's own requests (decision 127), inside the same budget.
    expect(text).toContain(`within the same ${DEEP_PASS_LIMITS.budgetMs / 1000} seconds`);
    expect(text).toContain('one secure connection that only reads your certificate');
    expect(text).toContain('one request to the plain http address of your home page');
    expect(text).toContain('only when your home page names no icon, /favicon.ico');
    expect(text).toContain('as a visitor who clicks past the browser’s warning would');
    expect(text).toContain('It never clicks “accept” on a cookie or consent banner');
    expect(text).toContain('It never submits forms.');
    expect(text).toContain('no cookies, forms or beacons reach anyone else');
    expect(text).toContain('counted as refused: LeadScoutBot never asks again in disguise');
    // What is kept of the pages, and for how long (decision 143).
    expect(text).toContain('keeps the text a visitor sees: no scripts, styles or images');
    expect(text).toContain(`At most ${PAGE_TEXT_LIMITS.pages} pages per site, at most 20,000 characters`);
    expect(text).toContain(`deleted ${PAGE_TEXT_LIMITS.retentionDays} days after the page was read`);

    const block = within(page)
      .getByText(/block LeadScoutBot from your whole site/)
      .closest('figure');
    expect(block?.querySelector('pre')?.textContent).toBe('User-agent: LeadScoutBot\nDisallow: /');

    expect(within(page).getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/#contact');
    await waitFor(() => expect(document.title).toBe('LeadScoutBot, our website crawler | LeadScout'));
  });

  it('is linked from the footer', () => {
    stubApi({});
    renderApp('/refund-policy');
    const footer = screen.getByRole('navigation', { name: 'Legal and help' });
    expect(within(footer).getByRole('link', { name: 'LeadScoutBot' })).toHaveAttribute('href', '/bot');
  });
});
