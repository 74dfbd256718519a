import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderOutreach, stubFetch } from '../../../../../tests/web/render-outreach';
import { ApplyTemplateDialog } from './apply-template-dialog';

const NOW = '2026-01-01T00:00:00.000Z';
const template = {
  id: '00000000-0000-4000-8000-000000000101',
  name: 'Intro',
  subject: 's',
  body: 'b',
  tone: 'professional',
  sequencePosition: 1,
  isSystemTemplate: true,
  createdAt: NOW,
  updatedAt: NOW,
};
const sequence = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Three touches',
  steps: [{ templateId: template.id, dayOffset: 0 }],
  createdAt: NOW,
};

describe('ApplyTemplateDialog', () => {
  it('exports the chosen sequence for the selected leads as a CSV download', async () => {
    const { calls } = stubFetch({
      'GET /api/email-templates': () => json([template]),
      'GET /api/email-sequences': () => json([sequence]),
      'POST /api/outreach/export': () =>
        new Response('"Business","Email","Day","Subject","Body"\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="outreach-x.csv"',
          },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderOutreach(
      <ApplyTemplateDialog leadIds={['l1', 'l2']} open onOpenChange={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog');
    await screen.findByRole('option', { name: 'Three touches (1 step)' });
    await user.selectOptions(
      within(dialog).getByLabelText('Template or sequence'),
      `sequence:${sequence.id}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Exported emails for 2 leads')).toBeVisible();
    expect(calls.find((c) => c.path === '/api/outreach/export')?.body).toEqual({
      leadIds: ['l1', 'l2'],
      sequenceId: sequence.id,
    });
    expect(click).toHaveBeenCalledTimes(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('shows the server message when the export is refused', async () => {
    stubFetch({
      'GET /api/email-templates': () => json([template]),
      'GET /api/email-sequences': () => json([]),
      'POST /api/outreach/export': () => json({ code: 'NOT_FOUND', message: 'Lead not found' }, 404),
    });
    const { user } = renderOutreach(<ApplyTemplateDialog leadIds={['l1']} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await screen.findByRole('option', { name: 'Intro' });
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Export failed')).toBeVisible();
    expect(screen.getByText('Lead not found')).toBeVisible();
  });
});
