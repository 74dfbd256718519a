import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { openInOwningTeam, type TLocateKind } from '@web/lib/active-team';
import { ApiError } from '@web/lib/api-client';
import { LoadErrorAlert } from './load-error-alert';

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit text-muted">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}

/**
 * A detail page's load failure: a 404 first asks which of the user's other teams holds the record (`locate`); if
 * one does, the page switches there and says "Opened in <team>" (decision 109). Otherwise a 404 toasts `notFound`
 * and goes back to `backTo` (replacing the entry); any other error toasts `failure` with the message. Returns
 * whether the thing was not found (the page keeps its loading state meanwhile).
 */
export function useDetailLoadError(
  error: Error | null,
  messages: { notFound: string; failure: string; backTo: string },
  locate?: { kind: TLocateKind; id: string },
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isNotFound = error instanceof ApiError && error.status === 404;
  const { notFound, failure, backTo } = messages;
  const located = useRef<string | null>(null);
  const kind = locate?.kind;
  const id = locate?.id;
  useEffect(() => {
    if (!error) return;
    if (!isNotFound) {
      toast.error(failure, { description: error.message });
      return;
    }
    const giveUp = () => {
      toast.error(notFound);
      void navigate(backTo, { replace: true });
    };
    // One look per record: after the switch the page loads again, and a second 404 is a real one.
    const key = kind && id ? `${kind}:${id}` : null;
    if (!key || located.current === key) return giveUp();
    located.current = key;
    openInOwningTeam(queryClient, kind!, id!).then(
      (teamName) => (teamName ? toast.success(`Opened in ${teamName}`) : giveUp()),
      giveUp,
    );
  }, [error, isNotFound, navigate, notFound, failure, backTo, queryClient, kind, id]);
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
