import { useState, type FormEvent } from 'react';
import { Plug } from 'lucide-react';
import { toast } from 'sonner';
import { MAILBOX_TLS_LABELS, MAILBOX_TLS_MODES, type TMailboxTlsMode } from '@contracts/mailboxes';
import { Button } from '@web/components/ui/button';
import { FormField, SelectField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { useConnectMailbox } from '../api/mailboxes';

const TLS_OPTIONS = MAILBOX_TLS_MODES.map((mode) => ({ value: mode, label: MAILBOX_TLS_LABELS[mode] }));
type TSide = 'smtp' | 'imap';
const SIDES: Record<TSide, { legend: string; port: number; tls: TMailboxTlsMode; hostHint: string }> = {
  smtp: {
    legend: 'Sending (SMTP)',
    port: 587,
    tls: 'starttls',
    hostHint: 'e.g. smtp.gmail.com. Port 587 with STARTTLS, or 465 with TLS.',
  },
  imap: {
    legend: 'Replies and bounces (IMAP)',
    port: 993,
    tls: 'tls',
    hostHint: 'e.g. imap.gmail.com. Port 993 with TLS, or 143 with STARTTLS.',
  },
};

type TErrors = Partial<Record<string, string>>;
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** The fields every connection needs, with the message a missing one shows. */
const REQUIRED: [string, string][] = [
  ['fromName', 'Please enter the sender name'],
  ['fromAddress', 'Please enter the address you send from'],
  ['smtp.host', 'Please enter the SMTP server'],
  ['smtp.user', 'Please enter the SMTP user name'],
  ['smtp.password', 'Please enter the SMTP password'],
  ['imap.host', 'Please enter the IMAP server'],
  ['imap.user', 'Please enter the IMAP user name'],
];

function ServerFields({
  side,
  errors,
  clear,
}: {
  side: TSide;
  errors: TErrors;
  clear: (name: string) => void;
}) {
  const { legend, port, tls, hostHint } = SIDES[side];
  const field = (name: string) => ({
    name: `${side}.${name}`,
    error: errors[`${side}.${name}`],
    onChange: () => clear(`${side}.${name}`),
  });
  const label = side.toUpperCase();
  return (
    <fieldset className="grid gap-3 rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-medium text-foreground">{legend}</legend>
      <div className="grid items-start gap-3 sm:grid-cols-[1fr_7rem_12rem]">
        <FormField
          label={`${label} server`}
          autoComplete="off"
          spellCheck={false}
          hint={hostHint}
          {...field('host')}
        />
        <FormField
          label="Port"
          type="number"
          inputMode="numeric"
          min={1}
          max={65535}
          defaultValue={port}
          {...field('port')}
        />
        <SelectField label="Security" options={TLS_OPTIONS} defaultValue={tls} name={`${side}.tls`} />
      </div>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <FormField
          label={`${label} user name`}
          autoComplete="off"
          spellCheck={false}
          hint="Usually the email address."
          {...field('user')}
        />
        <FormField
          label={`${label} password`}
          type="password"
          autoComplete="new-password"
          hint={
            side === 'imap'
              ? 'Leave empty when it is the SMTP password.'
              : 'An app password where your provider offers them.'
          }
          {...field('password')}
        />
      </div>
    </fieldset>
  );
}

/** Connect a mailbox: both servers must sign in before it is kept. Owners and admins only. */
export function ConnectMailboxForm() {
  const connect = useConnectMailbox();
  const [errors, setErrors] = useState<TErrors>({});
  const clear = (name: string) => errors[name] && setErrors(({ [name]: _, ...rest }) => rest);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const missing: TErrors = Object.fromEntries(REQUIRED.filter(([name]) => !text(form, name)));
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const server = (side: TSide) => ({
      host: text(form, `${side}.host`),
      port: Number(text(form, `${side}.port`)),
      tls: text(form, `${side}.tls`) as TMailboxTlsMode,
      user: text(form, `${side}.user`),
    });
    const imapPassword = String(form.get('imap.password') ?? '');
    connect.mutate(
      {
        fromName: text(form, 'fromName'),
        fromAddress: text(form, 'fromAddress'),
        smtp: { ...server('smtp'), password: String(form.get('smtp.password') ?? '') },
        imap: { ...server('imap'), ...(imapPassword && { password: imapPassword }) },
        physicalAddress: text(form, 'physicalAddress'),
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
