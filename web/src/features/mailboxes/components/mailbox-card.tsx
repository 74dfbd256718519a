import { useId, useRef, useState } from 'react';
import { CircleCheck, CircleHelp, CircleX, KeyRound, RefreshCw, Send, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { MAILBOX_TLS_LABELS, type TMailbox, type TMailServer } from '@contracts/mailboxes';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { RelativeTime } from '@web/components/relative-time';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useDeleteMailbox, useSendTestEmail, useTestMailbox } from '../api/mailboxes';
import { ChangeServersForm } from './change-servers-form';
import { MailboxSettingsForm } from './mailbox-settings-form';

const serverLine = (name: string, server: TMailServer) =>
  `${name} ${server.host}:${server.port} · ${MAILBOX_TLS_LABELS[server.tls]} · as ${server.user}`;

function TestBadge({ lastTest }: { lastTest: TMailbox['lastTest'] }) {
  if (!lastTest)
    return (
      <Badge variant="secondary">
        <CircleHelp className="size-3" aria-hidden="true" /> Not tested
      </Badge>
    );
  return lastTest.ok ? (
    <Badge variant="success">
      <CircleCheck className="size-3" aria-hidden="true" /> Working
    </Badge>
  ) : (
    <Badge variant="destructive">
      <CircleX className="size-3" aria-hidden="true" /> Not working
    </Badge>
  );
}

/**
 * One mailbox: its servers, the last test, Test, Send test email, Change servers or password and Remove (owners and
 * admins), and its sending settings. What became of a test email is said in a status line that screen readers
 * announce. Closing the servers form (saved, Cancel, Escape) puts focus back on the button that opened it.
 */
export function MailboxCard({ mailbox, canManage }: { mailbox: TMailbox; canManage: boolean }) {
  const test = useTestMailbox();
  const sendTest = useSendTestEmail();
  const [sendOutcome, setSendOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const remove = useDeleteMailbox();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [changingServers, setChangingServers] = useState(false);
  const serversFormId = useId();
  const changeServersButton = useRef<HTMLButtonElement>(null);
  const closeServersForm = () => {
    setChangingServers(false);
    changeServersButton.current?.focus();
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <span className="wrap-anywhere">
            {mailbox.fromName} &lt;{mailbox.fromAddress}&gt;
          </span>
          <TestBadge lastTest={mailbox.lastTest} />
          {!mailbox.readyToSend && <Badge variant="warning">Needs a postal address</Badge>}
        </CardTitle>
        <CardDescription className="grid gap-0.5 wrap-anywhere">
          <span>{serverLine('SMTP', mailbox.smtp)}</span>
          <span>{serverLine('IMAP', mailbox.imap)}</span>
          {mailbox.lastTest && (
            <span>
              Last test <RelativeTime at={mailbox.lastTest.testedAt} />: {mailbox.lastTest.message}
            </span>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {canManage && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={test.isPending}
              onClick={() =>
                test.mutate(mailbox.id, {
                  onSuccess: (r) =>
                    r.ok
                      ? toast.success('Mailbox works', { description: 'Signed in to SMTP and IMAP' })
                      : toast.error('Mailbox test failed', {
                          description: [r.smtp, r.imap].map((c) => c.message).join(' · '),
                        }),
                  onError: (e) => toast.error('Mailbox test failed', { description: e.message }),
                })
              }
            >
              {test.isPending ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" />}
              Test
            </Button>
            <Button
              variant="outline"
              disabled={sendTest.isPending}
              onClick={() => {
                setSendOutcome(null);
                sendTest.mutate(mailbox.id, {
                  onSuccess: (r) => setSendOutcome({ ok: r.ok, message: r.message }),
                  onError: (e) => setSendOutcome({ ok: false, message: e.message }),
                });
              }}
            >
              {sendTest.isPending ? <Spinner className="size-4" /> : <Send aria-hidden="true" />}
              Send test email
            </Button>
            <Button
              ref={changeServersButton}
              variant="outline"
              aria-expanded={changingServers}
              aria-controls={changingServers ? serversFormId : undefined}
              onClick={() => setChangingServers((open) => !open)}
            >
              <KeyRound aria-hidden="true" />
              Change servers or password
            </Button>
            <Button
              variant="ghost"
              className="text-danger hover:bg-danger-soft hover:text-danger"
              onClick={() => setConfirmRemove(true)}
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </div>
        )}
        {canManage && (
          <p
            role="status"
            aria-label="Test email"
            className={sendOutcome?.ok === false ? 'text-sm text-danger' : 'text-sm text-muted'}
          >
            {sendTest.isPending ? 'Sending a test email…' : (sendOutcome?.message ?? '')}
          </p>
        )}
        {canManage && changingServers && (
          <ChangeServersForm mailbox={mailbox} id={serversFormId} onClose={closeServersForm} />
        )}
        <MailboxSettingsForm mailbox={mailbox} canManage={canManage} />
      </CardContent>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove this mailbox?"
        description={`LeadScout forgets ${mailbox.fromAddress}'s servers and passwords. The mailbox itself is not touched.`}
        confirmLabel="Remove mailbox"
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(mailbox.id, {
            onSuccess: () => {
              toast.success('Mailbox removed');
              setConfirmRemove(false);
            },
            onError: (e) => toast.error('Could not remove the mailbox', { description: e.message }),
          })
        }
      />
    </Card>
  );
}
