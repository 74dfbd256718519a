import { lazy, Suspense, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { useIsPrerendered } from '@web/lib/prerendered';
import { useSession } from '@web/lib/session';
import { BrandLogo } from './brand-logo';
import { MobileNav } from './mobile-nav';
import { usePageMaxWidth } from './page-width';
import { SignedInNav } from './signed-in-nav';
import { SignedOutNav } from './signed-out-nav';

/** The team switcher (and better-auth's organization client) load once someone is signed in, not with the landing page. */
const TeamSwitcher = lazy(() => import('./team-switcher').then((m) => ({ default: m.TeamSwitcher })));

/** `signedInExtras`: what the app adds beside the navigation for someone signed in (the notification bell). */
export function TopNav({ signedInExtras }: { signedInExtras?: ReactNode }) {
  const { isPending, user } = useSession();
  // A pre-rendered page shows the visitor's links from its first paint (the session is unknown at build time).
  const isPrerendered = useIsPrerendered();
  const maxWidth = usePageMaxWidth();

  return (
    <header className="border-b border-line bg-white/90 backdrop-blur">
      <div className={cn('mx-auto flex h-16 items-center gap-4 px-4 sm:px-6 lg:gap-6', maxWidth)}>
        <BrandLogo />
        {(!isPending || isPrerendered) && (
          <>
            {user && (
              <Suspense fallback={null}>
                <TeamSwitcher />
              </Suspense>
            )}
            {user ? <SignedInNav /> : <SignedOutNav />}
            {user && signedInExtras && <Suspense fallback={null}>{signedInExtras}</Suspense>}
            <MobileNav />
          </>
        )}
      </div>
    </header>
  );
}
