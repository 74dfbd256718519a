import { toast } from 'sonner';
import { SUPPRESSION_REASON_LABELS, type TSuppression } from '@contracts/suppressions';
import { RelativeTime } from '@web/components/relative-time';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useRemoveSuppression } from '../api/suppressions';

/** One page of the list; the Remove button only for those who may take an address off. */
export function SuppressionsTable({ items, canRemove }: { items: TSuppression[]; canRemove: boolean }) {
  const remove = useRemoveSuppression();

  function handleRemove(suppression: TSuppression) {
    if (!window.confirm(`Take ${suppression.email} off the list? Messages may reach it again.`)) return;
    remove.mutate(suppression.id, {
      onSuccess: () => toast.success(`${suppression.email} removed`),
      onError: (e) => toast.error('Could not remove the address', { description: e.message }),
    });
  }

  return (
    <Table className="min-w-[40rem]" scrollLabel="Suppression list">
      <TableHeader>
        <TableRow>
          <TableHead>Email</TableHead>
          <TableHead>Reason</TableHead>
          <TableHead>Source</TableHead>
          <TableHead>Added</TableHead>
          {canRemove && (
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((suppression) => (
          <TableRow key={suppression.id}>
            <TableCell className="font-medium break-all text-foreground">{suppression.email}</TableCell>
            <TableCell>
              <Badge
                variant={suppression.reason === 'unsubscribed' ? 'warning' : 'secondary'}
                className="whitespace-nowrap"
              >
                {SUPPRESSION_REASON_LABELS[suppression.reason]}
              </Badge>
            </TableCell>
            <TableCell className="break-words text-body">{suppression.source}</TableCell>
            <TableCell className="whitespace-nowrap text-muted">
              <RelativeTime at={suppression.createdAt} />
            </TableCell>
            {canRemove && (
              <TableCell className="text-right">
                <Button
                  variant="ghost"
                  size="xs"
                  onClick={() => handleRemove(suppression)}
                  disabled={remove.isPending}
                  aria-label={`Remove ${suppression.email}`}
                >
                  Remove
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
