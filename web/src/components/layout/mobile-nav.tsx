import { lazy, Suspense, useState } from 'react';
import { Menu } from 'lucide-react';
import { Button } from '../ui/button';

/** The sheet (a dialog with focus trap and scroll lock) loads on first use, not with every page. */
const MobileNavSheet = lazy(() => import('./mobile-nav-sheet').then((m) => ({ default: m.MobileNavSheet })));

/** Below the md breakpoint: a menu button that opens the same links in a side sheet. */
export function MobileNav() {
  const [isOpen, setIsOpen] = useState(false);
  const [isLoaded, setIsLoaded] = useState(false);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="ml-auto md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => {
          setIsLoaded(true);
          setIsOpen(true);
        }}
      >
        <Menu className="size-5!" aria-hidden="true" />
      </Button>
      {isLoaded && (
        <Suspense fallback={null}>
          <MobileNavSheet open={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      )}
    </>
  );
}
