import { useIsPrerendered } from '@web/lib/prerendered';
import { useSession } from '@web/lib/session';
import { BrandLogo } from './brand-logo';
import { MobileNav } from './mobile-nav';
import { SignedInNav } from './signed-in-nav';
import { SignedOutNav } from './signed-out-nav';

export function TopNav() {
  const { isPending, user } = useSession();
  // A pre-rendered page shows the visitor's links from its first paint (the session is unknown at build time).
  const isPrerendered = useIsPrerendered();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:gap-6">
        <BrandLogo />
        {(!isPending || isPrerendered) && (
          <>
            {user ? <SignedInNav /> : <SignedOutNav />}
            <MobileNav />
          </>
        )}
      </div>
    </header>
  );
}
