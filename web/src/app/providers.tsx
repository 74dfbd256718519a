import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { PrerenderedContext } from '@web/lib/prerendered';
import { queryClient } from '@web/lib/query-client';
import { SessionProvider } from '@web/lib/session';

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
        {/* A set direction: without it every render of the toaster reads the page's computed style. */}
        <Toaster position="top-right" richColors closeButton dir="ltr" />
      </QueryClientProvider>
    </PrerenderedContext>
  );
}
