import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { TCampaignPreview, TCampaignPreviewRequest } from '@contracts/campaigns';
import { Button } from '@web/components/ui/button';
import { FormField, SelectField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { useLists } from '@web/features/lists';
import { useMailboxes } from '@web/features/mailboxes';
import { useSequences } from '@web/features/outreach';
import { useLaunchCampaign, usePreviewCampaign } from '../api/campaigns';
import { CampaignPreview, previewSummary } from './campaign-preview';

type TProps = {
  /** Leads chosen in the lead table (its "Start campaign"); empty: pick a list. */
  selectedLeadIds: string[];
};

/** New campaign: sequence, leads (a list or the selected ones), mailboxes, AI first line → preview → launch. */
export function NewCampaignForm({ selectedLeadIds }: TProps) {
  const navigate = useNavigate();
  const sequences = useSequences();
  const lists = useLists();
  const mailboxes = useMailboxes();
  const preview = usePreviewCampaign();
  const launch = useLaunchCampaign();
  const [name, setName] = useState('');
  const [sequenceId, setSequenceId] = useState('');
  const [listId, setListId] = useState('');
  const [mailboxIds, setMailboxIds] = useState<string[]>([]);
  const [aiFirstLine, setAiFirstLine] = useState(false);
  const [confirmColleagues, setConfirmColleagues] = useState(false);
  const [shown, setShown] = useState<TCampaignPreview | null>(null);

  const useSelected = selectedLeadIds.length > 0;
  const request: TCampaignPreviewRequest = {
    name,
    sequenceId,
    mailboxIds,
    aiFirstLine,
    ...(useSelected ? { leadIds: selectedLeadIds } : { listId }),
  };
  /** Any change makes the preview stale: it is shown again only after a new one. */
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setShown(null);
    };
  const addressOf = (id: string) => mailboxes.data?.mailboxes.find((m) => m.id === id)?.fromAddress ?? '';
  const colleagueSkips = shown?.leads.filter((l) => l.skip?.reason === 'contacted_by_colleague').length ?? 0;

  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    preview.mutate(request, {
      onSuccess: setShown,
      onError: (error) => toast.error('Could not preview the campaign', { description: error.message }),
    });
  };
  const onLaunch = () =>
    launch.mutate(
      { ...request, confirmColleagues },
      {
        onSuccess: ({ campaign }) => {
          toast.success(`Campaign launched: ${campaign.counts.active} leads enrolled`);
          void navigate(`/dashboard/campaigns/${campaign.id}`);
        },
        onError: (error) => toast.error('Could not launch the campaign', { description: error.message }),
      },
    );

  return (
    <form className="grid gap-5" onSubmit={onPreview} aria-label="New campaign">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Campaign name"
          required
          maxLength={100}
          value={name}
          onChange={(e) => change(setName)(e.currentTarget.value)}
        />
        <SelectField
          label="Sequence"
          required
          placeholder={sequences.isPending ? 'Loading sequences…' : 'Choose a saved sequence'}
          value={sequenceId}
          onChange={(e) => change(setSequenceId)(e.currentTarget.value)}
          options={(sequences.data ?? []).map((s) => ({
            value: s.id,
            label: `${s.name} (${s.steps.length} ${s.steps.length === 1 ? 'step' : 'steps'})`,
          }))}
          hint="Save sequences under Settings → Templates."
        />
        {useSelected ? (
          <p className="text-sm text-body sm:col-span-2">
            Leads: the {selectedLeadIds.length} selected {selectedLeadIds.length === 1 ? 'lead' : 'leads'}.
          </p>
        ) : (
          <SelectField
            label="Lead list"
            required
            placeholder="Choose a list"
            value={listId}
            onChange={(e) => change(setListId)(e.currentTarget.value)}
            options={(lists.data ?? []).map((l) => ({
              value: l.id,
              label: `${l.name} (${l.memberCount} ${l.memberCount === 1 ? 'lead' : 'leads'})`,
            }))}
          />
        )}
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-foreground">Send from</legend>
        {mailboxes.data?.mailboxes.length === 0 && (
          <p className="text-sm text-muted">No mailbox yet: connect one under Settings → Mailboxes.</p>
        )}
        {mailboxes.data?.mailboxes.map((mailbox) => (
          <label key={mailbox.id} className="flex cursor-pointer items-center gap-2 text-sm text-body">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={mailboxIds.includes(mailbox.id)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                change(setMailboxIds)(
                  on ? [...mailboxIds, mailbox.id] : mailboxIds.filter((id) => id !== mailbox.id),
                );
              }}
            />
            {mailbox.fromName} &lt;{mailbox.fromAddress}&gt;
            {!mailbox.readyToSend && <span className="text-warning">(needs a postal address)</span>}
          </label>
        ))}
        <p className="text-xs text-muted">Several mailboxes take turns, one lead each.</p>
      </fieldset>
      <label className="flex cursor-pointer items-start gap-2 text-sm text-body">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={aiFirstLine}
          onChange={(e) => change(setAiFirstLine)(e.currentTarget.checked)}
        />
        <span>
          Open the first email with an AI first line written from each lead’s facts
          <span className="block text-xs text-muted">
            Written at launch and counted against this month’s AI emails; the preview shows where it goes.
          </span>
        </span>
      </label>
      <div>
        <Button type="submit" variant="secondary" disabled={preview.isPending}>
          {preview.isPending && <Spinner className="size-4" />}
          Preview
        </Button>
      </div>
      <p role="status" className="text-sm text-body">
        {preview.isPending
          ? 'Preparing the preview…'
          : launch.isPending
            ? 'Launching the campaign…'
            : shown
              ? previewSummary(shown)
              : ''}
      </p>
      {shown && (
        <section aria-labelledby="campaign-preview-heading" className="grid gap-4">
          <h2 id="campaign-preview-heading" className="text-lg font-semibold text-foreground">
            Preview
          </h2>
          <CampaignPreview preview={shown} mailboxAddress={addressOf} />
          {colleagueSkips > 0 && (
            <label className="flex cursor-pointer items-center gap-2 text-sm text-body">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={confirmColleagues}
                onChange={(e) => setConfirmColleagues(e.currentTarget.checked)}
              />
              Send to the {colleagueSkips} {colleagueSkips === 1 ? 'lead' : 'leads'} a colleague contacted
              recently as well
            </label>
          )}
          <div>
            <Button type="button" onClick={onLaunch} disabled={launch.isPending || shown.enrolled === 0}>
              {launch.isPending && <Spinner className="size-4" />}
              Launch campaign
            </Button>
          </div>
        </section>
      )}
    </form>
  );
}
