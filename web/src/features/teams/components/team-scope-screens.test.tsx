import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeEnrichedLead, makeSearch } from '@tests/make-lead';
import { renderInTeam } from '@tests/web/render-in-team';
import { apiError } from '@tests/web/stub-api';
import { makeActiveTeam, PERSONAL_TEAM } from '@tests/web/team-fixtures';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const SEARCH = makeSearch({ id: 's-acme', niche: 'dentist', location: 'Miami, FL', resultsCount: 1 });
const LIST = {
  id: 'l-acme',
  name: 'Miami dentists',
  description: null,
  color: '#8b5cf6',
  createdAt: '2026-01-01T00:00:00.000Z',
  memberCount: 1,
};

const open = renderInTeam;

describe('screens follow the active role (decision 109)', () => {
  it('shows a viewer no delete control on searches', async () => {
    open('/dashboard/history', {
      'GET /api/teams/active': makeActiveTeam({ role: 'viewer' }),
      '/api/searches': [SEARCH],
    });
    const list = await screen.findByRole('list', { name: 'Past searches' }, { timeout: 10_000 });
    await screen.findByRole('button', { name: /^Team:/ }, { timeout: 10_000 });
    expect(within(list).getByRole('link', { name: /View results/ })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Delete search/ })).not.toBeInTheDocument();
  });

  it('shows a member the same controls', async () => {
    open('/dashboard/history', {
      'GET /api/teams/active': makeActiveTeam({ role: 'member' }),
      '/api/searches': [SEARCH],
    });
    const list = await screen.findByRole('list', { name: 'Past searches' }, { timeout: 10_000 });
    await screen.findByRole('button', { name: /^Team:/ }, { timeout: 10_000 });
    expect(within(list).getByRole('button', { name: /^Delete search/ })).toBeInTheDocument();
  });

  it("hides a viewer's list actions and New List", async () => {
    open('/dashboard/lists', {
      'GET /api/teams/active': makeActiveTeam({ role: 'viewer' }),
      'GET /api/lists': [LIST],
    });
    expect(
      await screen.findByRole('link', { name: 'Miami dentists' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await screen.findByRole('button', { name: /^Team:/ }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Actions for Miami dentists' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New List' })).not.toBeInTheDocument();
  });

  it.each([
    ['viewer', false],
    ['member', true],
  ] as const)('gives a %s the lead page’s editors only when the role may write', async (role, canWrite) => {
    const lead = makeEnrichedLead({ businessName: 'Coral Dental', tags: ['hot'], notes: 'Call Monday' });
    open(`/dashboard/leads/${lead.id}`, {
      'GET /api/teams/active': makeActiveTeam({ role }),
      [`GET /api/leads/${lead.id}`]: {
        lead,
        search: { id: SEARCH.id, niche: 'dentist', location: 'Miami, FL' },
        lists: [],
        assignee: null,
        activity: [],
        pageSpeed: null,
        pageSpeedRefusal: null,
      },
      'GET /api/leads/assignees': { me: 'user-1', assignees: [] },
    });
    expect(
      await screen.findByRole('heading', { name: 'Coral Dental' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await screen.findByRole('button', { name: /^Team:/ }, { timeout: 10_000 });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Generate Email' }) !== null).toBe(canWrite),
    );
    expect(screen.queryByRole('textbox', { name: 'Notes' }) !== null).toBe(canWrite);
    expect(screen.queryByRole('button', { name: /^Assignee of Coral Dental/ }) !== null).toBe(canWrite);
    if (!canWrite) {
      expect(screen.getByRole('heading', { name: 'Notes and tags' })).toBeInTheDocument();
      expect(screen.getByText('Call Monday')).toBeInTheDocument();
      expect(screen.getByText('Unassigned')).toBeInTheDocument();
    }
  });
});

describe('a link to a record of another of the user’s teams', () => {
  it('opens it in that team with "Opened in <team>"', async () => {
    let active = { ...PERSONAL_TEAM };
    const sent: unknown[] = [];
    const { requests } = open('/dashboard/history/s-acme', {
      'GET /api/teams/active': () => active,
      '/api/searches': [],
      '/api/searches/s-acme': () =>
        active.id === 'team-acme'
          ? { search: SEARCH, leads: [makeEnrichedLead({ businessName: 'Coral Dental' })] }
          : apiError(404, 'NOT_FOUND', 'Search not found'),
      'GET /api/teams/locate': ({ url }) =>
        url.searchParams.get('kind') === 'search' && url.searchParams.get('id') === 's-acme'
          ? { teamId: 'team-acme', teamName: 'Acme Dental', active: false }
          : apiError(404, 'NOT_FOUND', 'Not found'),
      'POST /api/auth/organization/set-active': ({ body }) => {
        sent.push(body);
        active = makeActiveTeam();
        return {};
      },
    });
    expect(await screen.findByText('Opened in Acme Dental', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Coral Dental')).toBeInTheDocument();
    expect(sent).toEqual([{ organizationId: 'team-acme' }]);
    expect(requests).toHaveBeenCalledWith('/api/teams/locate?kind=search&id=s-acme', expect.anything());
    expect(screen.queryByText('Search not found')).not.toBeInTheDocument();
  });

  it('keeps the not-found behaviour when no team of the user has it', async () => {
    const { router } = open('/dashboard/lists/l-other', {
      'GET /api/teams/active': { ...PERSONAL_TEAM },
      '/api/lists': [],
      '/api/lists/l-other': apiError(404, 'NOT_FOUND', 'List not found'),
      'GET /api/teams/locate': apiError(404, 'NOT_FOUND', 'Not found'),
    });
    expect(await screen.findByText('List not found', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/lists'));
  });

  it('asks which team holds a lead, and keeps not-found when none of them does', async () => {
    const { router, requests } = open('/dashboard/leads/lead-other', {
      'GET /api/teams/active': { ...PERSONAL_TEAM },
      '/api/searches': [],
      '/api/leads/lead-other': apiError(404, 'NOT_FOUND', 'Business not found'),
      'GET /api/teams/locate': apiError(404, 'NOT_FOUND', 'Not found'),
    });
    expect(await screen.findByText('Business not found', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(requests).toHaveBeenCalledWith('/api/teams/locate?kind=lead&id=lead-other', expect.anything());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/history'));
  });
});
