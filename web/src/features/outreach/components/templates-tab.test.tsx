import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TEmailTemplate } from '@contracts/outreach';
import { json, renderOutreach, stubFetch } from '../../../../../tests/web/render-outreach';
import { TemplatesTab } from './templates-tab';

const NOW = '2026-01-01T00:00:00.000Z';
const system: TEmailTemplate = {
  id: '00000000-0000-4000-8000-000000000101',
  name: 'Professional — Initial outreach',
  subject: 'A few ideas for {{business_name}}',
  body: 'Hi there,\n\nI found {{business_name}} in {{city}}, {{state}} ({{rating}} stars).',
  tone: 'professional',
  sequencePosition: 1,
  isSystemTemplate: true,
  createdAt: NOW,
  updatedAt: NOW,
};
const followUp: TEmailTemplate = {
  ...system,
  id: '00000000-0000-4000-8000-000000000102',
  name: 'Professional — Follow-up',
  subject: 'Following up',
  sequencePosition: 2,
};
const own: TEmailTemplate = {
  ...system,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'My intro',
  subject: 'Hey {{business_name}}',
  isSystemTemplate: false,
  tone: 'casual',
};

function stubServer(
  templates: TEmailTemplate[] = [system, followUp, own],
  overrides: Parameters<typeof stubFetch>[0] = {},
) {
  return stubFetch({
    'GET /api/email-templates': () => json(templates),
    'GET /api/email-sequences': () => json([]),
    'GET /api/searches': () =>
      json([
        {
          id: 's1',
          niche: 'plumber',
          location: 'Austin, TX',
          resultsCount: 2,
          createdAt: NOW,
          status: 'completed',
        },
      ]),
    'GET /api/searches/s1': () =>
      json({
        search: { id: 's1', niche: 'plumber' },
        leads: [
          {
            id: 'l1',
            businessName: "Joe's Plumbing",
            city: 'Austin',
            state: 'TX',
            leadScore: 38,
            website: 'https://joes.example',
            rating: 3.9,
            phone: null,
          },
          {
            id: 'l2',
            businessName: 'Pipe Pros',
            city: null,
            state: null,
            leadScore: null,
            website: null,
            rating: null,
            phone: null,
          },
        ],
      }),
    'POST /api/email-templates': ({ body }) =>
      json({ ...own, ...(body as object), id: '33333333-3333-4333-8333-333333333333' }, 201),
    [`POST /api/email-templates/${system.id}/duplicate`]: () =>
      json(
        {
          ...system,
          id: '44444444-4444-4444-8444-444444444444',
          name: `${system.name} (Copy)`,
          isSystemTemplate: false,
        },
        201,
      ),
    [`DELETE /api/email-templates/${own.id}`]: () => json({ ok: true }),
    'POST /api/email-sequences': ({ body }) =>
      json({ id: '55555555-5555-4555-8555-555555555555', createdAt: NOW, ...(body as object) }, 201),
    ...overrides,
  });
}

describe('TemplatesTab', () => {
  it('lists templates and previews the selected one on a real lead of the user', async () => {
    stubServer();
    const { user } = renderOutreach(<TemplatesTab />);
    const list = await screen.findByRole('list', { name: 'Templates' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getAllByText(/./)[0].textContent)).toEqual([
      'Professional — Initial outreach',
      'Professional — Follow-up',
      'My intro',
    ]);
    expect(within(items[0]).getByText('System')).toBeVisible();
    expect(within(items[0]).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(within(items[2]).getByRole('button', { name: 'Delete My intro' })).toBeVisible();

    expect(await screen.findByText("Preview for Joe's Plumbing")).toBeVisible();
    expect(screen.getByTestId('preview-subject')).toHaveTextContent("A few ideas for Joe's Plumbing");
    expect(screen.getByTestId('preview-body')).toHaveTextContent(
      "I found Joe's Plumbing in Austin, TX (3.9 stars).",
    );

    await user.selectOptions(screen.getByLabelText('Preview lead'), 'l2');
    expect(screen.getByTestId('preview-body')).toHaveTextContent(
      'I found Pipe Pros in your area (N/A stars).',
    );
    await user.click(within(items[2]).getAllByRole('button', { name: 'Preview My intro' })[0]);
    expect(screen.getByTestId('preview-subject')).toHaveTextContent('Hey Pipe Pros');
  });

  it('asks to fill in all fields, then creates the template with a live preview', async () => {
    const { calls } = stubServer();
    const { user } = renderOutreach(<TemplatesTab />);
    await screen.findByText("Preview for Joe's Plumbing");
    await user.click(screen.getByRole('button', { name: 'New Template' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Name'), 'Dentist intro');
    await user.type(within(dialog).getByLabelText('Subject'), 'Hello ');
    await user.click(within(dialog).getByRole('button', { name: '{{business_name}}' }));
    // Insert moves the caret into the body on the next frame; wait for it so the subject typing below stays in the subject.
    await waitFor(() => expect(within(dialog).getByLabelText('Body')).toHaveFocus());
    // The Insert buttons write into the body; type the subject's variable by hand ({{ is typed as {{{{ in user-event).
    await user.type(within(dialog).getByLabelText('Subject'), '{{{{business_name}}');
    await user.type(within(dialog).getByLabelText('Body'), ' in {{{{city}}!');
    await user.selectOptions(within(dialog).getByLabelText('Tone'), 'friendly');
    await user.selectOptions(within(dialog).getByLabelText('Sequence position'), '2');
    expect(within(dialog).getByTestId('preview-subject')).toHaveTextContent("Hello Joe's Plumbing");
    expect(within(dialog).getByTestId('preview-body')).toHaveTextContent("Joe's Plumbing in Austin!");

    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    expect(await screen.findByText('Template created')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/email-templates')?.body).toEqual({
      name: 'Dentist intro',
      subject: 'Hello {{business_name}}',
      body: '{{business_name}} in {{city}}!',
      tone: 'friendly',
      sequencePosition: 2,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('duplicates a system template and deletes an own one after confirming', async () => {
    const { calls } = stubServer();
    const { user } = renderOutreach(<TemplatesTab />);
    await user.click(await screen.findByRole('button', { name: `Duplicate ${system.name}` }));
    expect(await screen.findByText('Template duplicated')).toBeVisible();
    expect(
      calls.some((c) => c.method === 'POST' && c.path === `/api/email-templates/${system.id}/duplicate`),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Delete My intro' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Delete “My intro”?')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Template deleted')).toBeVisible();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/email-templates/${own.id}`)).toBe(
      true,
    );
  });

  it('shows the failure when a template cannot be created', async () => {
    stubServer(undefined, {
      'POST /api/email-templates': () => json({ code: 'INTERNAL', message: 'Something went wrong' }, 500),
    });
    const { user } = renderOutreach(<TemplatesTab />);
    await user.click(await screen.findByRole('button', { name: 'New Template' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'N');
    await user.type(within(dialog).getByLabelText('Subject'), 'S');
    await user.type(within(dialog).getByLabelText('Body'), 'B');
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    expect(await screen.findByText('Failed to create template')).toBeVisible();
    expect(screen.getByText('Something went wrong')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('builds a sequence: new steps start three days later, one may start a new thread; copies and saves it', async () => {
    const { calls } = stubServer();
    const { user } = renderOutreach(<TemplatesTab />);
    const steps = await screen.findByRole('list', { name: 'Sequence steps' });
    await user.type(screen.getByLabelText('Sequence name'), 'Two touches');
    await user.click(screen.getByRole('button', { name: /Add Step/ }));
    const days = within(steps).getAllByLabelText('Day');
    expect(days.map((d) => (d as HTMLInputElement).value)).toEqual(['0', '3']);
    expect((within(steps).getAllByLabelText('Template')[1] as HTMLSelectElement).value).toBe(followUp.id);
    await user.clear(days[1]);
    await user.type(days[1], '5');
    await user.click(screen.getByRole('button', { name: /Add Step/ }));
    expect(
      within(steps)
        .getAllByLabelText('Day')
        .map((d) => (d as HTMLInputElement).value),
    ).toEqual(['0', '5', '8']);
    await user.click(within(steps).getByRole('button', { name: 'Remove step 3' }));
    await user.click(within(steps).getByRole('checkbox', { name: /Step 2: start a new email thread/ }));

    await user.click(screen.getByRole('button', { name: /Copy Sequence/ }));
    expect(screen.getByRole('button', { name: /Copied!/ })).toBeVisible();
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('Two touches');
    expect(copied).toContain('Step 1 (Day 0): Professional — Initial outreach');
    expect(copied).toContain('Step 2 (Day 5): Professional — Follow-up');

    await user.click(screen.getByRole('button', { name: /Save Sequence/ }));
    expect(await screen.findByText('Sequence saved')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/email-sequences')?.body).toEqual({
      name: 'Two touches',
      steps: [
        { templateId: system.id, dayOffset: 0, newThread: false },
        { templateId: followUp.id, dayOffset: 5, newThread: true },
      ],
    });
  });
});
