import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAudit, makeFinding } from '@tests/make-audit';
import { makeEnrichedLead } from '@tests/make-lead';
import { AuditFindings } from './audit-findings';
import { LeadsTable } from './leads-table';

afterEach(cleanup);

describe('the website audit in the score analysis', () => {
  it('lists the findings most serious first, each with its severity in words, evidence and pitch', async () => {
    const user = userEvent.setup();
    // Stored out of order: the list still shows high, then medium, then low.
    const audit = makeAudit([
      makeFinding('images_without_alt'),
      makeFinding('heavy_homepage'),
      makeFinding('tls_expired'),
    ]);
    render(
      <LeadsTable leads={[makeEnrichedLead({ businessName: 'Austin Roofing', leadScore: 41, audit })]} />,
    );

    await user.click(screen.getByRole('button', { name: /Lead score 41 for Austin Roofing/ }));
    const dialog = screen.getByRole('dialog', { name: 'Lead Score Analysis' });
    const section = within(dialog).getByRole('region', { name: 'Website audit' });
    expect(section).toHaveTextContent('Checked Dec 4, 2026 on example-roofing.com · 3 findings');

    const list = within(section).getByRole('list', { name: 'Audit findings, most serious first' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'Certificate expired 12 days ago',
      'Homepage 6.8 MB, 143 resources referenced',
      '3 of 14 images without alt text',
    ]);
    // Severity is said in words, not only by colour.
    expect(items.map((item) => item.getAttribute('data-severity'))).toEqual(['high', 'medium', 'low']);
    expect(within(items[0]).getByText('High severity')).toBeVisible();
    expect(within(items[2]).getByText('Low severity')).toBeVisible();
    expect(items[0]).toHaveTextContent('Evidence: 2026-11-22 on example-roofing.com');
    expect(within(items[0]).getByRole('link', { name: 'example-roofing.com' })).toHaveAttribute(
      'href',
      'https://www.example-roofing.com/',
    );
    expect(items[0]).toHaveTextContent(`Pitch: ${makeFinding('tls_expired').pitch}`);
  });

  it('copies a pitch from the keyboard and says so', async () => {
    const user = userEvent.setup();
    render(<AuditFindings audit={makeAudit([makeFinding('no_contact_form')])} />);
    const copy = screen.getByRole('button', { name: 'Copy pitch for No contact form' });
    copy.focus();
    await user.keyboard('{Enter}');
    expect(await navigator.clipboard.readText()).toBe(makeFinding('no_contact_form').pitch);
    expect(screen.getByRole('button', { name: 'Copied pitch for No contact form' })).toHaveTextContent(
      'Copied!',
    );
  });

  it('says when the audit found nothing, and never links a page that is not a web address', () => {
    const { unmount } = render(<AuditFindings audit={makeAudit([])} />);
    expect(screen.getByText('No problems found on the homepage.')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();

    const odd = makeFinding('no_favicon', { evidence: { url: 'javascript:alert(1)', value: 'none' } });
    render(<AuditFindings audit={makeAudit([odd])} />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Evidence: none on javascript:alert(1)');
    expect(within(item).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is not shown for a lead whose website has not been audited', async () => {
    const user = userEvent.setup();
    render(<LeadsTable leads={[makeEnrichedLead({ businessName: 'Plain Roofing', leadScore: 50 })]} />);
    await user.click(screen.getByRole('button', { name: /Lead score 50 for Plain Roofing/ }));
    const dialog = screen.getByRole('dialog', { name: 'Lead Score Analysis' });
    expect(within(dialog).queryByRole('region', { name: 'Website audit' })).not.toBeInTheDocument();
  });
});
