import type { CSSProperties, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { LiveAnnouncer } from '@web/lib/announcer';
import { PrerenderedContext } from '@web/lib/prerendered';
import { queryClient } from '@web/lib/query-client';
import { SessionProvider } from '@web/lib/session';
import { useMediaQuery } from '@web/lib/use-media-query';

/**
 * Toast colours come from the theme's semantic tokens through sonner's own variables (its rich colours are
 * below 4.5:1 for "Email generated!"-sized text): every pair is AA.
 */
const TOAST_COLOURS = {
  '--normal-text': 'var(--color-foreground)',
  '--success-bg': 'var(--color-success-soft)',
  '--success-border': 'var(--color-success-border)',
  '--success-text': 'var(--color-success)',
  '--error-bg': 'var(--color-danger-soft)',
  '--error-border': 'var(--color-danger-border)',
  '--error-text': 'var(--color-danger)',
  '--warning-bg': 'var(--color-warning-soft)',
  '--warning-border': 'var(--color-warning-border)',
  '--warning-text': 'var(--color-warning)',
  '--info-bg': 'var(--color-chip)',
  '--info-border': 'var(--color-chip-border)',
  '--info-text': 'var(--color-chip-foreground)',
} as CSSProperties;

/**
 * Top right from the small breakpoint; at the bottom on phones, where a toast at the top would cover the header's
 * team switcher and menu.
 */
function AppToaster() {
  const isWide = useMediaQuery('(min-width: 640px)');
  return (
    // A set direction: without it every render of the toaster reads the page's computed style.
    <Toaster
      position={isWide ? 'top-right' : 'bottom-center'}
      richColors
      closeButton
      dir="ltr"
      style={TOAST_COLOURS}
    />
  );
}

/** `prerendered`: the page's HTML came from the build (see `web/src/lib/prerendered.ts`). */
export function AppProviders({
  children,
  prerendered = false,
}: {
  children: ReactNode;
  prerendered?: boolean;
}) {
  return (
    <PrerenderedContext value={prerendered}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
        <LiveAnnouncer />
        <AppToaster />
      </QueryClientProvider>
    </PrerenderedContext>
  );
}
