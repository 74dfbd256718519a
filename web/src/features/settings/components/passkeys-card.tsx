import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { authErrorMessage } from '@web/lib/auth-error-message';
import { factorClient } from '@web/lib/factor-client';
import { formatDate } from '@web/lib/format-date';
import { withSecondStep } from '@web/lib/second-step';

const PASSKEYS_KEY = ['security', 'passkeys'] as const;
/** `?review=passkeys`: the Security tab right after a password reset. */
export const PASSKEY_REVIEW = 'passkeys';
/** The server's limit (server/lib/auth.ts). */
const PASSKEY_NAME_MAX = 60;

/** Security → Passkeys: sign in with the device's screen lock or a security key; add (named), rename and remove. */
export function PasskeysCard() {
  const queryClient = useQueryClient();
  // The password-reset page sends the person here once signed in (decision 096: review the passkeys).
  const [params] = useSearchParams();
  const afterReset = params.get('review') === PASSKEY_REVIEW;
  const passkeys = useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: async () => {
      const { data, error } = await factorClient.passkey.listUserPasskeys();
      if (error) throw new Error(authErrorMessage(error));
      return data ?? [];
    },
  });
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [renameError, setRenameError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim() || 'Passkey';
    setBusy('add');
    try {
      const result = await withSecondStep(() => factorClient.passkey.addPasskey({ name }));
      if (result.error) {
        toast.error('Could not add the passkey', { description: authErrorMessage(result.error) });
        return;
      }
      toast.success('Passkey added');
      setAdding(false);
      await refresh();
    } finally {
      setBusy(null);
    }
  }

  async function rename(event: FormEvent<HTMLFormElement>, id: string) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (!name) {
      setRenameError('Passkey name is required');
      return;
    }
    setBusy(id);
    setRenameError(null);
    try {
      const { error } = await factorClient.passkey.updatePasskey({ id, name });
      if (error) {
        setRenameError(authErrorMessage(error));
        return;
      }
      toast.success('Passkey renamed');
      setRenaming(null);
      await refresh();
    } finally {
      setBusy(null);
    }
  }

  async function remove(id: string) {
    setBusy(id);
    try {
      const { error } = await withSecondStep(() => factorClient.passkey.deletePasskey({ id }));
      if (error) {
        toast.error('Could not remove the passkey', { description: authErrorMessage(error) });
        return;
      }
      toast.success('Passkey removed');
      await refresh();
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Passkeys</CardTitle>
        <CardDescription>
          Sign in with your fingerprint, face or device PIN instead of a password and code. A passkey counts
          as both steps.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {afterReset && passkeys.data && passkeys.data.length > 0 && (
          <p role="status" className="rounded-md border border-line bg-warning-soft px-4 py-3 text-sm">
            Your password was reset. A passkey signs in without the password: remove any passkey below that
            you do not know. For the next hour this needs no second step.
          </p>
        )}
        {passkeys.isPending && <Skeleton className="h-12 w-full" />}
        {passkeys.data && passkeys.data.length > 0 && (
          <ul aria-label="Passkeys" className="divide-y divide-line rounded-md border border-line">
            {passkeys.data.map((key) => (
              <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                {renaming === key.id ? (
                  <form
                    className="flex w-full flex-wrap items-start gap-2"
                    aria-label={`Rename passkey ${key.name || 'Passkey'}`}
                    onSubmit={(e) => void rename(e, key.id)}
                  >
                    <FormField
                      label="New name"
                      name="name"
                      defaultValue={key.name ?? ''}
                      maxLength={PASSKEY_NAME_MAX}
                      error={renameError}
                      className="min-w-48 flex-1"
                      autoFocus
                    />
                    <div className="flex gap-2 sm:mt-6">
                      <Button type="submit" size="sm" disabled={busy !== null}>
                        {busy === key.id && <Spinner className="size-4" />}
                        Save
                      </Button>
                      <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(null)}>
                        Cancel
                      </Button>
                    </div>
                  </form>
                ) : (
                  <>
                    <div className="flex min-w-0 items-center gap-3">
                      <KeyRound className="size-4 shrink-0 text-subtle" aria-hidden="true" />
                      <div className="grid min-w-0">
                        <span className="truncate font-medium text-foreground">{key.name || 'Passkey'}</span>
                        <span className="text-xs text-subtle">
                          Added {formatDate(new Date(key.createdAt).toISOString())}
                        </span>
                      </div>
                    </div>
                    <div className="flex gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Rename passkey ${key.name || 'Passkey'}`}
                        disabled={busy !== null}
                        onClick={() => {
                          setRenameError(null);
                          setRenaming(key.id);
                        }}
                      >
                        <Pencil aria-hidden="true" />
                        Rename
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Remove passkey ${key.name || 'Passkey'}`}
                        disabled={busy !== null}
                        onClick={() => void remove(key.id)}
                      >
                        {busy === key.id ? <Spinner className="size-4" /> : <Trash2 aria-hidden="true" />}
                        Remove
                      </Button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        {passkeys.data?.length === 0 && <p className="text-sm text-muted">No passkeys yet.</p>}
        {adding ? (
          <form className="grid gap-3 sm:max-w-sm" aria-label="Add a passkey" onSubmit={(e) => void add(e)}>
            <FormField
              label="Passkey name"
              name="name"
              maxLength={PASSKEY_NAME_MAX}
              placeholder="Work laptop"
              hint="So you can tell your passkeys apart."
              autoFocus
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={busy !== null}>
                {busy === 'add' && <Spinner className="size-4" />}
                Create passkey
              </Button>
              <Button type="button" variant="ghost" onClick={() => setAdding(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div>
            <Button variant="outline" onClick={() => setAdding(true)}>
              <KeyRound aria-hidden="true" /> Add a passkey
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
