import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS, type TWebhookEvent } from '@contracts/webhooks';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { useCreateWebhook } from '../api/webhooks';

/** URL + events; on success the new endpoint's secret is handed up to be shown once. */
export function AddWebhookForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const create = useCreateWebhook();
  const [events, setEvents] = useState<TWebhookEvent[]>(['search.completed']);
  const [error, setError] = useState<string | null>(null);

  function toggle(event: TWebhookEvent, on: boolean) {
    setEvents((current) => (on ? [...current, event] : current.filter((e) => e !== event)));
  }

  function handleSubmit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    const form = formEvent.currentTarget;
    const url = String(new FormData(form).get('url') ?? '').trim();
    if (!url) return setError('Please enter the endpoint URL');
    if (events.length === 0) return setError('Choose at least one event');
    create.mutate(
      { url, events },
      {
        onSuccess: ({ secret }) => {
          toast.success('Webhook endpoint added');
          form.reset();
          setError(null);
          onCreated(secret);
        },
        onError: (e) => setError(e.message),
      },
    );
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="grid max-w-2xl gap-4"
      aria-label="Add webhook endpoint"
    >
      <FormField
        label="Endpoint URL"
        name="url"
        type="url"
        placeholder="https://example.com/webhooks/leadscout"
        autoComplete="off"
        spellCheck={false}
        required
        hint="A public https address; LeadScout POSTs signed JSON to it."
        error={error}
        onChange={() => error && setError(null)}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-foreground">Events</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex cursor-pointer items-start gap-2 text-sm text-body">
              <input
                type="checkbox"
                name="events"
                value={event}
                checked={events.includes(event)}
                onChange={(e) => toggle(event, e.currentTarget.checked)}
                className="mt-1 accent-[var(--color-primary)]"
              />
              <span>
                <code className="font-mono text-xs text-foreground">{event}</code>
                <span className="block text-xs text-muted">{WEBHOOK_EVENT_LABELS[event]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Spinner className="size-4 text-white" />}
          Add endpoint
        </Button>
      </div>
    </form>
  );
}
