import { cn } from '@web/lib/cn';
import { useIsPrerendered } from '@web/lib/prerendered';
import { useSession } from '@web/lib/session';
import { BrandLogo } from './brand-logo';
import { MobileNav } from './mobile-nav';
import { usePageMaxWidth } from './page-width';
import { SignedInNav } from './signed-in-nav';
import { SignedOutNav } from './signed-out-nav';

export function TopNav() {
  const { isPending, user } = useSession();
  // A pre-rendered page shows the visitor's links from its first paint (the session is unknown at build time).
  const isPrerendered = useIsPrerendered();
  const maxWidth = usePageMaxWidth();

  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className={cn('mx-auto flex h-16 items-center gap-4 px-4 sm:px-6 lg:gap-6', maxWidth)}>
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
