import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { stubApi } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

describe('solution pages', () => {
  beforeEach(() => fakeSession.signedOut());

  it.each([
    [
      '/for-web-designers',
      /reputation has outgrown their website/,
      'Great Reputation, Weak Website',
      'LeadScout for Web Designers',
    ],
    [
      '/for-marketing-agencies',
      /Fill your agency pipeline/,
      'High-Value Leads',
      'LeadScout for Marketing Agencies',
    ],
    [
      '/for-chatbot-providers',
      /still answer questions by hand/,
      'Missing Chatbot',
      'LeadScout for Chatbot Providers',
    ],
  ])('%s speaks to its persona and names its lead score preset', async (path, headline, preset, title) => {
    stubApi({});
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: headline }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('persona-preset')).toHaveTextContent(preset);
    expect(screen.getByRole('heading', { name: `Start with “${preset}”` })).toBeInTheDocument();
    await waitFor(() => expect(document.title.startsWith(title)).toBe(true));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/LeadScout/);
    expect(screen.getByRole('link', { name: /Get 25 Free Leads/ })).toHaveAttribute(
      'href',
      '/try-sample-search',
    );
    expect(screen.getByText(/LeadScout is \$79\/month/)).toBeInTheDocument();
    expect(screen.getByText('14-day free trial')).toBeInTheDocument();
  });
});
