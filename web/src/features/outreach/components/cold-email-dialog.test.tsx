import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TColdEmailResponse } from '@contracts/outreach';
import { Button } from '@web/components/ui/button';
import { json, renderOutreach, stubFetch } from '../../../../../tests/web/render-outreach';
import { ColdEmailDialog } from './cold-email-dialog';

const lead = { id: 'lead-1', businessName: "Joe's Plumbing" };
const PATH = 'POST /api/leads/lead-1/cold-email';

function emailFor(tone: string): TColdEmailResponse {
  return {
    subject: `${tone} subject for Joe's Plumbing`,
    email: `Hi there,\n\nA ${tone} email. No chat on the site.\n\nSam`,
    gaps: [
      { key: 'no_chat', label: 'No chat on the site' },
      { key: 'reputation', label: '3.9 stars from 11 reviews' },
    ],
    recommendedServices: [
      { service: 'Review generation', reason: 'Only 11 Google reviews', priority: 'high' },
    ],
    engine: 'builtin',
    notice: null,
  };
}

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Generate Email</Button>
      <ColdEmailDialog lead={lead} open={open} onOpenChange={setOpen} />
    </>
  );
}

async function openDialog() {
  const view = renderOutreach(<Harness />);
  await view.user.click(screen.getByRole('button', { name: 'Generate Email' }));
  return { ...view, dialog: await screen.findByRole('dialog') };
}

describe('ColdEmailDialog', () => {
  it('writes a professional email as soon as it opens, with the gaps and recommended services', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { calls } = stubFetch({
      [PATH]: async ({ body }) => (await answered, json(emailFor((body as { tone: string }).tone))),
    });
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('heading', { name: /Cold Email for Joe's Plumbing/ })).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Writing your email…');
    expect(within(dialog).getByRole('button', { name: 'Copy Email' })).toBeDisabled();
    answer();

    expect(await within(dialog).findByDisplayValue("professional subject for Joe's Plumbing")).toBeVisible();
    expect(within(dialog).getByLabelText('Email')).toHaveValue(
      'Hi there,\n\nA professional email. No chat on the site.\n\nSam',
    );
    expect(within(dialog).getByText('3.9 stars from 11 reviews')).toBeVisible();
    expect(within(dialog).getByText('Review generation')).toBeVisible();
    expect(within(dialog).getByText('high')).toBeVisible();
    expect(await screen.findByText('Email generated!')).toBeVisible();
    expect(calls).toEqual([
      { method: 'POST', path: '/api/leads/lead-1/cold-email', body: { tone: 'professional' } },
    ]);
  });

  it('regenerates when the tone changes', async () => {
    const { calls } = stubFetch({ [PATH]: ({ body }) => json(emailFor((body as { tone: string }).tone)) });
    const { dialog, user } = await openDialog();
    await within(dialog).findByDisplayValue("professional subject for Joe's Plumbing");
    await user.selectOptions(within(dialog).getByLabelText('Tone'), 'direct');
    expect(await within(dialog).findByDisplayValue("direct subject for Joe's Plumbing")).toBeVisible();
    expect(calls.map((c) => c.body)).toEqual([{ tone: 'professional' }, { tone: 'direct' }]);
  });

  it('says "Generation failed" with the server message and can try again', async () => {
    let fail = true;
    stubFetch({
      [PATH]: () =>
        fail
          ? json(
              { code: 'GENERATION_FAILED', message: 'The AI provider did not answer within 20 seconds.' },
              502,
            )
          : json(emailFor('professional')),
    });
    const { dialog, user } = await openDialog();
    expect(await screen.findByText('Generation failed')).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The AI provider did not answer within 20 seconds.',
    );
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByDisplayValue("professional subject for Joe's Plumbing")).toBeVisible();
  });

  it('falls back to the generic message when the request itself fails', async () => {
    const { calls } = stubFetch({ [PATH]: () => Response.error() }); // a network failure: fetch rejects
    await openDialog();
    expect(await screen.findByText('Generation failed')).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(screen.getAllByText('Failed to generate email. Please try again.').length).toBeGreaterThan(0);
  });

  it('copies the email and shows "Copied!" for two seconds', async () => {
    stubFetch({ [PATH]: () => json(emailFor('professional')) });
    const { dialog, user } = await openDialog();
    await within(dialog).findByDisplayValue("professional subject for Joe's Plumbing");
    await user.click(within(dialog).getByRole('button', { name: 'Copy Email' }));
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(
      'Hi there,\n\nA professional email. No chat on the site.\n\nSam',
    );
    await new Promise((r) => setTimeout(r, 1_500));
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copy Email' })).toBeVisible(), {
      timeout: 1_500,
    });
  });

  it('asks to copy by hand when the clipboard refuses', async () => {
    stubFetch({ [PATH]: () => json(emailFor('professional')) });
    const { dialog, user } = await openDialog();
    await within(dialog).findByDisplayValue("professional subject for Joe's Plumbing");
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy Email' }));
    expect(await screen.findByText('Copy failed')).toBeVisible();
    expect(screen.getByText('Please select and copy the text manually')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
  });

  it('forgets the email when closed and writes a new one when opened again', async () => {
    let gate = Promise.resolve();
    const { calls } = stubFetch({ [PATH]: async () => (await gate, json(emailFor('professional'))) });
    const { dialog, user } = await openDialog();
    await within(dialog).findByDisplayValue("professional subject for Joe's Plumbing");
    await user.selectOptions(within(dialog).getByLabelText('Tone'), 'friendly');
    await within(dialog).findByDisplayValue("professional subject for Joe's Plumbing");
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    let answer!: () => void;
    gate = new Promise<void>((resolve) => (answer = resolve));
    await user.click(screen.getByRole('button', { name: 'Generate Email' }));
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).getByLabelText('Tone')).toHaveValue('professional');
    expect(within(reopened).getByRole('status')).toHaveTextContent('Writing your email…');
    expect(within(reopened).queryByLabelText('Email')).not.toBeInTheDocument();
    answer();
    await within(reopened).findByDisplayValue("professional subject for Joe's Plumbing");
    expect(calls).toHaveLength(3);
  });
});
