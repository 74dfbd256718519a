import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { useTeamCan } from '@web/lib/active-team';
import { useMailboxes } from '../api/mailboxes';
import { ConnectMailboxForm } from './connect-mailbox-form';
import { MailboxCard } from './mailbox-card';

/** Settings → Mailboxes: the team's sending mailboxes (SMTP + IMAP), their tests and sending windows. */
export function MailboxesTab() {
  const mailboxes = useMailboxes();
  const canManage = useTeamCan({ settings: ['manage'] });
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted">
        Send outreach from your own mailboxes. LeadScout sends through SMTP and reads replies and bounces
        through IMAP; passwords are stored encrypted and never shown again.
      </p>
      {mailboxes.isLoading && <Skeleton className="h-40" />}
      {mailboxes.isError && (
        <LoadErrorAlert message={mailboxes.error.message} onRetry={() => void mailboxes.refetch()} />
      )}
      {mailboxes.data?.mailboxes.length === 0 && !canManage && (
        <p className="text-sm text-muted">No mailbox yet. An owner or admin of the team can connect one.</p>
      )}
      {mailboxes.data?.mailboxes.map((mailbox) => (
        <MailboxCard key={mailbox.id} mailbox={mailbox} canManage={canManage} />
      ))}
      {canManage && (
        <Card>
          <CardHeader>
            <CardTitle>Connect a mailbox</CardTitle>
            <CardDescription>
              LeadScout signs in to both servers before it keeps the mailbox. Where your provider offers them,
              use an app password.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ConnectMailboxForm />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
