import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatCost } from '@web/lib/money';
import { useSweeps } from '../api/sweeps';
import { SweepStatusBadge } from './sweep-status-badge';

/** The team's sweeps, newest first: what each found, saved and spent. Nothing until there is one. */
export function SweepsList() {
  const sweeps = useSweeps();
  const rows = sweeps.data?.sweeps ?? [];
  if (rows.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sweeps</CardTitle>
      </CardHeader>
      <CardContent>
        <Table scrollLabel="Sweeps" className="min-w-[40rem]">
          <caption className="sr-only">The team’s sweeps, newest first</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Sweep</TableHead>
              <TableHead scope="col">Status</TableHead>
              <TableHead scope="col" className="text-right">
                Places saved
              </TableHead>
              <TableHead scope="col" className="text-right">
                Spent
              </TableHead>
              <TableHead scope="col">Started</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((sweep) => (
              <TableRow key={sweep.id}>
                <TableCell className="font-medium">
                  <Link to={`/dashboard/sweeps/${sweep.id}`} className="text-primary hover:underline">
                    {sweep.query} in {sweep.location}
                  </Link>
                  {sweep.kind === 'market' && <Badge className="ml-2">Market</Badge>}
                </TableCell>
                <TableCell>
                  <SweepStatusBadge status={sweep.status} />
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {sweep.placesSaved} of {sweep.placesFound}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatCost(sweep.dollarsSpent)}</TableCell>
                <TableCell>{new Date(sweep.createdAt).toLocaleDateString()}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
