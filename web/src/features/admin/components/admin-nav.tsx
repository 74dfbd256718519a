import { NavLink } from 'react-router';
import { cn } from '@web/lib/cn';

const LINKS = [
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/analytics', label: 'Analytics' },
];

/** Switches between the admin screens (the sidebar's Admin link opens Users). */
export function AdminNav() {
  return (
    <nav
      aria-label="Admin"
      className="inline-flex h-10 w-fit items-center rounded-lg bg-surface-muted p-1 text-sm"
    >
      {LINKS.map(({ to, label }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            cn(
              'inline-flex h-full items-center rounded-md px-3 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-primary',
              isActive ? 'bg-white text-foreground shadow-sm' : 'text-muted hover:text-foreground',
            )
          }
        >
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
