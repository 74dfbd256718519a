import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SecondStepForm } from './second-step-form';

const verifyTotp = vi.fn();
vi.mock('@web/lib/factor-client', () => ({
  factorClient: { twoFactor: { verifyTotp: (...args: unknown[]) => verifyTotp(...args) } },
}));

describe('SecondStepForm', () => {
  beforeEach(() => verifyTotp.mockReset());

  it('shows a wrong code, then, once the server has ended the session, only "Sign in again"', async () => {
    const onVerified = vi.fn();
    const user = userEvent.setup();
    render(<SecondStepForm onVerified={onVerified} />);

    verifyTotp.mockResolvedValueOnce({
      error: { code: 'INVALID_CODE', message: 'Invalid code', statusText: 'Unauthorized' },
    });
    await user.type(screen.getByLabelText('Authentication code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid code')).toBeVisible();

    verifyTotp.mockResolvedValueOnce({
      error: {
        code: 'SECOND_STEP_TRIES_USED_UP',
        message: 'Too many wrong codes. Sign in again.',
        statusText: 'Unauthorized',
      },
    });
    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '222222');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Too many wrong codes. Sign in again.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    expect(onVerified).not.toHaveBeenCalled();
  });
});
