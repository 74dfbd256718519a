import { Link } from 'react-router';

const FOOTER_LINK_CLASSES =
  'rounded-sm hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:px-6">
        {/* Pre-rendered at build time: the browser's year wins if the two differ. */}
        <p suppressHydrationWarning>© {new Date().getFullYear()} LeadScout. Local business leads, scored.</p>
        <nav aria-label="Legal" className="flex gap-5">
          <Link to="/privacy-policy" className={FOOTER_LINK_CLASSES}>
            Privacy Policy
          </Link>
          <Link to="/refund-policy" className={FOOTER_LINK_CLASSES}>
            Refund Policy
          </Link>
        </nav>
      </div>
    </footer>
  );
}
