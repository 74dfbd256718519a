import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WEBHOOK_EVENTS } from '@contracts/webhooks';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makeMe, stubApi } from '@tests/web/stub-api';
import { makeActiveTeam, PERSONAL_TEAM, VERIFIED_USER } from '@tests/web/team-fixtures';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const page = async (name: string) =>
  (await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 })).closest(
    'div.flex-1',
  ) as HTMLElement;

describe('the public docs pages', () => {
  it('/docs/webhooks lists every event, the Get More fields, the signature check and the recipes', async () => {
    fakeSession.signedOut();
    stubApi({});
    renderApp('/docs/webhooks');
    const doc = await page('Webhooks');
    const events = within(doc).getByRole('region', { name: 'Events' });
    for (const event of WEBHOOK_EVENTS) expect(events).toHaveTextContent(event);
    expect(events).toHaveTextContent('leadsAdded');
    for (const name of [
      'Verify the signature (Node.js)',
      'n8n: enriched searches to a Google Sheet',
      'Make: new leads to Slack',
    ])
      expect(within(doc).getByRole('region', { name })).toBeVisible();
    expect(within(doc).getByText('Verify in Node.js').closest('figure')).toHaveTextContent(
      'wh.verify(rawBody',
    );
    await waitFor(() => expect(document.title).toBe('LeadScout webhooks | LeadScout'));
  });

  it('/docs/integrations says where each CRM keeps its token and what a lead becomes there', async () => {
    fakeSession.signedOut();
    stubApi({});
    renderApp('/docs/integrations');
    const doc = await page('CRM integrations');
    expect(within(doc).getByRole('region', { name: 'HubSpot' })).toHaveTextContent(
      'crm.objects.companies.read',
    );
    expect(within(doc).getByRole('region', { name: 'Pipedrive' })).toHaveTextContent(
      'Personal preferences → API',
    );
    expect(within(doc).getByRole('region', { name: 'HighLevel' })).toHaveTextContent('location id');
    expect(within(doc).getByRole('link', { name: 'signed webhooks' })).toHaveAttribute(
      'href',
      '/docs/webhooks',
    );
  });

  it('the footer links the API and integrations docs', () => {
    fakeSession.signedOut();
    stubApi({});
    renderApp('/bot');
    const footer = screen.getByRole('navigation', { name: 'Legal and help' });
    expect(within(footer).getByRole('link', { name: 'API' })).toHaveAttribute('href', '/docs/api');
    expect(within(footer).getByRole('link', { name: 'Integrations' })).toHaveAttribute(
      'href',
      '/docs/integrations',
    );
  });

  it('the old signed-in webhooks guide leads to /docs/webhooks', async () => {
    fakeSession.signedIn(VERIFIED_USER);
    stubApi({
      me: makeMe(),
      routes: {
        'GET /api/teams': { teams: [PERSONAL_TEAM, makeActiveTeam({ role: 'owner' })] },
        'GET /api/teams/active': makeActiveTeam({ role: 'owner' }),
        'GET /api/auth/organization/list-user-invitations': [],
      },
    });
    renderApp('/dashboard/webhooks-guide');
    expect(await page('Webhooks')).toBeVisible();
  });
});
