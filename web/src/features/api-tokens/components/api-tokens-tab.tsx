import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Check, Copy, KeyRound, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  API_TOKEN_SCOPES,
  type TApiToken,
  type TApiTokenScope,
  type TCreatedApiToken,
} from '@contracts/api-tokens';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useActiveTeam, useTeamCan } from '@web/lib/active-team';
import { formatRelativeTime } from '@web/lib/relative-time';
import { useCopyToClipboard } from '@web/lib/use-copy-to-clipboard';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';

const SCOPE_TEXT: Record<TApiTokenScope, string> = {
  read: 'Read: searches, leads, lists and exports',
  write: 'Write: start searches, change notes and tags, fill lists',
  send: 'Send: launch and resume email campaigns from the team’s mailboxes',
};

/** The curl line the docs and the "token created" dialog show. */
export const curlExample = (token: string) =>
  `curl -H "Authorization: Bearer ${token}" ${window.location.origin}/api/v1/leads?minLeadScore=70`;

function CreateTokenForm({ onCreated }: { onCreated: (created: TCreatedApiToken) => void }) {
  const create = useCreateApiToken();
  const [scopes, setScopes] = useState<TApiTokenScope[]>(['read']);
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name') ?? '').trim();
    if (!name) return setError('Give the token a name');
    create.mutate(
      { name, scopes },
      {
        onSuccess: (created) => {
          form.reset();
          onCreated(created);
        },
        onError: (e) => setError(e.message),
      },
    );
  }

  const toggle = (scope: TApiTokenScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  return (
    <form onSubmit={handleSubmit} noValidate className="grid max-w-xl gap-3" aria-label="Create API token">
      <FormField
        label="Token name"
        name="name"
        placeholder="Zapier, n8n, our CRM sync…"
        autoComplete="off"
        maxLength={100}
        error={error}
        onChange={() => error && setError(null)}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-foreground">Scopes</legend>
        {API_TOKEN_SCOPES.map((scope) => (
          <label key={scope} className="flex items-center gap-2 text-sm text-body">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={scopes.includes(scope)}
              onChange={(e) => toggle(scope, e.target.checked)}
            />
            {SCOPE_TEXT[scope]}
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" disabled={create.isPending || scopes.length === 0}>
          {create.isPending ? <Spinner className="size-4 text-white" /> : <KeyRound className="size-4" />}
          Create token
        </Button>
      </div>
    </form>
  );
}

function CreatedTokenDialog({ created, onClose }: { created: TCreatedApiToken | null; onClose: () => void }) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <Dialog open={created !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Copy your new token</DialogTitle>
          <DialogDescription>
            This is the only time it is shown. Store it like a password; revoke it here if it leaks.
          </DialogDescription>
        </DialogHeader>
        {created && (
          <div className="grid gap-3">
            <code
              aria-label="New API token"
              className="rounded-md border border-line bg-surface-muted px-3 py-2 font-mono text-sm break-all text-foreground"
            >
              {created.token}
            </code>
            <p className="text-sm text-muted">Try it:</p>
            <pre className="rounded-md bg-surface-muted px-3 py-2 font-mono text-xs break-all whitespace-pre-wrap text-body">
              {curlExample(created.token)}
            </pre>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => created && void copy(created.token)}>
            {copied ? <Check className="size-4" /> : <Copy className="size-4" />}
            {copied ? 'Copied!' : 'Copy token'}
          </Button>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function TokenRow({ token }: { token: TApiToken }) {
  const revoke = useRevokeApiToken();
  const [confirming, setConfirming] = useState(false);
  return (
    <TableRow>
      <TableCell className="font-medium text-foreground">{token.name}</TableCell>
      <TableCell>
        <code className="font-mono text-xs">{token.prefix}…</code>
      </TableCell>
      <TableCell>
        <span className="flex flex-wrap gap-1">
          {token.scopes.map((scope) => (
            <Badge key={scope} variant="secondary">
              {scope}
            </Badge>
          ))}
        </span>
      </TableCell>
      <TableCell>{token.createdByName ?? '—'}</TableCell>
      <TableCell>{token.lastUsedAt ? formatRelativeTime(token.lastUsedAt) : 'Never'}</TableCell>
      <TableCell>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Revoke ${token.name}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 className="size-4" /> Revoke
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Revoke “${token.name}”?`}
          description="Programs using it get 401 from their next request on."
          confirmLabel="Revoke token"
          isPending={revoke.isPending}
          onConfirm={() =>
            revoke.mutate(token.id, {
              onSuccess: () => {
                toast.success('Token revoked');
                setConfirming(false);
              },
              onError: (e) => toast.error('Revoke failed', { description: e.message }),
            })
          }
        />
      </TableCell>
    </TableRow>
  );
}

/** Settings → API tokens: the team's tokens for the public API (owners and admins; decision 113). */
export function ApiTokensTab() {
  const canManage = useTeamCan({ settings: ['manage'] });
  // Asked once the role is known: a member's request would only be refused.
  const roleKnown = useActiveTeam().data !== undefined;
  const tokens = useApiTokens(canManage && roleKnown);
  const [created, setCreated] = useState<TCreatedApiToken | null>(null);

  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle>API tokens</CardTitle>
          <CardDescription>
            Programs (Zapier, Make, n8n, your own scripts) read and change this team’s leads with a token. A
            token acts with its creator’s role in the team. See the{' '}
            <Link to="/docs/api" className="text-primary underline">
              API documentation
            </Link>
            .
          </CardDescription>
        </CardHeader>
        <CardContent>
          {canManage ? (
            <CreateTokenForm onCreated={setCreated} />
          ) : (
            <p className="text-sm text-muted">Only the team’s owners and admins manage API tokens.</p>
          )}
        </CardContent>
      </Card>
      {canManage && (
        <Card>
          <CardHeader>
            <CardTitle>Active tokens</CardTitle>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            {tokens.isPending ? (
              <Skeleton className="h-16 w-full" />
            ) : tokens.data?.tokens.length ? (
              <Table aria-label="API tokens">
                <TableHeader>
                  <TableRow>
                    <TableHead>Name</TableHead>
                    <TableHead>Token</TableHead>
                    <TableHead>Scopes</TableHead>
                    <TableHead>Created by</TableHead>
                    <TableHead>Last used</TableHead>
                    <TableHead>
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {tokens.data.tokens.map((token) => (
                    <TokenRow key={token.id} token={token} />
                  ))}
                </TableBody>
              </Table>
            ) : (
              <p className="text-sm text-muted">No tokens yet.</p>
            )}
          </CardContent>
        </Card>
      )}
      <CreatedTokenDialog created={created} onClose={() => setCreated(null)} />
    </div>
  );
}
