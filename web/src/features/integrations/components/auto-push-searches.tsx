import { Link } from 'react-router';
import { X } from 'lucide-react';
import { toast } from 'sonner';
import { CRM_NAMES, type TCrmProvider } from '@contracts/crm';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAutoPushSearches, useSetSearchAutoPush } from '../api/crm';

const searchLabel = (s: { niche: string; location: string }) =>
  s.niche ? `${s.niche} in ${s.location}` : s.location;

/** The searches a CRM auto-pushes when its scope is "chosen", each with a way to take it out. */
export function AutoPushSearches({ provider, canManage }: { provider: TCrmProvider; canManage: boolean }) {
  const searches = useAutoPushSearches(provider, true);
  const remove = useSetSearchAutoPush();
  const name = CRM_NAMES[provider];
  if (searches.isLoading) return <Skeleton className="h-10" />;
  const rows = searches.data?.searches ?? [];
  if (rows.length === 0)
    return (
      <p className="text-sm text-muted">
        No search chosen yet: open a search in{' '}
        <Link to="/dashboard/history" className="font-medium text-primary underline">
          History
        </Link>{' '}
        and switch on “Auto-push to {name}”.
      </p>
    );
  return (
    <ul aria-label={`Searches that auto-push to ${name}`} className="grid gap-1">
      {rows.map((search) => (
        <li
          key={search.searchId}
          className="flex items-center justify-between gap-2 rounded-md border border-line px-3 py-1.5 text-sm"
        >
          <Link
            to={`/dashboard/history/${search.searchId}`}
            className="min-w-0 truncate font-medium text-foreground hover:underline"
          >
            {searchLabel(search)}
          </Link>
          {canManage && (
            <Button
              size="sm"
              variant="ghost"
              disabled={remove.isPending}
              aria-label={`Stop auto-pushing ${searchLabel(search)}`}
              onClick={() =>
                remove.mutate(
                  { searchId: search.searchId, provider, on: false },
                  {
                    onSuccess: () => toast.success(`${searchLabel(search)} no longer auto-pushes to ${name}`),
                    onError: (e) => toast.error('Could not remove it', { description: e.message }),
                  },
                )
              }
            >
              <X aria-hidden="true" />
              Remove
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
