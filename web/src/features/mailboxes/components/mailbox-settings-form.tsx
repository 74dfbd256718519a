import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  MAILBOX_DAILY_CAP_MAX,
  ZSendingWindow,
  type TMailbox,
  type TSendingWindow,
} from '@contracts/mailboxes';
import { Button } from '@web/components/ui/button';
import { FormField, TextareaField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { useUpdateMailboxSettings } from '../api/mailboxes';
import { SendingWindowFields } from './sending-window-fields';

/** What the window's schema says is wrong with it, or null. */
function windowError(window: TSendingWindow): string | null {
  const parsed = ZSendingWindow.safeParse(window);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the sending window');
}

function capError(cap: number): string | null {
  return Number.isInteger(cap) && cap >= 1 && cap <= MAILBOX_DAILY_CAP_MAX
    ? null
    : `The daily cap must be from 1 to ${MAILBOX_DAILY_CAP_MAX}`;
}

/** A mailbox's sender name, sending window, daily cap and footer address; read-only for members. */
export function MailboxSettingsForm({ mailbox, canManage }: { mailbox: TMailbox; canManage: boolean }) {
  const update = useUpdateMailboxSettings(mailbox.id);
  const [window, setWindow] = useState(mailbox.window);
  const [errors, setErrors] = useState<{ window?: string | null; cap?: string | null; form?: string | null }>(
    {},
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const dailyCap = Number(form.get('dailyCap'));
    const found = { window: windowError(window), cap: capError(dailyCap) };
    setErrors(found);
    if (found.window || found.cap) return;
    update.mutate(
      {
        fromName: String(form.get('fromName') ?? ''),
        window,
        dailyCap,
        physicalAddress: String(form.get('physicalAddress') ?? ''),
      },
      {
        onSuccess: () => toast.success('Mailbox settings saved'),
        onError: (e) => setErrors({ form: e.message }),
      },
    );
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={`Settings of ${mailbox.fromAddress}`}
      className="grid max-w-2xl gap-4"
    >
      <fieldset disabled={!canManage} className="grid gap-4">
        <legend className="sr-only">Sending settings</legend>
        <FormField
          label="Sender name"
          name="fromName"
          defaultValue={mailbox.fromName}
          maxLength={100}
          autoComplete="off"
        />
        <SendingWindowFields window={window} onChange={setWindow} error={errors.window} />
        <FormField
          label="Daily cap"
          name="dailyCap"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAILBOX_DAILY_CAP_MAX}
          defaultValue={mailbox.dailyCap}
          hint={`At most this many messages a day from this mailbox (1 to ${MAILBOX_DAILY_CAP_MAX}).`}
          error={errors.cap}
          className="max-w-xs"
        />
        <TextareaField
          label="Postal address for the footer"
          name="physicalAddress"
          defaultValue={mailbox.physicalAddress}
          maxLength={500}
          hint="The law in many countries asks for it in every cold email; nothing is sent from this mailbox until it is given."
        />
      </fieldset>
      {errors.form && (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      )}
      {canManage && (
        <div>
          <Button type="submit" variant="outline" disabled={update.isPending}>
            {update.isPending && <Spinner className="size-4" />}
            Save settings
          </Button>
        </div>
      )}
    </form>
  );
}
