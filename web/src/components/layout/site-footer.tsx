import { Link } from 'react-router';
import { cn } from '@web/lib/cn';
import { usePageMaxWidth } from './page-width';

const FOOTER_LINK_CLASSES =
  'rounded-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary';

export function SiteFooter() {
  const maxWidth = usePageMaxWidth();
  return (
    <footer className="border-t border-line bg-white">
      <div
        className={cn(
          'mx-auto flex flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted sm:flex-row sm:px-6',
          maxWidth,
        )}
      >
        {/* Pre-rendered at build time: the browser's year wins if the two differ. */}
        <p suppressHydrationWarning>© {new Date().getFullYear()} LeadScout. Local business leads, scored.</p>
        <nav aria-label="Legal and help" className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          <Link to="/privacy-policy" className={FOOTER_LINK_CLASSES}>
            Privacy Policy
          </Link>
          <Link to="/refund-policy" className={FOOTER_LINK_CLASSES}>
            Refund Policy
          </Link>
          <Link to="/bot" className={FOOTER_LINK_CLASSES}>
            LeadScoutBot
          </Link>
          <Link to="/docs/api" className={FOOTER_LINK_CLASSES}>
            API
          </Link>
          <Link to="/docs/integrations" className={FOOTER_LINK_CLASSES}>
            Integrations
          </Link>
        </nav>
      </div>
    </footer>
  );
}
