import type { TSweepCell, TSweepEstimate } from '@contracts/sweeps';

type TRect = TSweepEstimate['area'];
/** An estimate's cell, or a running sweep's with its state (a pending cell is drawn as an outline only). */
type TCell = { rectangle: TRect; places: number; state?: TSweepCell['state'] };

const WIDTH = 320;

/** Where a rectangle sits inside the area, in the drawing's units (north up). */
function placed(area: TRect, rect: TRect, height: number) {
  const spanX = area.high.longitude - area.low.longitude;
  const spanY = area.high.latitude - area.low.latitude;
  return {
    x: ((rect.low.longitude - area.low.longitude) / spanX) * WIDTH,
    y: ((area.high.latitude - rect.high.latitude) / spanY) * height,
    width: ((rect.high.longitude - rect.low.longitude) / spanX) * WIDTH,
    height: ((rect.high.latitude - rect.low.latitude) / spanY) * height,
  };
}

/**
 * A small outline of the swept area: the cells it was divided into (smaller where places are dense), each shaded
 * by its density of places; while a sweep runs, the cells not yet fetched are left empty and fill in as it goes. A
 * picture only; the numbers beside it say the same in words.
 */
export function AreaOutline({ area, cells }: { area: TRect; cells: TCell[] }) {
  // Degrees of longitude shrink towards the poles: the drawing keeps the area's real proportions.
  const midLatitude = ((area.low.latitude + area.high.latitude) / 2) * (Math.PI / 180);
  const aspect =
    (area.high.latitude - area.low.latitude) /
    ((area.high.longitude - area.low.longitude) * Math.cos(midLatitude));
  const height = Math.round(Math.min(Math.max(WIDTH * aspect, 120), 420));
  const boxes = cells.map((cell) => placed(area, cell.rectangle, height));
  // Shaded by density (places per unit of drawing), so a small crowded cell reads darker than a large quiet one.
  const density = cells.map((cell, i) => cell.places / Math.max(1e-9, boxes[i]!.width * boxes[i]!.height));
  const densest = Math.max(1e-9, ...density);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="h-auto w-full max-w-xs rounded-md border border-line bg-surface-muted"
      aria-hidden="true"
      data-testid="area-outline"
    >
      {boxes.map((box, i) => (
        <rect
          key={i}
          {...box}
          className="fill-primary stroke-primary/40"
          fillOpacity={cells[i]!.state === 'pending' ? 0.02 : 0.08 + 0.6 * (density[i]! / densest)}
          data-state={cells[i]!.state}
          strokeWidth={0.75}
        />
      ))}
    </svg>
  );
}

/**
 * The outline of each location of a sweep (a market has several; the business types of one location share its
 * outline), each with its cells and, when there are several, its name.
 */
export function AreaOutlines({
  pairs,
  cells,
}: {
  pairs: { location: string; area: TRect }[];
  cells: (TCell & { pair: number })[];
}) {
  const places = [...new Map(pairs.map((pair) => [pair.location, pair.area])).entries()];
  if (places.length === 1) return <AreaOutline area={places[0]![1]} cells={cells} />;
  return (
    <div className="grid max-w-xs grid-cols-2 gap-3">
      {places.map(([location, area]) => (
        <figure key={location} className="grid gap-1">
          <AreaOutline area={area} cells={cells.filter((cell) => pairs[cell.pair]?.location === location)} />
          <figcaption className="text-xs text-muted">{location}</figcaption>
        </figure>
      ))}
    </div>
  );
}
