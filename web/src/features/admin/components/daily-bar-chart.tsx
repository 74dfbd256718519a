import type { TDailyCount } from '@contracts/admin';
import { formatDate } from '@web/lib/format-date';

/** The counted thing, singular and plural: ['signup', 'signups']. */
type TUnit = readonly [one: string, other: string];
type TDailyBarChartProps = { title: string; unit: TUnit; data: TDailyCount[]; className?: string };

const counted = (n: number, [one, other]: TUnit) => `${n.toLocaleString()} ${n === 1 ? one : other}`;

const WIDTH = 300;
const HEIGHT = 120;

/** A small bar chart of one count per day, in plain SVG; the numbers are also in a table for screen readers. */
export function DailyBarChart({ title, unit, data, className }: TDailyBarChartProps) {
  const max = Math.max(1, ...data.map((d) => d.count));
  const total = data.reduce((sum, d) => sum + d.count, 0);
  const slot = WIDTH / Math.max(1, data.length);
  const first = data[0]?.date ?? null;
  const last = data.at(-1)?.date ?? null;

  return (
    <figure className={className}>
      <figcaption className="mb-2 flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-foreground">{title}</span>
        <span className="text-muted">
          {counted(total, unit)} in {counted(data.length, ['day', 'days'])}
        </span>
      </figcaption>
      <div className="relative">
        <span className="absolute top-0 left-0 text-[11px] text-muted">{max}</span>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-32 w-full"
          aria-hidden="true"
        >
          <line x1="0" x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-line" />
          {data.map((d, i) => {
            const height = (d.count / max) * (HEIGHT - 14);
            return (
              <rect
                key={d.date}
                x={i * slot + slot * 0.15}
                y={HEIGHT - height}
                width={slot * 0.7}
                height={Math.max(height, d.count > 0 ? 1 : 0)}
                rx={1}
                className="fill-primary/80"
              >
                <title>{`${formatDate(d.date)}: ${counted(d.count, unit)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className="mt-1 flex justify-between text-[11px] text-muted" aria-hidden="true">
        <span>{first ? formatDate(first) : ''}</span>
        <span>{last ? formatDate(last) : ''}</span>
      </div>
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{unit[1]}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.date}>
                <td>{d.date}</td>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
