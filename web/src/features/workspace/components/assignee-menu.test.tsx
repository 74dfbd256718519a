import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@tests/web/stub-api';
import { makeLead } from '@tests/make-lead';
import { renderWorkspace, rowNames } from '../../../../../tests/web/render-workspace';
import { assigneeLabel } from '../lib/assignee';

const ME = 'user-ana';
const COLE = 'user-cole';
const TEAM = {
  me: ME,
  assignees: [
    { id: ME, name: 'Ana Lima', email: 'ana@example.com' },
    { id: COLE, name: 'Cole Porter', email: 'cole@example.com' },
  ],
};
const ROUTES = { 'GET /api/leads/markers': { markers: {} }, 'GET /api/leads/assignees': TEAM };

describe('assigneeLabel', () => {
  it('gives initials and a name, "You" for the signed-in user, null when nobody is assigned', () => {
    expect(assigneeLabel(COLE, TEAM.assignees, ME)).toEqual({
      initials: 'CP',
      name: 'Cole Porter',
      isMe: false,
    });
    expect(assigneeLabel(ME, TEAM.assignees, ME)).toEqual({ initials: 'AL', name: 'You', isMe: true });
    expect(assigneeLabel(null, TEAM.assignees, ME)).toBeNull();
    expect(assigneeLabel('gone', TEAM.assignees, ME)).toMatchObject({ name: 'Former member' });
  });
});

describe('the assignee in the results table', () => {
  const leads = () => [
    makeLead({ businessName: 'Mine Dental', leadScore: 90, assignedTo: ME }),
    makeLead({ businessName: 'Coles Dental', leadScore: 80, assignedTo: COLE }),
    makeLead({ businessName: 'Free Dental', leadScore: 70, assignedTo: null }),
  ];

  it('shows each row’s assignee by initials and name, or Unassigned', async () => {
    stubApi({ routes: ROUTES });
    renderWorkspace(leads());
    expect(
      await screen.findByRole(
        'button',
        { name: /Assignee of Coles Dental: Cole Porter/ },
        { timeout: 5_000 },
      ),
    ).toHaveTextContent('CPCole Porter');
    expect(screen.getByRole('button', { name: /Assignee of Mine Dental: You/ })).toHaveTextContent('ALYou');
    expect(screen.getByRole('button', { name: /Assignee of Free Dental: nobody/ })).toHaveTextContent(
      'Unassigned',
    );
  });

  it.each([
    ['me', ['Mine Dental']],
    ['unassigned', ['Free Dental']],
  ])('filters assigned=%s from the URL', async (assigned, names) => {
    stubApi({ routes: ROUTES });
    renderWorkspace(leads(), { url: `/view?assigned=${assigned}` });
    await waitFor(() => expect(rowNames()).toEqual(names), { timeout: 5_000 });
  });

  it('links each saved lead’s name to its page', async () => {
    stubApi({ routes: ROUTES });
    const [lead] = leads();
    renderWorkspace([lead]);
    expect(await screen.findByRole('link', { name: 'Mine Dental' })).toHaveAttribute(
      'href',
      `/dashboard/leads/${lead.id}`,
    );
  });

  it('assigns a row to me from its menu and shows it at once', async () => {
    const api = stubApi({ routes: { ...ROUTES, 'POST /api/leads/assign': { updated: 1 } } });
    const lead = makeLead({ businessName: 'Free Dental', assignedTo: null });
    const { user } = renderWorkspace([lead]);
    await user.click(screen.getByRole('button', { name: /Assignee of Free Dental: nobody/ }));
    await user.click(await screen.findByRole('button', { name: 'Assign to me' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/leads/assign', {
        method: 'POST',
        body: { ids: [lead.id], userId: ME },
      }),
    );
    expect(await screen.findByRole('button', { name: /Assignee of Free Dental: You/ })).toBeInTheDocument();
  });
});
