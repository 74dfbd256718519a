import { screen, within, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { stubApi } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

describe('policy pages', () => {
  beforeEach(() => fakeSession.signedOut());

  it('states every refund and cancellation term, effective January 1, 2025', async () => {
    stubApi({});
    renderApp('/refund-policy');
    const article = (
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Refund and Cancellation Policy' },
        { timeout: 5000 },
      )
    ).closest('div.flex-1') as HTMLElement;
    const text = article.textContent ?? '';
    expect(text).toContain('Effective January 1, 2025');
    expect(text).toContain('All sales are final.');
    // Decision 089: the landing page's guarantee is stated here as the one exception to all sales final.
    const guarantee = article.querySelector('#money-back-guarantee');
    expect(guarantee?.textContent).toContain('30-day money-back guarantee');
    expect(guarantee?.textContent).toContain('the one exception to “all sales final”');
    expect(text).toContain('cancel any time');
    expect(text).toContain('full access until the end of the billing period');
    expect(text).toContain('keep your data for 30 days');
    expect(text).toContain('cancel at least 24 hours before the trial ends');
    expect(text).toContain('within 48 hours of purchase and before you have run any searches');
    expect(text).toContain("30 days' notice");
    expect(text).toContain('Promotional rates are grandfathered');
    expect(text).toContain('reply within 24 hours');
    await waitFor(() => expect(document.title).toBe('Refund and Cancellation Policy | LeadScout'));
  });

  it('has a privacy policy with the same effective date and retention', async () => {
    stubApi({});
    renderApp('/privacy-policy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('January 1, 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '5. How long we keep it' }).parentElement).toHaveTextContent(
      '30 days',
    );
    // The crawled page text (decision 143): what, and for how long.
    expect(screen.getByRole('heading', { name: '1. What we collect' }).parentElement).toHaveTextContent(
      'the visible text of up to 8 pages of each lead’s website',
    );
    expect(screen.getByRole('heading', { name: '5. How long we keep it' }).parentElement).toHaveTextContent(
      'deleted 30 days after it was read, and with its lead',
    );
    await waitFor(() => expect(document.title).toBe('Privacy Policy | LeadScout'));
  });

  it('is linked from the footer', async () => {
    stubApi({});
    renderApp('/for-web-designers');
    const footer = screen.getByRole('navigation', { name: 'Legal and help' });
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(footer).getByRole('link', { name: 'Refund Policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
  });
});
