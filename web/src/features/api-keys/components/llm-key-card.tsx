import { useState, type FormEvent } from 'react';
import { Sparkles, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { useDeleteLlmKey, useLlmKey, useSaveLlmKey } from '../api/google-key';

function SaveLlmKeyForm() {
  const saveKey = useSaveLlmKey();
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const apiKey = String(new FormData(form).get('apiKey') ?? '').trim();
    if (!apiKey) {
      setError('API key is required');
      return;
    }
    saveKey.mutate(apiKey, {
      onSuccess: () => {
        toast.success('AI key saved', { description: 'Research questions now use it.' });
        form.reset();
      },
      onError: (e) => setError(e.message),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid max-w-xl gap-3" aria-label="Save your AI key">
      <FormField
        label="AI provider API key"
        name="apiKey"
        type="password"
        placeholder="sk-..."
        autoComplete="off"
        spellCheck={false}
        required
        hint="An OpenAI-compatible key. It is stored encrypted and never shown in full again."
        error={error}
        onChange={() => error && setError(null)}
      />
      <div>
        <Button type="submit" disabled={saveKey.isPending}>
          {saveKey.isPending && <Spinner className="size-4 text-white" />}
          Save AI key
        </Button>
      </div>
    </form>
  );
}

/**
 * Settings → API Keys: the team's own AI provider key for research columns (decision 145). Without one, research
 * uses the provider this LeadScout's operator set up, within a monthly budget; with one, the team's provider bills
 * its questions and that budget does not apply.
 */
export function LlmKeyCard() {
  const keyQuery = useLlmKey();
  const deleteKey = useDeleteLlmKey();
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const keyInfo = keyQuery.data;
  return (
    <Card>
      <CardHeader className="flex-row items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Sparkles className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <CardTitle>Your own AI key</CardTitle>
          <CardDescription>
            Optional. Research questions use the AI provider this LeadScout was set up with, within a monthly
            budget. With your own key, your provider bills them instead and that budget no longer applies.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {keyQuery.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : keyQuery.isError ? (
          <p role="alert" className="text-sm text-danger">
            Could not load your AI key: {keyQuery.error.message}
          </p>
        ) : keyInfo?.configured ? (
          <div className="flex flex-col gap-3 rounded-lg border border-line bg-canvas/60 p-4 sm:flex-row sm:items-center">
            <p className="flex-1 text-sm text-body">
              Research questions use{' '}
              <code
                className="rounded bg-white px-2 py-1 font-mono text-sm text-foreground ring-1 ring-line"
                aria-label="Saved AI key"
              >
                {keyInfo.masked}
              </code>
            </p>
            <Button
              variant="ghost"
              size="sm"
              className="text-danger hover:bg-danger-soft hover:text-danger"
              onClick={() => setDeleteOpen(true)}
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </div>
        ) : (
          <SaveLlmKeyForm />
        )}
      </CardContent>
      <ConfirmDialog
        open={isDeleteOpen}
        onOpenChange={setDeleteOpen}
        title="Remove your AI key?"
        description="Research questions go back to the provider this LeadScout was set up with, if any. Answers already given stay."
        confirmLabel="Remove key"
        isPending={deleteKey.isPending}
        onConfirm={() =>
          deleteKey.mutate(undefined, {
            onSuccess: () => {
              toast.success('AI key removed');
              setDeleteOpen(false);
            },
            onError: (e) => toast.error('Remove failed', { description: e.message }),
          })
        }
      />
    </Card>
  );
}
