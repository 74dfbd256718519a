import { useDeferredValue, useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { useTeamCan } from '@web/lib/active-team';
import { SUPPRESSIONS_EXPORT_URL, useSuppressions } from '../api/suppressions';
import { AddSuppressionForm } from './add-suppression-form';
import { ImportSuppressionsForm } from './import-suppressions-form';
import { SuppressionsTable } from './suppressions-table';

/**
 * Settings → Suppression list (decision 134): the addresses no message of the team goes to — unsubscribes, hard
 * bounces and the ones added here. Everyone reads and exports it; members add and import; owners and admins remove.
 */
export function SuppressionsTab() {
  const searchId = useId();
  const canWrite = useTeamCan({ work: ['write'] });
  const canRemove = useTeamCan({ settings: ['manage'] });
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = useDeferredValue(q.trim());
  const query = { q: search, page };
  const list = useSuppressions(query);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <div className="grid gap-6">
      {canWrite && (
        <Card>
          <CardHeader>
            <CardTitle>Add addresses</CardTitle>
            <CardDescription>
              Nobody on this list is emailed by your team. People who unsubscribe are added automatically.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <AddSuppressionForm />
            <ImportSuppressionsForm />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle>Suppression list</CardTitle>
            <CardDescription>
              {list.data
                ? `${list.data.total.toLocaleString('en-US')} ${list.data.total === 1 ? 'address' : 'addresses'}`
                : 'Loading…'}
            </CardDescription>
          </div>
          <a href={SUPPRESSIONS_EXPORT_URL} download className={buttonClasses('outline', 'sm')}>
            Export CSV
          </a>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid max-w-sm gap-1.5">
            <Label htmlFor={searchId}>Search addresses</Label>
            <Input
              id={searchId}
              type="search"
              value={q}
              onChange={(e) => {
                setQ(e.currentTarget.value);
                setPage(1);
              }}
              placeholder="name@ or domain"
              autoComplete="off"
            />
          </div>
          {list.isPending ? (
            <Skeleton className="h-32 w-full" />
          ) : list.isError ? (
            <p className="text-sm text-danger">{list.error.message}</p>
          ) : list.data.items.length === 0 ? (
            <p className="text-sm text-muted">{query.q ? 'No address matches.' : 'No addresses yet.'}</p>
          ) : (
            <SuppressionsTable items={list.data.items} canRemove={canRemove} />
          )}
          {pages > 1 && (
            <nav aria-label="Suppression list pages" className="flex items-center gap-3 text-sm text-body">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
