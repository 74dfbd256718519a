/**
 * A bar filled to `percent` (0–100), announced as a progressbar with its label and, when given, a text of where
 * things stand. The fill slides instead of widening: a transform animates off the main thread, a width would lay
 * out every frame.
 */
export function ProgressBar({
  label,
  percent,
  valueText,
}: {
  label: string;
  percent: number;
  valueText?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className="h-2 overflow-hidden rounded-full bg-surface-muted"
    >
      <div
        className="h-full w-full rounded-full bg-primary transition-transform duration-300 ease-out"
        style={{ transform: `translateX(${percent - 100}%)` }}
      />
    </div>
  );
}
