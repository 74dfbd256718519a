import { useState, type FormEvent } from 'react';
import { FlaskConical } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { useBetaKey, useSaveBetaKey } from '../api/team-keys';

const NEW_KEY_REQUIRED = 'Please enter a new API key';

/** Admins only: the shared key beta testers search on. */
export function BetaKeyCard() {
  const betaKey = useBetaKey({ enabled: true });
  const saveKey = useSaveBetaKey();
  const [error, setError] = useState<string | null>(null);
  const masked = betaKey.data?.masked ?? '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const apiKey = String(new FormData(form).get('betaApiKey') ?? '').trim();
    if (!apiKey || apiKey === masked || apiKey.includes('•')) {
      setError(NEW_KEY_REQUIRED);
      toast.error(NEW_KEY_REQUIRED);
      return;
    }
    saveKey.mutate(apiKey, {
      onSuccess: (key) => {
        toast.success('Beta API key saved');
        setError(null);
        const input = form.elements.namedItem('betaApiKey');
        if (input instanceof HTMLInputElement) input.value = key.masked ?? '';
      },
      onError: (e) => {
        setError(e.message);
        toast.error('Could not save the beta key', { description: e.message });
      },
    });
  }

  return (
    <Card className="border-beta-border">
      <CardHeader className="flex-row items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-beta-soft text-beta">
          <FlaskConical className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>Beta API Key</CardTitle>
            <Badge variant="secondary">Admin</Badge>
          </div>
          <CardDescription>
            Beta testers search on this shared Google key within their results budget, without a key of their
            own.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        {betaKey.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : (
          <form
            onSubmit={handleSubmit}
            noValidate
            className="grid max-w-xl gap-3"
            aria-label="Save beta API key"
          >
            <FormField
              key={masked}
              label="Shared key for beta testers"
              name="betaApiKey"
              defaultValue={masked}
              placeholder="AIza..."
              autoComplete="off"
              spellCheck={false}
              hint={
                betaKey.data?.configured
                  ? 'Replace the masked value with a new key to change it.'
                  : 'No beta key saved yet.'
              }
              error={error}
              onChange={() => error && setError(null)}
            />
            <Button type="submit" className="w-fit" disabled={saveKey.isPending}>
              {saveKey.isPending && <Spinner className="size-4 text-white" />}
              Save Beta Key
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
