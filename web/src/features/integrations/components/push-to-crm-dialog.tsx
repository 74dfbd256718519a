import { useState } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Send } from 'lucide-react';
import { toast } from 'sonner';
import { CRM_NAMES, type TCrmItemStatus, type TCrmProvider, type TCrmPush } from '@contracts/crm';
import { Badge, type TBadgeVariant } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { SelectField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { useCrmConnections, useCrmPush, useStartCrmPush } from '../api/crm';

type TPushTarget = { leadIds: string[]; listId?: never } | { listId: string; leadIds?: never };
type TProps = TPushTarget & { open: boolean; onOpenChange: (open: boolean) => void; count: number };

const STATUS_BADGE: Record<TCrmItemStatus, { label: string; variant: TBadgeVariant }> = {
  pending: { label: 'Waiting', variant: 'secondary' },
  created: { label: 'Created', variant: 'success' },
  updated: { label: 'Updated', variant: 'success' },
  skipped: { label: 'Unchanged', variant: 'secondary' },
  failed: { label: 'Failed', variant: 'destructive' },
};

/** Push selected leads or a list to a connected CRM, then follow the job lead by lead. */
export function PushToCrmDialog({ open, onOpenChange, count, ...target }: TProps) {
  // Read when the dialog opens: a CRM connected meanwhile (another tab, a colleague) is offered.
  const connections = useCrmConnections(open);
  const start = useStartCrmPush();
  const [chosen, setChosen] = useState<TCrmProvider | null>(null);
  const [pushId, setPushId] = useState<string | null>(null);
  const push = useCrmPush(pushId);
  const connected = connections.data?.connections ?? [];
  const provider = chosen ?? connected[0]?.provider ?? null;

  function close(next: boolean) {
    if (!next) setPushId(null);
    onOpenChange(next);
  }
  function startPush() {
    if (!provider) return;
    start.mutate(
      { provider, ...target },
      {
        onSuccess: ({ id }) => setPushId(id),
        onError: (e) => toast.error('Push failed', { description: e.message }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Push to CRM</DialogTitle>
          <DialogDescription>
            {count.toLocaleString()} {count === 1 ? 'lead' : 'leads'}. A lead pushed before is updated, not
            made twice.
          </DialogDescription>
        </DialogHeader>
        {connections.isSuccess && connected.length === 0 && (
          <p className="text-sm text-body">
            No CRM is connected yet.{' '}
            <Link className="font-medium text-primary underline" to="/dashboard/settings?tab=integrations">
              Connect one in Settings → Integrations
            </Link>
            .
          </p>
        )}
        {connected.length > 1 && !pushId && (
          <SelectField
            label="CRM"
            value={provider ?? ''}
            options={connected.map((c) => ({ value: c.provider, label: CRM_NAMES[c.provider] }))}
            onChange={(e) => setChosen(e.target.value as TCrmProvider)}
          />
        )}
        {push.data && <PushProgress push={push.data} />}
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            {pushId ? 'Done' : 'Cancel'}
          </Button>
          {!pushId && provider && (
            <Button onClick={startPush} disabled={start.isPending}>
              {start.isPending ? <Spinner className="size-4 text-white" /> : <Send aria-hidden="true" />}
              Push to {CRM_NAMES[provider]}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PushProgress({ push }: { push: TCrmPush }) {
  const done = push.total - push.counts.pending;
  const name = CRM_NAMES[push.provider];
  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <p className="text-sm font-medium text-foreground" role="status">
          {push.status === 'completed'
            ? `Done: ${push.counts.created} created, ${push.counts.updated} updated, ${push.counts.skipped} unchanged, ${push.counts.failed} failed`
            : `Pushing to ${name}: ${done} of ${push.total}`}
        </p>
        <progress
          className="h-2 w-full accent-primary"
          value={done}
          max={push.total}
          aria-label={`Pushed ${done} of ${push.total}`}
        />
      </div>
      <ul className="grid max-h-72 gap-1 overflow-y-auto text-sm" aria-label="Push results">
        {push.items.map((item) => (
          <li key={item.leadId} className="flex flex-wrap items-center gap-2 border-b border-line py-1">
            <span className="min-w-0 flex-1 truncate text-foreground">{item.businessName}</span>
            <Badge variant={STATUS_BADGE[item.status].variant}>{STATUS_BADGE[item.status].label}</Badge>
            {item.message && <span className="w-full text-xs text-danger">{item.message}</span>}
            {item.recordUrl && (
              <a
                className="inline-flex items-center gap-1 text-primary underline"
                href={item.recordUrl}
                target="_blank"
                rel="noreferrer"
              >
                Open in {name}
                <ExternalLink className="size-3" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
