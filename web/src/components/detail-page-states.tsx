import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { LoadErrorAlert } from './load-error-alert';

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit text-slate-600">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}

/**
 * A detail page's load failure: a 404 toasts `notFound` and goes back to `backTo` (replacing the entry); any other
 * error toasts `failure` with the message. Returns whether the thing was not found.
 */
export function useDetailLoadError(
  error: Error | null,
  messages: { notFound: string; failure: string; backTo: string },
) {
  const navigate = useNavigate();
  const isNotFound = error instanceof ApiError && error.status === 404;
  const { notFound, failure, backTo } = messages;
  useEffect(() => {
    if (!error) return;
    if (isNotFound) {
      toast.error(notFound);
      void navigate(backTo, { replace: true });
    } else {
      toast.error(failure, { description: error.message });
    }
  }, [error, isNotFound, navigate, notFound, failure, backTo]);
  return isNotFound;
}

export function DetailLoading({ back }: { back: ReactNode }) {
  return (
    <div className="grid gap-6">
      {back}
      <Skeleton className="h-9 w-72" />
      <Skeleton className="h-96 w-full rounded-lg" />
    </div>
  );
}

export function DetailLoadError({
  back,
  message,
  onRetry,
}: {
  back: ReactNode;
  message: string;
  onRetry: () => void;
}) {
  return (
    <div className="grid gap-6">
      {back}
      <LoadErrorAlert message={message} onRetry={onRetry} />
    </div>
  );
}
