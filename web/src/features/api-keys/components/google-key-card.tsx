import { useState } from 'react';
import { Link } from 'react-router';
import { BookOpen, CircleCheck, CircleX, KeyRound, RefreshCw, ShieldCheck, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { TMaskedKey, TTestKeyResponse } from '@contracts/api-keys';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { formatRelativeTime } from '@web/lib/relative-time';
import { useDeleteGoogleKey, useGoogleKey, useSaveGoogleKey, useTestGoogleKey } from '../api/team-keys';
import { RemoveKeyDialog } from './remove-key-dialog';
import { SaveKeyForm } from './save-key-form';

const KEY_HINT = 'Google keys start with "AIza", are about 39 characters long and contain no spaces.';

function KeyStatusBadge({ keyInfo }: { keyInfo: TMaskedKey }) {
  if (keyInfo.isValid === true) {
    return (
      <Badge variant="success">
        <CircleCheck className="size-3" aria-hidden="true" /> Valid
      </Badge>
    );
  }
  if (keyInfo.isValid === false) {
    return (
      <Badge variant="destructive">
        <CircleX className="size-3" aria-hidden="true" /> Invalid
      </Badge>
    );
  }
  return <Badge variant="secondary">Not tested</Badge>;
}

function TestResult({ result }: { result: TTestKeyResponse }) {
  if (result.isValid) {
    return (
      <div
        role="status"
        className="flex items-start gap-2 rounded-md border border-success-border bg-success-soft px-3 py-2 text-sm text-success"
      >
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          <span className="font-semibold">Your key works.</span> Google Places API (New) accepted it.
        </p>
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-danger-border bg-danger-soft px-3 py-2 text-sm text-danger"
    >
      <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-0.5">
        <p className="font-semibold">{result.title ?? 'Key not valid'}</p>
        {result.message && <p>{result.message}</p>}
      </div>
    </div>
  );
}

function SaveGoogleKeyForm({ onSaved, onCancel }: { onSaved: () => void; onCancel?: () => void }) {
  const saveKey = useSaveGoogleKey();
  return (
    <SaveKeyForm
      save={saveKey}
      name="Save Google API key"
      label="Google Places API Key"
      submit="Save API Key"
      field={{ placeholder: 'AIza...', hint: KEY_HINT }}
      saved={{ title: 'API key saved', description: 'Use "Test key" to check it with Google.' }}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}

function DeleteKeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const deleteKey = useDeleteGoogleKey();
  return (
    <RemoveKeyDialog
      open={open}
      onOpenChange={onOpenChange}
      remove={deleteKey}
      title="Delete your API key?"
      description="Searches stop working until you add a key again. Your saved searches and leads stay."
      confirmLabel="Delete key"
      done="API key deleted"
      failed="Delete failed"
    />
  );
}

/** The user's own Google key: save, masked display, test, replace and delete. */
export function GoogleKeyCard() {
  const keyQuery = useGoogleKey();
  const testKey = useTestGoogleKey();
  const [isReplacing, setReplacing] = useState(false);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const [testResult, setTestResult] = useState<TTestKeyResponse | null>(null);
  const keyInfo = keyQuery.data;

  function runTest() {
    setTestResult(null);
    testKey.mutate(undefined, {
      onSuccess: (result) => {
        setTestResult(result);
        if (result.isValid) toast.success('API key is valid');
        else
          toast.error(result.title ?? 'API key is not valid', { description: result.message ?? undefined });
      },
      onError: (e) => toast.error('Test failed', { description: e.message }),
    });
  }

  return (
    <Card>
      <CardHeader className="flex-row items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <KeyRound className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <CardTitle>Google Places API Key</CardTitle>
          <CardDescription>
            LeadScout searches Google Maps with your own key, so Google bills searches to your account (after
            its free monthly usage). The key is stored encrypted and is never shown in full again.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {keyQuery.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : keyQuery.isError ? (
          <p role="alert" className="text-sm text-danger">
            Could not load your API key: {keyQuery.error.message}
          </p>
        ) : !keyInfo?.configured || isReplacing ? (
          <SaveGoogleKeyForm
            onSaved={() => {
              setReplacing(false);
              setTestResult(null);
            }}
            onCancel={isReplacing ? () => setReplacing(false) : undefined}
          />
        ) : (
          <>
            <div className="flex flex-col gap-3 rounded-lg border border-line bg-canvas/60 p-4 sm:flex-row sm:items-center">
              <div className="grid flex-1 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <code
                    className="rounded bg-white px-2 py-1 font-mono text-sm text-foreground ring-1 ring-line"
                    aria-label="Saved key"
                  >
                    {keyInfo.masked}
                  </code>
                  <KeyStatusBadge keyInfo={keyInfo} />
                </div>
                <p className="text-xs text-muted">
                  {keyInfo.lastValidatedAt ? (
                    <>
                      Last validated{' '}
                      <time
                        dateTime={keyInfo.lastValidatedAt}
                        title={new Date(keyInfo.lastValidatedAt).toLocaleString()}
                      >
                        {formatRelativeTime(keyInfo.lastValidatedAt)}
                      </time>
                    </>
                  ) : (
                    'Not tested yet'
                  )}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={runTest} disabled={testKey.isPending}>
                  {testKey.isPending ? <Spinner className="size-4" /> : <ShieldCheck aria-hidden="true" />}
                  Test key
                </Button>
                <Button variant="outline" size="sm" onClick={() => setReplacing(true)}>
                  <RefreshCw aria-hidden="true" />
                  Replace
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-danger hover:bg-danger-soft hover:text-danger"
                  onClick={() => setDeleteOpen(true)}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </div>
            {testResult && <TestResult result={testResult} />}
          </>
        )}
      </CardContent>
      <CardFooter>
        <Link
          to="/dashboard/api-key-guide"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <BookOpen className="size-4" aria-hidden="true" />
          How to get a Google API key
        </Link>
      </CardFooter>
      <DeleteKeyDialog open={isDeleteOpen} onOpenChange={setDeleteOpen} />
    </Card>
  );
}
