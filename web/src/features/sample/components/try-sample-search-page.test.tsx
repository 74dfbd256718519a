import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_RESULTS_BACKUP_KEY, SAMPLE_RESULTS_STORAGE_KEY } from '@contracts/sample';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { apiError, stubApi, type TStubRequest, type TStubRoute } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const ID = '6f1c2b1e-6d7a-4c1e-9b7e-2f1d3c4b5a69';
const LEADS = [
  {
    businessName: 'Pipe Pros',
    rating: 4.7,
    reviewCount: 120,
    phone: '(512) 555-0101',
    website: null,
    address: null,
    city: 'Austin',
    state: 'TX',
  },
];

async function openForm(answer: TStubRoute) {
  const sent: TStubRequest[] = [];
  stubApi({
    routes: {
      'POST /api/sample-search': (request) => {
        sent.push(request);
        return typeof answer === 'function' ? answer(request) : answer;
      },
    },
  });
  const app = renderApp('/try-sample-search');
  const form = await screen.findByRole('form', { name: 'Free sample search' }, { timeout: 5000 });
  return { ...app, form, sent };
}

async function fill(user: ReturnType<typeof renderApp>['user'], form: HTMLElement) {
  await user.type(within(form).getByLabelText('Business type (niche)'), 'plumber');
  await user.type(within(form).getByLabelText('Location'), 'Austin, TX');
  await user.type(within(form).getByLabelText('First name'), 'Pat');
  await user.type(within(form).getByLabelText('Email'), 'pat@example.com');
  await user.selectOptions(within(form).getByLabelText('Leads you need per month'), '100-500');
  await user.selectOptions(within(form).getByLabelText('What are the leads for?'), 'sales');
}

const submit = (form: HTMLElement) =>
  within(form).getByRole('button', { name: 'Get My FREE Sample Leads (Up to 25)' });

describe('free sample search form', () => {
  beforeEach(() => {
    fakeSession.signedOut();
    sessionStorage.clear();
    Element.prototype.setPointerCapture = vi.fn(); // sonner's swipe handling; jsdom has no pointer capture
  });

  it('has a title, the spec button text, and marks phone and company optional', async () => {
    const { form } = await openForm({});
    await waitFor(() =>
      expect(document.title).toBe('Free Sample Search — 25 Local Business Leads | LeadScout'),
    );
    expect(submit(form)).toBeEnabled();
    expect(within(form).getByLabelText(/Phone/)).not.toBeRequired();
    expect(within(form).getByLabelText(/Company/)).not.toBeRequired();
    for (const label of ['Business type (niche)', 'Location', 'First name', 'Email']) {
      expect(within(form).getByLabelText(label)).toBeRequired();
    }
  });

  it('checks the required fields before sending', async () => {
    const { user, form, sent } = await openForm({});
    await user.click(submit(form));
    expect(await screen.findByText('Validation error')).toBeInTheDocument();
    expect(within(form).getByLabelText('Business type (niche)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('shows "Finding Your Leads..." while it searches, then stores both copies and opens the results', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { user, form, sent, router } = await openForm(async () => {
      await answered;
      return { searchId: ID, businesses: LEADS, emailed: true };
    });
    await fill(user, form);
    await user.click(submit(form));

    expect(await within(form).findByRole('button', { name: 'Finding Your Leads...' })).toBeDisabled();
    expect(sent[0].body).toEqual({
      email: 'pat@example.com',
      firstName: 'Pat',
      phone: '',
      companyName: '',
      niche: 'plumber',
      location: 'Austin, TX',
      monthlyLeadNeed: '100-500',
      useCase: 'sales',
    });
    release();

    await waitFor(() => expect(router.state.location.pathname).toBe('/sample-results'));
    expect(router.state.location.search).toBe(`?id=${ID}`);
    expect(JSON.parse(sessionStorage.getItem(SAMPLE_RESULTS_BACKUP_KEY)!).businesses).toEqual(LEADS);
    expect(
      await screen.findByRole('heading', { name: '1 plumber leads in Austin, TX' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(SAMPLE_RESULTS_STORAGE_KEY)).toBeNull();
  });

  it('answers a repeat sample with "Ready for More Leads?" and a Sign Up Now action', async () => {
    const { user, form, router } = await openForm(
      apiError(
        429,
        'SAMPLE_RATE_LIMITED',
        "You've hit the free sample rate limit: one free sample per person.",
      ),
    );
    await fill(user, form);
    await user.click(submit(form));

    expect(await screen.findByText('Ready for More Leads?')).toBeInTheDocument();
    expect(
      screen.getByText("You've already tried the free sample. Sign up to get unlimited searches!"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Up Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it("shows the server's message for other errors", async () => {
    const { user, form } = await openForm(
      apiError(404, 'NO_RESULTS', 'No businesses found for "plumber" in Austin, TX.'),
    );
    await fill(user, form);
    await user.click(submit(form));
    expect(await screen.findByText('No businesses found for "plumber" in Austin, TX.')).toBeInTheDocument();
    expect(submit(form)).toBeEnabled();
  });

  it('says "Failed to process your request. Please try again." when the request itself fails', async () => {
    const { user, form } = await openForm(() => Response.error()); // a network failure: fetch rejects
    await fill(user, form);
    await user.click(submit(form));
    expect(await screen.findByText('Failed to process your request. Please try again.')).toBeInTheDocument();
  });
});
