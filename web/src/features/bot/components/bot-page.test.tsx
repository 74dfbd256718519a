import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '@web/testing/fake-auth-client';
import { renderApp } from '@web/testing/render-app';
import { stubApi } from '@web/testing/stub-api';

vi.mock('@web/lib/auth-client', () => import('@web/testing/fake-auth-client'));

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
    const footer = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(footer).getByRole('link', { name: 'LeadScoutBot' })).toHaveAttribute('href', '/bot');
  });
});
