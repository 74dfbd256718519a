import type { FormEvent } from 'react';
import { Plug } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { useConnectMailbox } from '../api/mailboxes';
import {
  checkRequired,
  formText,
  SERVER_REQUIRED,
  ServerFields,
  serversOf,
  useFieldErrors,
} from './server-fields';

/** The fields every connection needs, with the message a missing one shows. */
const REQUIRED: [string, string][] = [
  ['fromName', 'Please enter the sender name'],
  ['fromAddress', 'Please enter the address you send from'],
  ...SERVER_REQUIRED,
];

/** Connect a mailbox: both servers must sign in before it is kept. Owners and admins only. */
export function ConnectMailboxForm() {
  const connect = useConnectMailbox();
  const { errors, setErrors, clear } = useFieldErrors();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (!checkRequired(formElement, REQUIRED, setErrors)) return;
    const form = new FormData(formElement);
    connect.mutate(
      {
        fromName: formText(form, 'fromName'),
        fromAddress: formText(form, 'fromAddress'),
        ...serversOf(form),
        physicalAddress: formText(form, 'physicalAddress'),
      },
      {
        onSuccess: (mailbox) => {
          toast.success('Mailbox connected', { description: mailbox.fromAddress });
          formElement.reset();
        },
        onError: (e) => setErrors({ form: e.message }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Connect a mailbox" className="grid max-w-3xl gap-4">
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <FormField
          label="Sender name"
          name="fromName"
          autoComplete="name"
          maxLength={100}
          placeholder="Anna from Acme"
          error={errors.fromName}
          onChange={() => clear('fromName')}
        />
        <FormField
          label="Send from address"
          name="fromAddress"
          type="email"
          autoComplete="email"
          placeholder="anna@acme.com"
          error={errors.fromAddress}
          onChange={() => clear('fromAddress')}
        />
      </div>
      <ServerFields side="smtp" errors={errors} clear={clear} />
      <ServerFields side="imap" errors={errors} clear={clear} />
      <FormField
        label="Postal address for the footer (optional now)"
        name="physicalAddress"
        autoComplete="street-address"
        maxLength={500}
        hint="Needed before this mailbox sends anything; you can add it later."
      />
      {errors.form && (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      )}
      <div>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? <Spinner className="size-4 text-white" /> : <Plug aria-hidden="true" />}
          {connect.isPending ? 'Signing in…' : 'Test and connect'}
        </Button>
      </div>
    </form>
  );
}
