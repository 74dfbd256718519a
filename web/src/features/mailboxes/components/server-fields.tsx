import { useState } from 'react';
import {
  MAILBOX_TLS_LABELS,
  MAILBOX_TLS_MODES,
  type TMailboxTlsMode,
  type TMailServer,
  type TReplaceMailboxServersRequest,
} from '@contracts/mailboxes';
import { FormField, SelectField } from '@web/components/ui/form-field';

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

/** A form's field errors by field name (`smtp.host`…), and `form` for the server's answer. */
type TErrors = Partial<Record<string, string>>;

/** A form's errors, and `clear(name)` for a field the person is correcting. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<TErrors>({});
  const clear = (name: string) => errors[name] && setErrors(({ [name]: _, ...rest }) => rest);
  return { errors, setErrors, clear };
}

export const formText = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** The server fields every connection needs, with the message a missing one shows. */
export const SERVER_REQUIRED: [string, string][] = [
  ['smtp.host', 'Please enter the SMTP server'],
  ['smtp.user', 'Please enter the SMTP user name'],
  ['smtp.password', 'Please enter the SMTP password'],
  ['imap.host', 'Please enter the IMAP server'],
  ['imap.user', 'Please enter the IMAP user name'],
];

/**
 * Says which of the `required` fields are empty and moves focus to the first of them; true when none is. The
 * message of each is its field's description, announced as an alert.
 */
export function checkRequired(
  formElement: HTMLFormElement,
  required: [string, string][],
  setErrors: (errors: TErrors) => void,
): boolean {
  const form = new FormData(formElement);
  const missing = required.filter(([name]) => !formText(form, name));
  setErrors(Object.fromEntries(missing));
  if (missing.length === 0) return true;
  const first = formElement.elements.namedItem(missing[0][0]);
  if (first instanceof HTMLElement) first.focus();
  return false;
}

/** The two servers as the API takes them: passwords as typed, IMAP's left out when empty (the SMTP one then). */
export function serversOf(form: FormData): TReplaceMailboxServersRequest {
  const server = (side: TSide) => ({
    host: formText(form, `${side}.host`),
    port: Number(formText(form, `${side}.port`)),
    tls: formText(form, `${side}.tls`) as TMailboxTlsMode,
    user: formText(form, `${side}.user`),
  });
  const imapPassword = String(form.get('imap.password') ?? '');
  return {
    smtp: { ...server('smtp'), password: String(form.get('smtp.password') ?? '') },
    imap: { ...server('imap'), ...(imapPassword && { password: imapPassword }) },
  };
}

/**
 * One server's host, port, security, user and password, named `<side>.<field>`. With `server`, its current values
 * are filled in, never its password: that is asked for again (the API keeps none it is not given).
 */
export function ServerFields({
  side,
  server,
  errors,
  clear,
}: {
  side: TSide;
  server?: TMailServer;
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
  const passwordHint =
    side === 'imap'
      ? 'Leave empty when it is the SMTP password.'
      : server
        ? 'Never shown again: enter the current one or the new one.'
        : 'An app password where your provider offers them.';
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-medium text-foreground">{legend}</legend>
      <div className="grid items-start gap-3 sm:grid-cols-[1fr_7rem_15rem]">
        <FormField
          label={`${label} server`}
          autoComplete="off"
          spellCheck={false}
          hint={hostHint}
          defaultValue={server?.host}
          {...field('host')}
        />
        <FormField
          label="Port"
          type="number"
          inputMode="numeric"
          min={1}
          max={65535}
          defaultValue={server?.port ?? port}
          {...field('port')}
        />
        <SelectField
          label="Security"
          options={TLS_OPTIONS}
          defaultValue={server?.tls ?? tls}
          name={`${side}.tls`}
        />
      </div>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <FormField
          label={`${label} user name`}
          autoComplete="off"
          spellCheck={false}
          hint="Usually the email address."
          defaultValue={server?.user}
          {...field('user')}
        />
        <FormField
          label={`${label} password`}
          type="password"
          autoComplete="new-password"
          hint={passwordHint}
          {...field('password')}
        />
      </div>
    </fieldset>
  );
}
