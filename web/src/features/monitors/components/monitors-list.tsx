import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useMonitors } from '../api/monitors';
import { summarizeReport } from '@contracts/monitors';

/** The team's monitors with their cadence, next run and latest report. Nothing until there is one. */
export function MonitorsList() {
  const monitors = useMonitors();
  const rows = monitors.data?.monitors ?? [];
  if (rows.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Monitors</CardTitle>
      </CardHeader>
      <CardContent>
        <Table scrollLabel="Monitors" className="min-w-[36rem]">
          <caption className="sr-only">The team’s monitors, newest first</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Monitor</TableHead>
              <TableHead scope="col">Runs</TableHead>
              <TableHead scope="col">Next run</TableHead>
              <TableHead scope="col">Latest report</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((monitor) => {
              const latest = monitor.runs[0];
              return (
                <TableRow key={monitor.id}>
                  <TableCell className="font-medium">
                    <Link to={`/dashboard/monitors/${monitor.id}`} className="text-primary hover:underline">
                      {monitor.name}
                    </Link>
                  </TableCell>
                  <TableCell>{monitor.cadence === 'weekly' ? 'Weekly' : 'Monthly'}</TableCell>
                  <TableCell>
                    {monitor.paused ? 'Paused' : new Date(monitor.nextRunAt).toLocaleDateString()}
                  </TableCell>
                  <TableCell>
                    {!latest
                      ? 'No run yet'
                      : latest.report
                        ? summarizeReport(latest.report)
                        : latest.status === 'running'
                          ? 'Running'
                          : 'Failed'}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
