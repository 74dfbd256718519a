import { useState } from 'react';
import { Sparkles, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDeleteLlmKey, useLlmKey, useSaveLlmKey } from '../api/team-keys';
import { RemoveKeyDialog } from './remove-key-dialog';
import { SaveKeyForm } from './save-key-form';

/**
 * Settings → API Keys: the team's own AI provider key for research columns (decision 145). Without one, research
 * uses the provider this LeadScout's operator set up, within a monthly budget; with one, the team's provider bills
 * its questions and that budget does not apply.
 */
export function LlmKeyCard() {
  const keyQuery = useLlmKey();
  const saveKey = useSaveLlmKey();
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
          <SaveKeyForm
            save={saveKey}
            name="Save your AI key"
            label="AI provider API key"
            submit="Save AI key"
            field={{
              type: 'password',
              placeholder: 'sk-...',
              hint: 'An OpenAI-compatible key. It is stored encrypted and never shown in full again.',
            }}
            saved={{ title: 'AI key saved', description: 'Research questions now use it.' }}
          />
        )}
      </CardContent>
      <RemoveKeyDialog
        open={isDeleteOpen}
        onOpenChange={setDeleteOpen}
        remove={deleteKey}
        title="Remove your AI key?"
        description="Research questions go back to the provider this LeadScout was set up with, if any. Answers already given stay."
        confirmLabel="Remove key"
        done="AI key removed"
        failed="Remove failed"
      />
    </Card>
  );
}
