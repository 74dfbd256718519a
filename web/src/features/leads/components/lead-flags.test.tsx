import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeadFlags } from './lead-flags';

describe('the badges beside a business’s name', () => {
  it('says a place has not opened yet, or is closed for now, and nothing for an open independent', () => {
    const { rerender, container } = render(
      <LeadFlags lead={{ chain: null, businessStatus: 'FUTURE_OPENING' }} />,
    );
    expect(screen.getByText('Opening soon')).toBeVisible();
    rerender(<LeadFlags lead={{ chain: null, businessStatus: 'CLOSED_TEMPORARILY' }} />);
    expect(screen.getByText('Temporarily closed')).toBeVisible();
    expect(screen.queryByText('Opening soon')).toBeNull();
    rerender(<LeadFlags lead={{ chain: null, businessStatus: 'OPERATIONAL' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
