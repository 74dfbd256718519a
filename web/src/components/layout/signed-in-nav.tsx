import { NavLink } from 'react-router';
import { LogOut } from 'lucide-react';
import { useSession } from '@web/lib/session';
import { useSignOut } from '@web/lib/use-sign-out';
import { Button } from '../ui/button';
import { NAV_LINK_CLASSES } from './nav-link-classes';
import { ACCOUNT_LINKS } from './nav-links';

/** Desktop navigation for signed-in users; the mobile sheet covers small screens. */
export function SignedInNav() {
  const { welcomeName } = useSession();
  const signOut = useSignOut();

  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
        {ACCOUNT_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.to === '/dashboard'} className={NAV_LINK_CLASSES}>
            {link.label}
          </NavLink>
        ))}
      </nav>
      <div className="ml-auto hidden items-center gap-3 md:flex">
        <p className="hidden max-w-48 truncate text-sm text-muted lg:block">Welcome, {welcomeName}</p>
        <Button variant="outline" size="sm" onClick={signOut}>
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </div>
    </>
  );
}
