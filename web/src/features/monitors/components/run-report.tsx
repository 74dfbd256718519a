import { Link } from 'react-router';
import { MONITOR_REPORT_SECTIONS, summarizeReport, type TMonitorRun } from '@contracts/monitors';

/** One run: its state, and once reported, its businesses by what happened to them. */
export function RunReport({ run }: { run: TMonitorRun }) {
  const started = new Date(run.startedAt).toLocaleString();
  return (
    <article className="grid gap-3 rounded-lg border border-line p-4" aria-label={`Run of ${started}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-foreground">{started}</h3>
        {run.sweepId && (
          <Link to={`/dashboard/sweeps/${run.sweepId}`} className="text-sm text-primary hover:underline">
            Its sweep
          </Link>
        )}
      </header>
      {run.status === 'running' && (
        <p className="text-sm text-muted">Running: the areas are being swept again.</p>
      )}
      {run.status === 'failed' && (
        <p className="text-sm text-danger">{run.errorMessage ?? 'The run failed'}</p>
      )}
      {run.report && (
        <>
          <p className="text-foreground">{summarizeReport(run.report)}</p>
          {MONITOR_REPORT_SECTIONS.filter(({ key }) => run.report![key].length > 0).map(({ key, title }) => (
            <section key={key} className="grid gap-1">
              <h4 className="text-sm font-medium text-foreground">
                {title} ({run.report![key].length})
              </h4>
              <ul className="grid gap-0.5 text-sm text-body">
                {run.report![key].map((place) => (
                  <li key={place.placeId}>
                    {place.businessName}
                    {place.what && <span className="text-muted"> — {place.what.join(', ')}</span>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </article>
  );
}
