import { Link, useLocation } from 'react-router';
import { cn } from '@web/lib/cn';
import { useSession } from '@web/lib/session';
import { ADMIN_LINK, SIDEBAR_LINKS } from './sidebar-links';

/**
 * A column beside the content from md up; a scrollable row of links above it on small screens. The column is
 * narrow (144 px, its longest label fits) until xl, so the leads table fits a 1024 px window (decision 059).
 */
export function DashboardSidebar() {
  const { pathname } = useLocation();
  const { me } = useSession();
  const links = me?.isAdmin ? [...SIDEBAR_LINKS, ADMIN_LINK] : SIDEBAR_LINKS;

  return (
    <nav
      aria-label="Dashboard"
      className="border-b border-line bg-white md:w-36 md:shrink-0 xl:w-56 md:border-r md:border-b-0 md:bg-transparent"
    >
      <ul className="flex gap-1 overflow-x-auto px-4 py-2 md:sticky md:top-[var(--site-header-height,4rem)] md:flex-col md:overflow-visible md:px-3 md:py-6">
        {links.map(({ label, to, icon: Icon, section = to }) => {
          const isActive = pathname === section || pathname.startsWith(`${section}/`);
          return (
            <li key={to} className="shrink-0">
              <Link
                to={to}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-primary',
                  isActive
                    ? 'bg-primary/10 text-primary-strong'
                    : 'text-muted hover:bg-surface-muted hover:text-foreground',
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
