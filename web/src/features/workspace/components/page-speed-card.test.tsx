import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TPageSpeed, TPageSpeedRefusal } from '@contracts/audit';
import { makeEnrichedLead } from '@tests/make-lead';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makeMe, stubApi } from '@tests/web/stub-api';
import { makeActiveTeam, PERSONAL_TEAM, VERIFIED_USER } from '@tests/web/team-fixtures';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const MEASURED: TPageSpeed = {
  checkedAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
  strategy: 'mobile',
  performance: 42,
  lcpMs: 4870,
  cls: 0.031,
  tbtMs: 640,
  field: null,
};

async function openLeadPage(pageSpeed: TPageSpeed | null, pageSpeedRefusal: TPageSpeedRefusal | null = null) {
  const lead = makeEnrichedLead({ businessName: 'Coral Dental' });
  fakeSession.signedIn(VERIFIED_USER);
  stubApi({
    me: makeMe(),
    routes: {
      'GET /api/teams': { teams: [PERSONAL_TEAM, makeActiveTeam()] },
      'GET /api/teams/active': makeActiveTeam(),
      'GET /api/auth/organization/list-user-invitations': [],
      [`GET /api/leads/${lead.id}`]: {
        lead,
        search: { id: 's-1', niche: 'dentist', location: 'Miami, FL' },
        lists: [],
        assignee: null,
        activity: [],
        pageSpeed,
        pageSpeedRefusal,
      },
      'GET /api/leads/assignees': { me: 'user-1', assignees: [] },
    },
  });
  renderApp(`/dashboard/leads/${lead.id}`);
  await screen.findByRole('heading', { name: 'Coral Dental' }, { timeout: 10_000 });
}

const card = () =>
  screen.getByRole('heading', { name: 'Page speed' }).closest('[data-slot="card"]') as HTMLElement;
/** The value and rating a metric's row shows, by the metric's name, in one of the card's lists. */
const row = (list: string, name: string) =>
  within(screen.getByRole('region', { name: list })).getByText(name).nextElementSibling?.textContent;

describe('the lead page’s PageSpeed card (decision 131)', () => {
  it('shows the score and the lab metrics with their units and ratings, and says when field data is missing', async () => {
    await openLeadPage(MEASURED);
    expect(card()).toHaveTextContent('Google PageSpeed Insights on a mobile phone, checked 3 days ago.');
    expect(card()).toHaveTextContent('Performance score42 / 100Poor');
    expect(row('Lab test', 'Largest Contentful Paint (LCP)')).toBe('4.9 sPoor');
    expect(row('Lab test', 'Cumulative Layout Shift (CLS)')).toBe('0.031Good');
    expect(row('Lab test', 'Total Blocking Time (TBT)')).toBe('640 msPoor');
    expect(
      within(screen.getByRole('region', { name: 'Real visitors' })).getByText(/^Field data not available/),
    ).toBeInTheDocument();
  });

  it("shows real visitors' figures when Google has them, and what was not measured", async () => {
    await openLeadPage({
      ...MEASURED,
      performance: 91,
      tbtMs: null,
      field: { lcpMs: 2300, cls: 0.12, inpMs: 180, category: 'AVERAGE' },
    });
    expect(card()).toHaveTextContent('Performance score91 / 100Good');
    expect(row('Lab test', 'Total Blocking Time (TBT)')).toBe('Not measured');
    const field = screen.getByRole('region', { name: 'Real visitors' });
    expect(field).toHaveTextContent(
      'Chrome UX Report, 75th percentile of the last 28 days · overall average.',
    );
    expect(row('Real visitors', 'Largest Contentful Paint (LCP)')).toBe('2.3 sGood');
    expect(row('Real visitors', 'Cumulative Layout Shift (CLS)')).toBe('0.12Needs improvement');
    expect(row('Real visitors', 'Interaction to Next Paint (INP)')).toBe('180 msGood');
    expect(within(field).queryByText(/Field data not available/)).not.toBeInTheDocument();
  });

  it('says why Google measured nothing, and what to do, when it refused the check', async () => {
    await openLeadPage(null, {
      checkedAt: new Date(Date.now() - 2 * 3600 * 1000).toISOString(),
      kind: 'PAGESPEED_API_DISABLED',
      message: 'PageSpeed Insights API is not enabled for the Google Cloud project of your API key.',
    });
    expect(card()).toHaveTextContent(
      'Not measured: Google PageSpeed Insights refused the check 2 hours ago.' +
        'PageSpeed Insights API is not enabled for the Google Cloud project of your API key.',
    );
    expect(screen.queryByRole('region', { name: 'Lab test' })).not.toBeInTheDocument();
  });

  it('has no card until the website was measured', async () => {
    await openLeadPage(null);
    expect(screen.getByRole('heading', { name: 'Lead score' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page speed' })).not.toBeInTheDocument();
  });
});
