import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, stubApi, type TStubRequest } from '@tests/web/stub-api';
import { makeAudit, makeFinding } from '@tests/make-audit';
import { makeLead } from '@tests/make-lead';
import { renderWorkspace, rowNames, SEARCH_ID } from '../../../../../tests/web/render-workspace';

const NO_MARKERS = { [`GET /api/leads/markers`]: { markers: {} } };

function leads() {
  return {
    alpha: makeLead({
      businessName: 'Alpha Dental',
      leadScore: 82,
      rating: 4.8,
      hasChatbot: false,
      phone: '(512) 555-0100',
      city: 'Austin',
    }),
    bravo: makeLead({
      businessName: 'Bravo Dental',
      leadScore: 65,
      rating: 4.6,
      hasChatbot: false,
      lastContactedDate: '2020-01-01',
    }),
    charlie: makeLead({
      businessName: 'Charlie Dental',
      leadScore: 45,
      rating: 4.9,
      hasChatbot: true,
      tags: ['Hot Lead'],
    }),
    delta: makeLead({ businessName: 'Delta Dental', leadScore: null, rating: null, hasChatbot: null }),
    alphaCopy: makeLead({
      businessName: 'Alpha Dental Clinic',
      leadScore: 30,
      phone: '+1 512-555-0100',
      notes: 'Copy note',
    }),
  };
}

/** The empty table's message, when filters emptied it. */
const emptyMessage = () =>
  screen.getByText('No businesses match these filters.').closest<HTMLElement>('[role=status]')!;

describe('LeadsWorkspace: filters on values some leads lack (issue 32)', () => {
  const sizedLeads = () => [
    makeLead({ businessName: 'Sized Dental', employeeCountEstimate: 8 }),
    makeLead({ businessName: 'Quiet Dental' }),
    makeLead({ businessName: 'Silent Dental' }),
    makeLead({
      businessName: 'Aspen Dental',
      employeeCountEstimate: 40,
      chain: { kind: 'brand', reason: 'Part of a chain (Aspen Dental)' },
    }),
  ];

  it('says which filter emptied the table and how many leads have no value, then lets them in', async () => {
    stubApi({ routes: NO_MARKERS });
    const { router, user } = renderWorkspace(sizedLeads(), { url: '/view?minEmployees=50' });
    const message = emptyMessage();
    expect(message).toHaveTextContent('No businesses match these filters.');
    expect(message).toHaveTextContent('Employees: 2 of 4 have no value.');
    expect(message).toHaveTextContent('leaves that business out');

    await user.click(within(message).getByRole('button', { name: 'Include leads without a value' }));
    expect(router.state.location.search).toBe('?minEmployees=50&includeMissing=yes');
    expect(rowNames()).toEqual(['Quiet Dental', 'Silent Dental']);
  });

  it('shows beside each filter how many leads have no value, and excludes chains', async () => {
    stubApi({ routes: NO_MARKERS });
    const { user } = renderWorkspace(sizedLeads(), { url: '/view?minEmployees=1' });
    const panel = screen.getByRole('region', { name: 'Filters' });
    expect(within(panel).getByLabelText('Min employees')).toHaveAccessibleDescription('2 of 4 have no value');
    expect(rowNames()).toEqual(['Sized Dental', 'Aspen Dental']);

    await user.click(within(panel).getByRole('checkbox', { name: /Exclude chains/ }));
    expect(rowNames()).toEqual(['Sized Dental']);
  });

  it('names a filter that keeps none even when no value is missing', async () => {
    stubApi({ routes: NO_MARKERS });
    renderWorkspace([sizedLeads()[3]], { url: '/view?excludeChains=yes' });
    const message = emptyMessage();
    expect(message).toHaveTextContent('Exclude chains keeps none of them.');
    expect(within(message).queryByRole('button', { name: 'Include leads without a value' })).toBeNull();
    expect(within(message).getByRole('button', { name: 'Clear all filters' })).toBeVisible();
  });
});

describe('LeadsWorkspace: filters and presets', () => {
  it('words the count line as the spec does, even for a single business', () => {
    stubApi({ routes: NO_MARKERS });
    renderWorkspace([makeLead({ businessName: 'Solo Dental', leadScore: 50 })]);
    expect(screen.getByText(/Showing/)).toHaveTextContent(/^Showing 1 of 1 businesses$/);
  });

  it('counts what it shows, applies a preset into the URL and clears it again', async () => {
    stubApi({ routes: NO_MARKERS });
    const l = leads();
    const { router, user } = renderWorkspace(Object.values(l));
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 5 of 5 businesses');
    expect(rowNames()).toEqual([
      'Alpha Dental',
      'Bravo Dental',
      'Charlie Dental',
      'Alpha Dental Clinic',
      'Delta Dental',
    ]);

    await user.click(screen.getByRole('button', { name: 'High-Value Leads' }));
    expect(rowNames()).toEqual(['Alpha Dental']);
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 1 of 5 businesses');
    expect(router.state.location.search).toBe('?minScore=70');
    expect(screen.getByRole('button', { name: 'High-Value Leads' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Missing Chatbot' }));
    expect(rowNames()).toEqual(['Alpha Dental', 'Bravo Dental']);

    await user.click(screen.getByRole('button', { name: 'Great Reputation, Weak Website' }));
    expect(rowNames()).toEqual(['Charlie Dental']);

    await user.click(screen.getByRole('button', { name: 'Not Contacted 30+ Days' }));
    expect(rowNames()).toEqual(['Bravo Dental']);
    await user.click(screen.getByRole('button', { name: 'Not Contacted 30+ Days' }));
    expect(rowNames()).toHaveLength(5);
    expect(router.state.location.search).toBe('');
  });

  it('reads a bookmarked view from the URL, keeping the page’s own parameters', async () => {
    stubApi({ routes: NO_MARKERS });
    const { router, user } = renderWorkspace(Object.values(leads()), {
      url: '/view?id=abc&minRating=4.7&sort=businessName&dir=desc',
    });
    expect(rowNames()).toEqual(['Charlie Dental', 'Alpha Dental']);
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAttribute('aria-expanded', 'true');

    await user.selectOptions(screen.getByLabelText('Chatbot'), 'no');
    expect(rowNames()).toEqual(['Alpha Dental']);
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('id')).toBe('abc');
    expect(params.get('chatbot')).toBe('no');

    await user.clear(screen.getByLabelText('Min rating'));
    expect(rowNames()).toEqual(['Bravo Dental', 'Alpha Dental']);
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(rowNames()).toHaveLength(5);
  });

  it('filters "has an email that can receive mail" from the panel, into the URL', async () => {
    stubApi({ routes: NO_MARKERS });
    const checked = (status: 'ok' | 'invalid') => [
      { email: 'a@x.example', status, labels: [], reason: '', checkedAt: '2026-12-01T00:00:00.000Z' },
    ];
    const { router, user } = renderWorkspace([
      makeLead({ businessName: 'Mailable Dental', leadScore: 60, emailChecks: checked('ok') }),
      makeLead({ businessName: 'Bouncing Dental', leadScore: 50, emailChecks: checked('invalid') }),
      makeLead({ businessName: 'Unchecked Dental', leadScore: 40 }),
    ]);
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await user.selectOptions(screen.getByLabelText('Email that can receive mail'), 'yes');
    expect(rowNames()).toEqual(['Mailable Dental']);
    expect(new URLSearchParams(router.state.location.search).get('mailable')).toBe('yes');
    await user.selectOptions(screen.getByLabelText('Email that can receive mail'), 'no');
    expect(rowNames()).toEqual(['Bouncing Dental', 'Unchecked Dental']);
  });

  it('filters by tag (any selected) from the panel', async () => {
    stubApi({ routes: NO_MARKERS });
    const { user } = renderWorkspace(Object.values(leads()));
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await user.click(
      within(screen.getByRole('region', { name: 'Filters' })).getByRole('button', { name: 'Hot Lead' }),
    );
    expect(rowNames()).toEqual(['Charlie Dental']);
  });

  it('filters by audit finding (any selected), offering only the findings these leads have, into the URL', async () => {
    stubApi({ routes: NO_MARKERS });
    const l = leads();
    l.alpha.audit = makeAudit([makeFinding('tls_expired'), makeFinding('no_viewport')]);
    l.bravo.audit = makeAudit([makeFinding('copyright_outdated')]);
    l.charlie.audit = makeAudit([]);
    const { router, user } = renderWorkspace(Object.values(l));
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const findings = within(screen.getByRole('region', { name: 'Filters' })).getByRole('group', {
      name: 'Has audit finding (matches any selected)',
    });
    expect(
      within(findings)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Certificate expired', 'No mobile viewport', 'Outdated copyright year']);

    await user.click(within(findings).getByRole('button', { name: 'No mobile viewport' }));
    expect(rowNames()).toEqual(['Alpha Dental']);
    await user.click(within(findings).getByRole('button', { name: 'Outdated copyright year' }));
    expect(rowNames()).toEqual(['Alpha Dental', 'Bravo Dental']);
    expect(within(findings).getByRole('button', { name: 'No mobile viewport' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(new URLSearchParams(router.state.location.search).getAll('finding')).toEqual([
      'no_viewport',
      'copyright_outdated',
    ]);
  });

  it('says when no lead has been audited yet', async () => {
    stubApi({ routes: NO_MARKERS });
    const { user } = renderWorkspace(Object.values(leads()));
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    expect(
      screen.getByText('No website audit findings in these leads yet. The deeper check audits each website.'),
    ).toBeVisible();
  });
});

describe('LeadsWorkspace: duplicates and merge', () => {
  it('finds the same phone in two formats, hides the copy, and merges after an irreversible confirmation', async () => {
    const l = leads();
    const calls: TStubRequest[] = [];
    stubApi({
      routes: {
        ...NO_MARKERS,
        'POST /api/leads/merge': (request) => {
          calls.push(request);
          return { ...l.alpha, notes: 'Copy note', updatedAt: '2030-01-01T00:00:00.000Z' };
        },
      },
    });
    const { user } = renderWorkspace(Object.values(l));

    await user.click(screen.getByRole('button', { name: 'Hide Duplicates' }));
    expect(rowNames()).not.toContain('Alpha Dental Clinic');
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 4 of 5 businesses · 1 duplicates hidden');
    await user.click(screen.getByRole('button', { name: 'Show Duplicates' }));
    expect(rowNames()).toContain('Alpha Dental Clinic');

    await user.click(screen.getByRole('button', { name: /^Duplicates/ }));
    const panel = screen.getByRole('region', { name: 'Duplicates' });
    expect(within(panel).getByText('Same phone')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: /Merge/ }));

    const dialog = screen.getByRole('dialog', { name: 'Merge duplicates' });
    expect(within(dialog).getByText(/permanently deleted\. This cannot be undone\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Lead score 82/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Merge 2 businesses' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({ primaryId: l.alpha.id, duplicateIds: [l.alphaCopy.id] });
    expect(await screen.findByText('Merged 2 businesses')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).not.toContain('Alpha Dental Clinic'));
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 4 of 4 businesses');
  });

  it('refuses to merge unsaved rows without calling the server', async () => {
    const requests = stubApi({ routes: NO_MARKERS });
    const unsaved = [
      makeLead({ id: 'temp-1', businessName: 'Temp One', googlePlaceId: 'same' }),
      makeLead({ id: 'temp-2', businessName: 'Temp Two', googlePlaceId: 'same' }),
    ];
    const { user } = renderWorkspace(unsaved);
    await user.click(screen.getByRole('button', { name: /^Duplicates/ }));
    await user.click(
      within(screen.getByRole('region', { name: 'Duplicates' })).getByRole('button', { name: /Merge/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Merge 2 businesses' }));
    expect(await screen.findByText('Cannot merge unsaved businesses')).toBeInTheDocument();
    expect(requests.mock.calls.filter(([url]) => String(url).includes('/merge'))).toHaveLength(0);
  });

  it('says "Merge failed" with the server message', async () => {
    const l = leads();
    stubApi({
      routes: { ...NO_MARKERS, 'POST /api/leads/merge': apiError(404, 'NOT_FOUND', 'Business not found') },
    });
    const { user } = renderWorkspace(Object.values(l));
    await user.click(screen.getByRole('button', { name: /^Duplicates/ }));
    await user.click(
      within(screen.getByRole('region', { name: 'Duplicates' })).getByRole('button', { name: /Merge/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Merge 2 businesses' }));
    expect(await screen.findByText('Merge failed')).toBeInTheDocument();
    expect(screen.getByText('Business not found')).toBeInTheDocument();
  });
});

describe('LeadsWorkspace: notes and tags', () => {
  it('adds quick and typed tags once, saves notes and the date, and shows the result', async () => {
    const l = leads();
    let saved: unknown;
    stubApi({
      routes: {
        ...NO_MARKERS,
        [`PATCH /api/leads/${l.bravo.id}`]: ({ body }) => {
          saved = body;
          const b = body as { tags: string[]; notes: string; lastContactedDate?: string };
          return {
            ...l.bravo,
            tags: b.tags,
            notes: b.notes,
            lastContactedDate: b.lastContactedDate ?? l.bravo.lastContactedDate,
          };
        },
      },
    });
    const { user } = renderWorkspace(Object.values(l));
    await user.click(screen.getByRole('button', { name: 'Notes and tags for Bravo Dental' }));
    const form = await screen.findByRole('form', { name: 'Notes and tags for Bravo Dental' });

    await user.click(within(form).getByRole('button', { name: 'Follow Up' }));
    expect(within(form).getByRole('button', { name: 'Follow Up' })).toBeDisabled();
    await user.type(within(form).getByLabelText('Tags'), '  Follow Up {Enter}');
    await user.type(within(form).getByLabelText('Tags'), '   {Enter}');
    await user.type(within(form).getByLabelText('Tags'), 'Dentist Q3{Enter}');
    expect(
      within(within(form).getByRole('list', { name: 'Current tags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Follow Up', 'Dentist Q3']);
    await user.type(within(form).getByLabelText('Notes'), 'Spoke to the office manager');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Notes, tags, and last contacted date updated')).toBeInTheDocument();
    expect(saved).toEqual({
      tags: ['Follow Up', 'Dentist Q3'],
      notes: 'Spoke to the office manager',
      lastContactedDate: '2020-01-01',
    });
    const cell = screen.getByRole('button', { name: 'Notes and tags for Bravo Dental' });
    await waitFor(() => expect(cell).toHaveTextContent('Dentist Q3'));
    expect(cell).toHaveTextContent('Spoke to the office manager');
  });

  it('shows the server message when saving fails', async () => {
    const l = leads();
    stubApi({
      routes: {
        ...NO_MARKERS,
        [`PATCH /api/leads/${l.alpha.id}`]: apiError(
          400,
          'VALIDATION_ERROR',
          'Notes must be 5000 characters or less',
        ),
      },
    });
    const { user } = renderWorkspace(Object.values(l));
    await user.click(screen.getByRole('button', { name: 'Notes and tags for Alpha Dental' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notes must be 5000 characters or less')).toBeInTheDocument();
  });

  it('marks leads seen in an earlier search, in a list, or contacted, with links', async () => {
    const l = leads();
    stubApi({
      routes: {
        [`GET /api/leads/markers?searchId=${SEARCH_ID}`]: {
          markers: {
            [l.alpha.id]: {
              country: 'US',
              seenBefore: {
                searchId: 'prior-search',
                niche: 'dentist',
                location: 'Austin, TX',
                createdAt: '2025-01-05T00:00:00.000Z',
              },
              lists: [{ id: 'list-1', name: 'Warm', color: '#ec4899' }],
              lastContactedDate: null,
            },
          },
        },
      },
    });
    renderWorkspace(Object.values(l));
    const seen = await screen.findByRole('link', { name: 'Seen before' });
    expect(seen).toHaveAttribute('href', '/dashboard/history/prior-search');
    expect(screen.getByRole('link', { name: 'In list Warm' })).toHaveAttribute(
      'href',
      '/dashboard/lists/list-1',
    );
    expect(screen.getByText(/^Contacted \d+d ago$/)).toBeInTheDocument();
  });
});

describe('LeadsWorkspace: selection, bulk actions and export', () => {
  async function selectRows(user: ReturnType<typeof renderWorkspace>['user'], names: string[]) {
    for (const name of names) await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
  }

  it('adds the selected businesses to lists and reports pairs already there', async () => {
    const l = leads();
    let body: unknown;
    stubApi({
      routes: {
        ...NO_MARKERS,
        'GET /api/lists': [
          {
            id: 'list-a',
            name: 'Warm',
            description: null,
            color: '#3b82f6',
            createdAt: '2025-01-01T00:00:00.000Z',
            memberCount: 3,
          },
        ],
        'POST /api/lists/members': (request) => {
          body = request.body;
          return { added: 1, alreadyPresent: 1 };
        },
      },
    });
    const { user } = renderWorkspace(Object.values(l));
    await selectRows(user, ['Alpha Dental', 'Charlie Dental']);
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Add to List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to List' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Warm' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to List' }));
    expect(
      await screen.findByText('Partially added: some businesses were already in selected lists'),
    ).toBeInTheDocument();
    expect(body).toEqual({ listIds: ['list-a'], leadIds: [l.alpha.id, l.charlie.id] });
  });

  it('starts a campaign with the selected businesses', async () => {
    const l = leads();
    stubApi({ routes: { ...NO_MARKERS } });
    const { router, user } = renderWorkspace(Object.values(l));
    await selectRows(user, ['Alpha Dental', 'Charlie Dental']);
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Start campaign' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/dashboard/campaigns',
      search: '?new',
      state: { leadIds: [l.alpha.id, l.charlie.id] },
    });
  });

  it('tags, deletes and clears the selection', async () => {
    const l = leads();
    const requests: TStubRequest[] = [];
    stubApi({
      routes: {
        ...NO_MARKERS,
        'POST /api/leads/bulk-tag': (r) => {
          requests.push(r);
          return { updated: 2 };
        },
        'POST /api/leads/bulk-delete': (r) => {
          requests.push(r);
          return { deleted: 1 };
        },
      },
    });
    const { user } = renderWorkspace(Object.values(l));
    await selectRows(user, ['Alpha Dental', 'Charlie Dental']);
    await user.click(
      within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Tag' }),
    );
    const tagDialog = await screen.findByRole('dialog', { name: 'Tag 2 businesses' });
    await user.click(within(tagDialog).getByRole('button', { name: 'Hot Lead' }));
    await user.click(within(tagDialog).getByRole('button', { name: 'Apply Tags' }));
    expect(await screen.findByText('Tagged 2 businesses')).toBeInTheDocument();
    expect(requests[0].body).toEqual({ ids: [l.alpha.id, l.charlie.id], tags: ['Hot Lead'] });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notes and tags for Alpha Dental' })).toHaveTextContent(
        'Hot Lead',
      ),
    );

    await user.click(
      within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Clear' }),
    );
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();

    await selectRows(user, ['Delta Dental']);
    await user.click(
      within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete 1 business?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted 1 business')).toBeInTheDocument();
    expect(requests[1].body).toEqual({ ids: [l.delta.id] });
    await waitFor(() => expect(rowNames()).not.toContain('Delta Dental'));
  });

  it('exports exactly the visible saved rows in table order, or says there is nothing to export', async () => {
    localStorage.removeItem('leadscout.export.full');
    const l = leads();
    let exported: unknown;
    stubApi({
      routes: {
        ...NO_MARKERS,
        'POST /api/exports': (request) => {
          exported = request.body;
          return new Response('"Business Name"\n', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': `attachment; filename="x.csv"; filename*=UTF-8''dentist%20-%20leads.csv`,
            },
          });
        },
      },
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { user } = renderWorkspace(
      [...Object.values(l), makeLead({ id: 'temp-9', businessName: 'Unsaved', leadScore: 99 })],
      {
        url: '/view?minScore=60',
      },
    );
    expect(rowNames()).toEqual(['Unsaved', 'Alpha Dental', 'Bravo Dental']);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 2 businesses')).toBeInTheDocument();
    expect(exported).toEqual({
      source: { kind: 'search', searchId: SEARCH_ID },
      ids: [l.alpha.id, l.bravo.id],
      format: 'csv',
      bom: false,
      layout: 'spec',
    });

    // The Full layout (every stored fact) is one tick away, and stays chosen.
    await user.click(screen.getByRole('button', { name: 'More export options' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: /Full layout: every fact/ }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exported).toMatchObject({ layout: 'full', ids: [l.alpha.id, l.bravo.id] }));
    expect(localStorage.getItem('leadscout.export.full')).toBe('true');

    await user.click(screen.getByRole('checkbox', { name: 'Select Unsaved' }));
    await user.click(
      within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Export' }),
    );
    expect(await screen.findByText('No businesses to export')).toBeInTheDocument();
  });

  it('creates a list from the filtered view and checks the spec messages first', async () => {
    const l = leads();
    let created: unknown;
    stubApi({
      routes: {
        ...NO_MARKERS,
        'POST /api/lists': (request) => {
          created = request.body;
          return {
            id: 'new',
            name: 'Hot',
            description: null,
            color: '#3b82f6',
            createdAt: '2025-01-01T00:00:00.000Z',
            memberCount: 1,
          };
        },
      },
    });
    const { user } = renderWorkspace(Object.values(l), { url: '/view?minScore=70' });
    await user.click(screen.getByRole('button', { name: 'Create List from Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create List from Filters' });
    expect(within(dialog).getByText('1 business matches the current filters.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create List' }));
    expect(await screen.findByText('Please enter a list name')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Hot');
    await user.click(within(dialog).getByRole('radio', { name: 'Teal' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create List' }));
    expect(await screen.findByText('List created successfully')).toBeInTheDocument();
    expect(created).toEqual({ name: 'Hot', description: '', color: '#14b8a6', leadIds: [l.alpha.id] });
  });

  it('refuses a list from filters that show nothing', async () => {
    stubApi({ routes: NO_MARKERS });
    const { user } = renderWorkspace([makeLead({ leadScore: 10 })], { url: '/view?minScore=70' });
    await user.click(screen.getByRole('button', { name: 'Create List from Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create List from Filters' });
    await user.type(within(dialog).getByLabelText('Name'), 'Empty');
    await user.click(within(dialog).getByRole('button', { name: 'Create List' }));
    expect(await screen.findByText('No businesses to add to list')).toBeInTheDocument();
  });
});
