import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TResearchCell, TResearchColumn, TResearchEstimate } from '@contracts/research';
import { makeEnrichedLead, makeSearch } from '@tests/make-lead';
import { renderInTeam } from '@tests/web/render-in-team';
import { apiError, type TStubRoute } from '@tests/web/stub-api';
import { makeActiveTeam } from '@tests/web/team-fixtures';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const QUESTION = 'Do they offer emergency call-outs?';

function makeColumn(overrides: Partial<TResearchColumn> = {}): TResearchColumn {
  return {
    id: 'col-1',
    question: {
      id: 'q-1',
      question: QUESTION,
      answerType: 'yes_no',
      choices: null,
      createdAt: '2026-12-01T10:00:00.000Z',
    },
    searchId: 's2',
    listId: null,
    status: 'idle',
    stopMessage: null,
    progress: { total: 2, pending: 2, answered: 0, notFound: 0, failed: 0 },
    costDollars: 0,
    createdAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

const DONE = makeColumn({
  status: 'done',
  progress: { total: 2, pending: 0, answered: 1, notFound: 1, failed: 0 },
  costDollars: 0.01,
});

const EMPTY_CELL = {
  answer: null,
  reason: null,
  confidence: null,
  quote: null,
  url: null,
  error: null,
  promptTokens: 900,
  completionTokens: 40,
  costDollars: 0.0002,
  answeredAt: '2026-12-01T10:05:00.000Z',
  pagesFetchedAt: '2026-12-01T09:00:00.000Z',
} as const;

const CELLS: TResearchCell[] = [
  {
    ...EMPTY_CELL,
    leadId: 'lead-1',
    status: 'answered',
    answer: true,
    confidence: 0.92,
    quote: 'We answer emergency call-outs 24/7.',
    url: 'https://peak-roofing.test/services',
  },
  { ...EMPTY_CELL, leadId: 'lead-2', status: 'not_found', reason: 'not_on_site' },
];

const ESTIMATE: TResearchEstimate = {
  leads: 2,
  estimatedTokens: 41_000,
  estimatedDollars: 0.12,
  model: 'gpt-4o-mini',
  budget: { monthlyDollars: 10, spentDollars: 0.4 },
};

function open(role: 'owner' | 'member' | 'viewer', routes: Record<string, TStubRoute>) {
  return renderInTeam('/dashboard/history/s2', {
    'GET /api/teams/active': makeActiveTeam({ role }),
    '/api/searches/s2': {
      search: makeSearch({ id: 's2', niche: 'roofer', location: 'Austin, TX', resultsCount: 2 }),
      leads: [
        makeEnrichedLead({ id: 'lead-1', businessName: 'Peak Roofing' }),
        makeEnrichedLead({ id: 'lead-2', businessName: 'Summit Roofs' }),
      ],
    },
    'GET /api/searches/s2/auto-push': { rules: [] },
    'GET /api/research/columns/col-1/answers': { column: DONE, cells: CELLS },
    ...routes,
  });
}

describe('Research on a search’s page', () => {
  it('asks a question, shows the estimate, runs it and shows the answers with their quotes', async () => {
    let columns: TResearchColumn[] = [];
    const { requests, user } = open('owner', {
      'GET /api/research/columns': () => ({ columns }),
      'GET /api/research/questions': { questions: [] },
      'POST /api/research/columns': () => {
        columns = [makeColumn()];
        return columns[0];
      },
      'POST /api/research/columns/col-1/estimate': ESTIMATE,
      'POST /api/research/columns/col-1/run': () => {
        columns = [DONE];
        return makeColumn({ status: 'running' });
      },
    });

    const panel = await screen.findByRole('region', { name: 'Research' }, { timeout: 10_000 });
    expect(await within(panel).findByText('No questions asked yet.')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Ask a question' }));
    const form = within(panel).getByRole('form', { name: 'Ask a question' });
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter a question');
    await user.type(within(form).getByLabelText('Question'), QUESTION);
    await user.click(within(form).getByRole('button', { name: 'Add question' }));

    expect(
      await within(panel).findByText('2 leads, ≈ 41,000 tokens, ≈ $0.12 — $0.40 of $10.00 used this month'),
    ).toBeVisible();
    expect(requests).toHaveBeenCalledWith('/api/research/columns', {
      method: 'POST',
      body: { searchId: 's2', question: { question: QUESTION, answerType: 'yes_no' } },
    });
    expect(within(panel).getByText('0 of 2 answered')).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Run' }));
    expect(await within(panel).findByText('1 of 2 answered, 1 not found')).toBeVisible();
    expect(requests).toHaveBeenCalledWith('/api/research/columns/col-1/run', {
      method: 'POST',
      body: { rerun: false },
    });
    expect(within(panel).queryByRole('button', { name: 'Re-run after re-crawl' })).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Run' })).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Show answers' }));
    const table = await within(panel).findByRole('table');
    const found = within(table).getByRole('row', { name: /Peak Roofing/ });
    expect(found).toHaveTextContent('Yes');
    expect(found).toHaveTextContent('92%');
    expect(found).toHaveTextContent('“We answer emergency call-outs 24/7.”');
    const source = within(found).getByRole('link', { name: /peak-roofing\.test\/services/ });
    expect(source).toHaveAttribute('href', 'https://peak-roofing.test/services');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(table).getByRole('row', { name: /Summit Roofs/ })).toHaveTextContent(
      'Not found on the site',
    );
  });

  it('asks a one-of-a-list question with its choices, or a saved question', async () => {
    const created = vi.fn(() => makeColumn());
    const { requests, user } = open('member', {
      'GET /api/research/columns': { columns: [] },
      'GET /api/research/questions': {
        questions: [{ ...DONE.question, id: 'q-saved', question: 'Team size?' }],
      },
      'POST /api/research/columns': created,
      'POST /api/research/columns/col-1/estimate': ESTIMATE,
    });
    const panel = await screen.findByRole('region', { name: 'Research' }, { timeout: 10_000 });
    await user.click(await within(panel).findByRole('button', { name: 'Ask a question' }));
    const form = within(panel).getByRole('form', { name: 'Ask a question' });
    await user.type(within(form).getByLabelText('Question'), 'Which booking system do they use?');
    await user.selectOptions(within(form).getByLabelText('Answer type'), 'One of a list');
    await user.type(within(form).getByLabelText('Choices'), 'Calendly');
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Give at least two choices');
    await user.type(within(form).getByLabelText('Choices'), ', Acuity ,Square,');
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(requests).toHaveBeenCalledWith('/api/research/columns', {
      method: 'POST',
      body: {
        searchId: 's2',
        question: {
          question: 'Which booking system do they use?',
          answerType: 'choice',
          choices: ['Calendly', 'Acuity', 'Square'],
        },
      },
    });

    await user.click(await within(panel).findByRole('button', { name: 'Ask a question' }));
    const again = within(panel).getByRole('form', { name: 'Ask a question' });
    await user.selectOptions(await within(again).findByLabelText('Saved question'), 'Team size?');
    expect(within(again).queryByLabelText('Question')).toBeNull();
    await user.click(within(again).getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(2));
    expect(requests).toHaveBeenCalledWith('/api/research/columns', {
      method: 'POST',
      body: { searchId: 's2', questionId: 'q-saved' },
    });
  });

  it('cancels a running column, and deletes a column after confirming', async () => {
    const { requests, user } = open('owner', {
      'GET /api/research/columns': { columns: [makeColumn({ status: 'running' })] },
      'POST /api/research/columns/col-1/cancel': makeColumn({ status: 'cancelled' }),
      'DELETE /api/research/columns/col-1': { ok: true },
    });
    const panel = await screen.findByRole('region', { name: 'Research' }, { timeout: 10_000 });
    await user.click(await within(panel).findByRole('button', { name: 'Cancel run' }));
    await waitFor(() =>
      expect(requests).toHaveBeenCalledWith('/api/research/columns/col-1/cancel', {
        method: 'POST',
        body: undefined,
      }),
    );
    await user.click(within(panel).getByRole('button', { name: `Delete “${QUESTION}”` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this question column?' });
    expect(requests).not.toHaveBeenCalledWith('/api/research/columns/col-1', expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'Delete column' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toHaveBeenCalledWith('/api/research/columns/col-1', {
      method: 'DELETE',
      body: undefined,
    });
  });

  it('re-runs a finished column where a lead’s website was read again, after its estimate', async () => {
    let recrawled = 1;
    const { requests, user } = open('owner', {
      'GET /api/research/columns': { columns: [DONE] },
      'POST /api/research/columns/col-1/estimate': () => ({ ...ESTIMATE, leads: recrawled }),
      'POST /api/research/columns/col-1/run': makeColumn({ status: 'running' }),
    });
    const panel = await screen.findByRole('region', { name: 'Research' }, { timeout: 10_000 });
    expect(within(panel).queryByRole('button', { name: 'Estimate cost' })).toBeNull();
    recrawled = 0;
    await user.click(await within(panel).findByRole('button', { name: 'Re-run after re-crawl' }));
    expect(
      await within(panel).findByText(
        'No lead’s website was read again since its answer: there is nothing to ask again.',
      ),
    ).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Run' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));

    recrawled = 1;
    await user.click(await within(panel).findByRole('button', { name: 'Re-run after re-crawl' }));
    expect(
      await within(panel).findByText(
        'Ask again where the website was read again: 1 lead, ≈ 41,000 tokens, ≈ $0.12 — $0.40 of $10.00 used this month',
      ),
    ).toBeVisible();
    expect(requests).toHaveBeenCalledWith('/api/research/columns/col-1/estimate', {
      method: 'POST',
      body: { rerun: true },
    });
    await user.click(within(panel).getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(requests).toHaveBeenCalledWith('/api/research/columns/col-1/run', {
        method: 'POST',
        body: { rerun: true },
      }),
    );
  });

  it('shows the server’s refusal to run in a toast', async () => {
    const { user } = open('owner', {
      'GET /api/research/columns': { columns: [makeColumn()] },
      'POST /api/research/columns/col-1/estimate': ESTIMATE,
      'POST /api/research/columns/col-1/run': () =>
        apiError(429, 'RESEARCH_BUDGET_REACHED', 'This month’s research budget of $10.00 is spent'),
    });
    const panel = await screen.findByRole('region', { name: 'Research' }, { timeout: 10_000 });
    await user.click(await within(panel).findByRole('button', { name: 'Estimate cost' }));
    await user.click(await within(panel).findByRole('button', { name: 'Run' }));
    expect(await screen.findByText('This month’s research budget of $10.00 is spent')).toBeVisible();
  });

  it('narrows the answers to one, sorts them, and puts the leads shown into a list', async () => {
    const third: TResearchCell = {
      ...CELLS[0],
      leadId: 'lead-3',
      confidence: 0.7,
      quote: 'Emergency call-outs at weekends too.',
    };
    let added: unknown;
    const { user } = open('member', {
      'GET /api/research/columns': { columns: [DONE] },
      'GET /api/research/columns/col-1/answers': { column: DONE, cells: [CELLS[1], CELLS[0], third] },
      '/api/searches/s2': {
        search: makeSearch({ id: 's2', niche: 'roofer', location: 'Austin, TX', resultsCount: 3 }),
        leads: [
          makeEnrichedLead({ id: 'lead-1', businessName: 'Peak Roofing' }),
          makeEnrichedLead({ id: 'lead-2', businessName: 'Summit Roofs' }),
          makeEnrichedLead({ id: 'lead-3', businessName: 'Alpine Roofers' }),
        ],
      },
      'GET /api/lists': [
        {
          id: 'list-a',
          name: 'Call-out roofers',
          description: null,
          color: '#3b82f6',
          createdAt: '2026-12-01T10:00:00.000Z',
          memberCount: 0,
        },
      ],
      'POST /api/lists/members': (request) => {
        added = request.body;
        return { added: 2, alreadyPresent: 0 };
      },
    });
    const panel = await screen.findByRole('region', { name: 'Research' }, { timeout: 10_000 });
    await user.click(await within(panel).findByRole('button', { name: 'Show answers' }));
    const table = await within(panel).findByRole('table');
    const businesses = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(businesses()).toEqual(['Summit Roofs', 'Peak Roofing', 'Alpine Roofers']);

    const show = within(panel).getByLabelText('Show');
    expect(
      within(show)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Every answer (3)', 'Yes (2)', 'Not found on the site (1)']);
    await user.selectOptions(show, 'Yes (2)');
    expect(businesses()).toEqual(['Peak Roofing', 'Alpine Roofers']);

    await user.click(within(table).getByRole('button', { name: 'Business' }));
    expect(businesses()).toEqual(['Alpine Roofers', 'Peak Roofing']);
    expect(within(table).getByRole('columnheader', { name: 'Business' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(table).getByRole('button', { name: 'Confidence' }));
    expect(businesses()).toEqual(['Peak Roofing', 'Alpine Roofers']);
    expect(within(table).getByRole('columnheader', { name: 'Confidence' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(within(panel).getByRole('button', { name: 'Add these 2 leads to a list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to List' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Call-out roofers' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to List' }));
    await waitFor(() => expect(added).toEqual({ listIds: ['list-a'], leadIds: ['lead-1', 'lead-3'] }));
  });

  it('shows a viewer the columns and their answers without Ask, Run or Delete', async () => {
    const { user } = open('viewer', { 'GET /api/research/columns': { columns: [DONE] } });
    const panel = await screen.findByRole('region', { name: 'Research' }, { timeout: 10_000 });
    expect(await within(panel).findByText(QUESTION)).toBeVisible();
    await screen.findByRole('button', { name: /^Team:/ }, { timeout: 10_000 });
    await user.click(within(panel).getByRole('button', { name: 'Show answers' }));
    expect(await within(panel).findByRole('table')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Ask a question' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /Estimate cost|^Run$|^Delete/ })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /to a list$/ })).toBeNull();
  });
});
