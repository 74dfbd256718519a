import { Slider } from 'radix-ui';
import { SEARCH_LIMIT } from '@contracts/search';
import { cn } from '@web/lib/cn';

type TResultsSliderProps = {
  value: number;
  onValueChange: (value: number) => void;
  disabled?: boolean;
  id?: string;
};

/** How many businesses to find: 10–50 in steps of 5 (spec §5). */
export function ResultsSlider({ value, onValueChange, disabled, id }: TResultsSliderProps) {
  return (
    <div className="grid gap-2">
      <Slider.Root
        id={id}
        min={SEARCH_LIMIT.min}
        max={SEARCH_LIMIT.max}
        step={SEARCH_LIMIT.step}
        value={[value]}
        onValueChange={([next]) => onValueChange(next)}
        disabled={disabled}
        className={cn(
          'relative flex h-5 w-full touch-none items-center select-none',
          disabled && 'opacity-50',
        )}
      >
        <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-surface-strong">
          <Slider.Range className="absolute h-full rounded-full bg-primary" />
        </Slider.Track>
        <Slider.Thumb
          aria-label="Number of results"
          className="block size-5 rounded-full border-2 border-primary bg-white shadow-md transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        />
      </Slider.Root>
      <div className="flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{SEARCH_LIMIT.min}</span>
        <span>{SEARCH_LIMIT.max}</span>
      </div>
    </div>
  );
}
