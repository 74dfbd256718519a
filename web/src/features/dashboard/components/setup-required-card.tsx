import { Link } from 'react-router';
import { KeyRound } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** An amber call-out, so it is not a plain Card (whose white background a class cannot override). */
export function SetupRequiredCard() {
  return (
    <section
      aria-labelledby="setup-required-title"
      className="flex flex-col gap-4 rounded-lg border border-warning-border bg-warning-soft p-6 shadow-sm sm:flex-row sm:items-center"
    >
      <div className="flex flex-1 items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-warning-tint text-warning">
          <KeyRound className="size-4" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <h2 id="setup-required-title" className="font-semibold text-foreground">
            Setup Required
          </h2>
          <p className="text-sm text-body">
            Add your Google Places API key to start searching for local businesses.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="ghost">
          <Link to="/dashboard/api-key-guide">How to get a key</Link>
        </Button>
        <Button asChild>
          <Link to="/dashboard/settings?tab=api-keys">Add API Key</Link>
        </Button>
      </div>
    </section>
  );
}
