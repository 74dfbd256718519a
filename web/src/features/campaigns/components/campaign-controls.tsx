import { useState } from 'react';
import { Pause, Play, Square } from 'lucide-react';
import { toast } from 'sonner';
import type { TCampaignSummary } from '@contracts/campaigns';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { useCampaignAction, type TCampaignAction } from '../api/campaigns';

const DONE: Record<TCampaignAction, string> = {
  pause: 'Campaign paused',
  resume: 'Campaign resumed',
  stop: 'Campaign stopped',
};

/** Pause, resume and stop, for those who may write; the outcome is announced in a status line. */
export function CampaignControls({ campaign }: { campaign: TCampaignSummary }) {
  const action = useCampaignAction(campaign.id);
  const [confirmStop, setConfirmStop] = useState(false);
  const [said, setSaid] = useState('');
  const run = (which: TCampaignAction) =>
    action.mutate(which, {
      onSuccess: () => {
        setSaid(DONE[which]);
        setConfirmStop(false);
      },
      onError: (error) => toast.error('Could not change the campaign', { description: error.message }),
    });
  const live = campaign.status === 'running' || campaign.status === 'paused';
  return (
    <div className="grid justify-items-end gap-2">
      {live && (
        <div className="flex flex-wrap gap-2">
          {campaign.status === 'running' ? (
            <Button variant="secondary" onClick={() => run('pause')} disabled={action.isPending}>
              <Pause aria-hidden="true" />
              Pause
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => run('resume')} disabled={action.isPending}>
              <Play aria-hidden="true" />
              Resume
            </Button>
          )}
          <Button
            variant="ghost"
            className="text-danger hover:bg-danger-soft hover:text-danger"
            onClick={() => setConfirmStop(true)}
            disabled={action.isPending}
          >
            <Square aria-hidden="true" />
            Stop
          </Button>
        </div>
      )}
      <p role="status" className="text-sm text-muted">
        {said}
      </p>
      <ConfirmDialog
        open={confirmStop}
        onOpenChange={setConfirmStop}
        title="Stop this campaign?"
        description="No further email of this campaign is sent. Leads still in the sequence end as “Campaign stopped”; this cannot be undone."
        confirmLabel="Stop campaign"
        isPending={action.isPending}
        onConfirm={() => run('stop')}
      />
    </div>
  );
}
