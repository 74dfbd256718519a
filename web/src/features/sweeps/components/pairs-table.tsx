import type { TSweep, TSweepEstimate } from '@contracts/sweeps';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';

type TPair = TSweepEstimate['pairs'][number] & Partial<Pick<TSweep['pairs'][number], 'cells' | 'cellsDone'>>;

/**
 * A market's business types in its locations, each with its own count of places (a place two pairs share is
 * counted in both, once in the total) and, while it runs, its cells fetched.
 */
export function PairsTable({ pairs }: { pairs: TPair[] }) {
  const showsProgress = pairs.some((pair) => pair.cells !== undefined);
  return (
    <Table scrollLabel="Business types by location" className="min-w-[28rem]">
      <caption className="sr-only">Each business type in each location</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Business type</TableHead>
          <TableHead scope="col">Location</TableHead>
          <TableHead scope="col" className="text-right">
            Places
          </TableHead>
          {showsProgress && (
            <TableHead scope="col" className="text-right">
              Cells fetched
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {pairs.map((pair) => (
          <TableRow key={`${pair.query}\n${pair.location}`}>
            <TableCell className="font-medium">{pair.query}</TableCell>
            <TableCell>{pair.location}</TableCell>
            <TableCell className="text-right tabular-nums">{pair.places.toLocaleString('en-US')}</TableCell>
            {showsProgress && (
              <TableCell className="text-right tabular-nums">
                {pair.cellsDone} of {pair.cells}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
