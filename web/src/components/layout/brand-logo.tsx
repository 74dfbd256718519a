import { Link } from 'react-router';
import { Radar } from 'lucide-react';

export function BrandLogo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md font-semibold text-foreground focus-visible:outline-2 focus-visible:outline-primary"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-white shadow-sm">
        <Radar className="size-4.5" aria-hidden="true" />
      </span>
      <span className="text-lg tracking-tight">LeadScout</span>
    </Link>
  );
}
