import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TLeadList } from '@contracts/lists';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { apiError, makeMe, stubApi, type TStubRequest, type TStubRoute } from '@tests/web/stub-api';
import { makeLead } from '@tests/make-lead';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const LIST_ID = '22222222-2222-4222-8222-222222222222';

function makeList(overrides: Partial<TLeadList> = {}): TLeadList {
  return {
    id: LIST_ID,
    name: 'Austin dentists',
    description: 'Call in Q3',
    color: '#8b5cf6',
    createdAt: '2025-01-01T00:00:00.000Z',
    memberCount: 12,
    ...overrides,
  };
}

function signedIn(routes: Record<string, TStubRoute>) {
  fakeSession.signedIn({ id: 'user-1', email: 'sam@example.com', name: 'Sam' });
  return stubApi({ me: makeMe(), routes });
}

describe('/dashboard/lists', () => {
  it('shows the empty state and creates a list with a chosen colour', async () => {
    const created: TStubRequest[] = [];
    let lists: TLeadList[] = [];
    signedIn({
      'GET /api/lists': () => lists,
      'POST /api/lists': (request) => {
        created.push(request);
        lists = [makeList({ name: 'Roofers', color: '#f59e0b', description: null, memberCount: 0 })];
        return lists[0];
      },
    });
    const { user } = renderApp('/dashboard/lists');
    expect(
      await screen.findByRole('heading', { name: 'No lists yet' }, { timeout: 5000 }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New List' });
    const save = within(dialog).getByRole('button', { name: 'Create List' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    expect(save).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Blue' })).toHaveAttribute('aria-checked', 'true');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Blue', 'Violet', 'Pink', 'Amber', 'Green', 'Red', 'Indigo', 'Teal']);
    await user.type(within(dialog).getByLabelText('Name'), 'Roofers');
    await user.click(within(dialog).getByRole('radio', { name: 'Amber' }));
    await user.click(save);

    expect(await screen.findByText('List created successfully')).toBeInTheDocument();
    expect(created[0].body).toEqual({ name: '   Roofers', description: '', color: '#f59e0b' });
    expect(await screen.findByRole('link', { name: 'Roofers' })).toHaveAttribute(
      'href',
      `/dashboard/lists/${LIST_ID}`,
    );
    expect(screen.getByText('0 businesses')).toBeInTheDocument();
  });

  it('shows cards, edits a list, and deletes it after the spec question', async () => {
    const requests: TStubRequest[] = [];
    signedIn({
      'GET /api/lists': [
        makeList(),
        makeList({ id: 'other', name: 'Plumbers', description: null, memberCount: 1, color: '#3b82f6' }),
      ],
      [`PATCH /api/lists/${LIST_ID}`]: (request) => {
        requests.push(request);
        return makeList({ name: 'Austin dentists TX' });
      },
      [`DELETE /api/lists/${LIST_ID}`]: (request) => {
        requests.push(request);
        return { ok: true };
      },
    });
    const { user } = renderApp('/dashboard/lists');
    expect(
      await screen.findByRole('link', { name: 'Austin dentists' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('12 businesses')).toBeInTheDocument();
    expect(screen.getByText('1 business')).toBeInTheDocument();
    expect(screen.getByText('Call in Q3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for Austin dentists' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit List' });
    expect(within(edit).getByLabelText('Name')).toHaveValue('Austin dentists');
    expect(within(edit).getByRole('radio', { name: 'Violet' })).toHaveAttribute('aria-checked', 'true');
    await user.type(within(edit).getByLabelText('Name'), ' TX');
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('List updated successfully')).toBeInTheDocument();
    expect(requests[0].body).toEqual({
      name: 'Austin dentists TX',
      description: 'Call in Q3',
      color: '#8b5cf6',
    });

    await user.click(screen.getByRole('button', { name: 'Actions for Austin dentists' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete list' });
    expect(
      within(confirm).getByText('Delete "Austin dentists"? This will remove all businesses from this list.'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('List deleted successfully')).toBeInTheDocument();
    expect(requests[1].method).toBe('DELETE');
  });

  it('says when lists fail to load or a save fails', async () => {
    signedIn({
      'GET /api/lists': apiError(500, 'INTERNAL', 'Something went wrong'),
      'POST /api/lists': apiError(400, 'VALIDATION_ERROR', 'Nope'),
    });
    const { user } = renderApp('/dashboard/lists');
    expect(await screen.findByText('Failed to load lists')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New List' }));
    await user.type(await screen.findByLabelText('Name'), 'X');
    await user.click(screen.getByRole('button', { name: 'Create List' }));
    expect(await screen.findByText('Failed to create list')).toBeInTheDocument();
  });
});

describe('/dashboard/lists/:listId', () => {
  it('shows the list with its colour, count line and workspace', async () => {
    const leads = [
      makeLead({ businessName: 'Alpha Dental', leadScore: 80 }),
      makeLead({ businessName: 'Bravo Dental', leadScore: 40 }),
    ];
    signedIn({
      [`GET /api/lists/${LIST_ID}`]: { list: makeList({ memberCount: 2 }), leads },
      'GET /api/leads/markers': { markers: {} },
    });
    const { user } = renderApp(`/dashboard/lists/${LIST_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Austin dentists' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Call in Q3')).toBeInTheDocument();
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 2 of 2 businesses');
    expect(screen.getByRole('link', { name: 'Back to Lists' })).toHaveAttribute('href', '/dashboard/lists');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'High-Value Leads' }));
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 1 of 2 businesses');

    await user.click(screen.getByRole('checkbox', { name: 'Select Alpha Dental' }));
    expect(
      within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', {
        name: 'Remove from List',
      }),
    ).toBeInTheDocument();
  });

  it('goes back to the lists with "List not found" for an unknown list', async () => {
    signedIn({ [`GET /api/lists/${LIST_ID}`]: apiError(404, 'NOT_FOUND', 'List not found') });
    const { router } = renderApp(`/dashboard/lists/${LIST_ID}`);
    expect(await screen.findByText('List not found')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/lists'));
  });
});
