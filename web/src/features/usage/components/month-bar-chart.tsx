import { cn } from '@web/lib/cn';
import type { TMonthPoint } from '../lib/month-series';

type TMonthBarChartProps = {
  title: string;
  points: TMonthPoint[];
  value: (point: TMonthPoint) => number;
  format: (value: number) => string;
  /** The bars' background, e.g. `bg-primary`. */
  barClassName: string;
};

/** The tallest bar (px). */
const PLOT = 120;

/**
 * A small bar chart: one bar per month, its value above, the month below. Plain HTML rather than a scaled SVG,
 * so its text keeps the page's size at every width (a scaled viewBox shrank it to ~7 px on a tablet).
 */
export function MonthBarChart({ title, points, value, format, barClassName }: TMonthBarChartProps) {
  const max = Math.max(...points.map(value), 0);
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium text-body">{title}</figcaption>
      <div
        role="img"
        aria-label={`${title}: ${points.map((p) => `${p.label} ${format(value(p))}`).join(', ')}`}
        className="grid w-full max-w-md"
        style={{ gridTemplateColumns: `repeat(${points.length}, minmax(0, 1fr))` }}
      >
        {points.map((point) => {
          const v = value(point);
          const height = max > 0 ? Math.max(v > 0 ? 3 : 0, (v / max) * PLOT) : 0;
          return (
            <div key={point.month} className="grid justify-items-center gap-1.5">
              <div
                className="flex w-full flex-col items-center justify-end gap-1 border-b border-line"
                style={{ height: PLOT + 22 }}
              >
                <span className="text-xs text-muted tabular-nums">{v > 0 ? format(v) : ''}</span>
                <span className={cn('block w-7 max-w-[70%] rounded', barClassName)} style={{ height }} />
              </div>
              <span className="text-xs text-muted">{point.label}</span>
            </div>
          );
        })}
      </div>
    </figure>
  );
}
