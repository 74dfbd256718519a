import { cleanup, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

/** A window `width` pixels wide, as far as `(min-width: …px)` queries go. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

describe('the toaster', () => {
  it.each([
    [390, 'bottom', 'center'],
    [1280, 'top', 'right'],
  ])('at %ipx shows toasts at the %s %s (a phone’s header keeps its team switcher)', async (width, y, x) => {
    viewport(width);
    render(<AppProviders>{null}</AppProviders>);
    toast.success('Saved');
    await screen.findByText('Saved');
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', y);
    expect(list).toHaveAttribute('data-x-position', x);
  });
});
