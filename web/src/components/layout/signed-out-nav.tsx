import { Link } from 'react-router';
import { Button } from '../ui/button';
import { NAV_LINK_CLASSES } from './nav-link-classes';
import { PUBLIC_LINKS } from './nav-links';
import { SolutionsMenu } from './solutions-menu';

/** Desktop navigation for visitors; the mobile sheet covers small screens. */
export function SignedOutNav() {
  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
        {PUBLIC_LINKS.map((link) => (
          <Link key={link.to} to={link.to} className={NAV_LINK_CLASSES}>
            {link.label}
          </Link>
        ))}
        <SolutionsMenu />
      </nav>
      <div className="ml-auto hidden items-center gap-2 md:flex">
        <Button asChild variant="ghost">
          <Link to="/auth">Sign In</Link>
        </Button>
        <Button asChild>
          <Link to="/try-sample-search">Try Free</Link>
        </Button>
      </div>
    </>
  );
}
