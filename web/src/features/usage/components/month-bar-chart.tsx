import type { TMonthPoint } from '../lib/month-series';

type TMonthBarChartProps = {
  title: string;
  points: TMonthPoint[];
  value: (point: TMonthPoint) => number;
  format: (value: number) => string;
  barClassName: string;
};

const SLOT = 56;
const BAR = 30;
const TOP = 22;
const PLOT = 120;
const HEIGHT = TOP + PLOT + 24;

/** A small bar chart in plain SVG: one bar per month, its value above, the month below. */
export function MonthBarChart({ title, points, value, format, barClassName }: TMonthBarChartProps) {
  const max = Math.max(...points.map(value), 0);
  const width = points.length * SLOT;
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium text-slate-700">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="h-auto w-full max-w-md"
        role="img"
        aria-label={`${title}: ${points.map((p) => `${p.label} ${format(value(p))}`).join(', ')}`}
      >
        <line
          x1={0}
          x2={width}
          y1={TOP + PLOT}
          y2={TOP + PLOT}
          className="stroke-slate-200"
          strokeWidth={1}
        />
        {points.map((point, i) => {
          const v = value(point);
          const h = max > 0 ? Math.max(v > 0 ? 3 : 0, (v / max) * PLOT) : 0;
          const x = i * SLOT + (SLOT - BAR) / 2;
          const y = TOP + PLOT - h;
          return (
            <g key={point.month}>
              <rect x={x} y={y} width={BAR} height={h} rx={4} className={barClassName} />
              <text
                x={x + BAR / 2}
                y={y - 6}
                textAnchor="middle"
                className="fill-slate-600 text-[11px] tabular-nums"
              >
                {v > 0 ? format(v) : ''}
              </text>
              <text x={x + BAR / 2} y={HEIGHT - 6} textAnchor="middle" className="fill-slate-500 text-[11px]">
                {point.label}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
