import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { authClient } from '@web/lib/auth-client';
import { authErrorMessage } from '@web/lib/auth-error-message';
import { formatDate } from '@web/lib/format-date';

const SESSIONS_KEY = ['security', 'sessions'] as const;

/** "Chrome on Linux" from a user agent; the raw string when it names neither. */
export function describeAgent(agent: string | null | undefined): string {
  if (!agent) return 'Unknown device';
  const browser = [/Edg\//, /OPR\//, /Firefox\//, /Chrome\//, /Safari\//].find((re) => re.test(agent));
  const names = new Map([
    ['Edg\\/', 'Edge'],
    ['OPR\\/', 'Opera'],
    ['Firefox\\/', 'Firefox'],
    ['Chrome\\/', 'Chrome'],
    ['Safari\\/', 'Safari'],
  ]);
  const os = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : null;
  const name = browser ? names.get(browser.source) : null;
  if (!name && !os) return agent.slice(0, 60);
  return [name ?? 'Browser', os && `on ${os}`].filter(Boolean).join(' ');
}

/** Security → Active sessions: where this account is signed in, and "Sign out other sessions". */
export function SessionsCard() {
  const queryClient = useQueryClient();
  const current = authClient.useSession();
  const sessions = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: async () => {
      const { data, error } = await authClient.listSessions();
      if (error) throw new Error(authErrorMessage(error));
      return data ?? [];
    },
  });
  const [busy, setBusy] = useState(false);
  const currentToken = current.data?.session?.token;

  async function signOutOthers() {
    setBusy(true);
    try {
      const { error } = await authClient.revokeOtherSessions();
      if (error) {
        toast.error('Could not sign out other sessions', { description: authErrorMessage(error) });
        return;
      }
      toast.success('Signed out of every other session');
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    } finally {
      setBusy(false);
    }
  }

  const others = sessions.data?.filter((s) => s.token !== currentToken).length ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Active sessions</CardTitle>
        <CardDescription>
          Devices signed in to your account. Sign out any you do not recognise.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isPending && <Skeleton className="h-12 w-full" />}
        {sessions.data && (
          <ul aria-label="Active sessions" className="divide-y divide-line rounded-md border border-line">
            {sessions.data.map((s) => (
              <li key={s.id} className="flex items-center gap-3 px-4 py-3">
                <Monitor className="size-4 shrink-0 text-subtle" aria-hidden="true" />
                <div className="grid min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2 font-medium text-foreground">
                    {describeAgent(s.userAgent)}
                    {s.token === currentToken && <Badge variant="success">This device</Badge>}
                  </span>
                  <span className="truncate text-xs text-subtle">
                    {[
                      s.ipAddress && /[1-9a-f]/i.test(s.ipAddress) ? s.ipAddress : null,
                      `signed in ${formatDate(new Date(s.createdAt).toISOString())}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button variant="outline" disabled={busy || others === 0} onClick={() => void signOutOthers()}>
            {busy && <Spinner className="size-4" />}
            Sign out other sessions
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
