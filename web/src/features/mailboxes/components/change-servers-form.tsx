import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Plug } from 'lucide-react';
import { toast } from 'sonner';
import type { TMailbox } from '@contracts/mailboxes';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useReplaceMailboxServers } from '../api/mailboxes';
import { checkRequired, SERVER_REQUIRED, ServerFields, serversOf, useFieldErrors } from './server-fields';

/**
 * New servers, user names or passwords for a mailbox (owners and admins; a lasting change, so the API may ask
 * for step-up first). Both servers must sign in before anything is kept, as when connecting; until then the
 * mailbox keeps its current ones. Focus moves to the first field on opening; `onClose` is called after saving,
 * on Cancel and on Escape.
 */
export function ChangeServersForm({
  mailbox,
  id,
  onClose,
}: {
  mailbox: TMailbox;
  id: string;
  onClose: () => void;
}) {
  const replace = useReplaceMailboxServers(mailbox.id);
  const { errors, setErrors, clear } = useFieldErrors();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (!checkRequired(formElement, SERVER_REQUIRED, setErrors)) return;
    replace.mutate(serversOf(new FormData(formElement)), {
      onSuccess: () => {
        toast.success('Servers changed', { description: 'Signed in to SMTP and IMAP' });
        onClose();
      },
      onError: (e) => setErrors({ form: e.message }),
    });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape' && !replace.isPending) {
      event.preventDefault();
      onClose();
    }
  }

  return (
    <div className="border-y border-line py-5">
      <form
        ref={formRef}
        id={id}
        onSubmit={handleSubmit}
        onKeyDown={handleKeyDown}
        noValidate
        aria-label={`Servers of ${mailbox.fromAddress}`}
        aria-describedby={`${id}-about`}
        className="grid max-w-3xl gap-4"
      >
        <div className="grid gap-1">
          <h3 className="font-medium text-foreground">Change servers or password</h3>
          <p id={`${id}-about`} className="text-sm text-muted">
            LeadScout signs in to both servers with these details before it keeps them; until then the mailbox
            keeps its current ones. Passwords are never shown again, so enter the SMTP password even if it
            stays the same.
          </p>
        </div>
        <ServerFields side="smtp" server={mailbox.smtp} errors={errors} clear={clear} />
        <ServerFields side="imap" server={mailbox.imap} errors={errors} clear={clear} />
        {errors.form && (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={replace.isPending}>
            {replace.isPending ? <Spinner className="size-4 text-white" /> : <Plug aria-hidden="true" />}
            {replace.isPending ? 'Signing in…' : 'Test and save'}
          </Button>
          <Button variant="ghost" disabled={replace.isPending} onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
