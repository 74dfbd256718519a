import { Link, NavLink } from 'react-router';
import { LogOut } from 'lucide-react';
import { useSession } from '@web/lib/session';
import { useSignOut } from '@web/lib/use-sign-out';
import { Button } from '../ui/button';
import { Separator } from '../ui/separator';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '../ui/sheet';
import { ACCOUNT_LINKS, PUBLIC_LINKS, SOLUTION_LINKS, type TNavLink } from './nav-links';

const SHEET_LINK_CLASSES =
  'block rounded-md px-3 py-2 text-sm font-medium text-body hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary aria-[current=page]:bg-surface-muted aria-[current=page]:text-primary';

/** Section links (`/#faq`) are plain links; page links mark the current page (`aria-current`). */
function SheetLinks({ links }: { links: TNavLink[] }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {links.map((link) => (
        <li key={link.to}>
          <SheetClose asChild>
            {link.to.includes('#') ? (
              <Link to={link.to} className={SHEET_LINK_CLASSES}>
                {link.label}
              </Link>
            ) : (
              <NavLink
                to={link.to}
                end={link.to === '/' || link.to === '/dashboard'}
                className={SHEET_LINK_CLASSES}
              >
                {link.label}
              </NavLink>
            )}
          </SheetClose>
        </li>
      ))}
    </ul>
  );
}

/** The mobile menu's side sheet, loaded the first time the menu button is pressed. */
export function MobileNavSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user, welcomeName } = useSession();
  const signOut = useSignOut();

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right">
        <div className="flex flex-col gap-1">
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className={user ? undefined : 'sr-only'}>
            {user ? `Welcome, ${welcomeName}` : 'Site navigation'}
          </SheetDescription>
        </div>
        {user ? (
          <nav aria-label="Mobile" className="flex flex-1 flex-col gap-4">
            <SheetLinks links={ACCOUNT_LINKS} />
            <Separator />
            <SheetClose asChild>
              <Button variant="outline" onClick={signOut}>
                <LogOut aria-hidden="true" />
                Sign Out
              </Button>
            </SheetClose>
          </nav>
        ) : (
          <nav aria-label="Mobile" className="flex flex-1 flex-col gap-4">
            <SheetLinks links={PUBLIC_LINKS} />
            <div>
              <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">Solutions</p>
              <SheetLinks links={SOLUTION_LINKS} />
            </div>
            <Separator />
            <div className="flex flex-col gap-2">
              <SheetClose asChild>
                <Button asChild variant="outline">
                  <Link to="/auth">Sign In</Link>
                </Button>
              </SheetClose>
              <SheetClose asChild>
                <Button asChild>
                  <Link to="/try-sample-search">Try Free</Link>
                </Button>
              </SheetClose>
            </div>
          </nav>
        )}
      </SheetContent>
    </Sheet>
  );
}
