import { Timer } from 'lucide-react';
import { SAMPLE_OFFER } from '@contracts/sample';
import { cn } from '@web/lib/cn';
import { formatClock } from '../hooks/use-countdown';

/** The sample-results offer banner with its 600-second countdown. */
export function OfferCountdownBanner({ secondsLeft }: { secondsLeft: number }) {
  const isOver = secondsLeft === 0;
  return (
    <div
      role="region"
      aria-label="Limited-time offer"
      className={cn(
        'border-b text-white',
        isOver
          ? 'border-inverse-line bg-inverse-soft'
          : 'border-warning bg-gradient-to-r from-urgent-strong to-warning',
      )}
    >
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-center gap-1 px-4 py-2.5 text-center text-sm sm:flex-row sm:gap-3 sm:px-6">
        <span className="flex items-center gap-2 font-semibold">
          <Timer className="size-4" aria-hidden="true" />
          {isOver ? 'The countdown has ended' : 'Sample-only offer ends in'}
          <span
            className="rounded bg-black/20 px-2 py-0.5 font-mono text-base tabular-nums"
            data-testid="offer-countdown"
            aria-label={`${Math.floor(secondsLeft / 60)} minutes ${secondsLeft % 60} seconds left`}
          >
            {formatClock(secondsLeft)}
          </span>
        </span>
        <span>
          Lock in <strong>${SAMPLE_OFFER.lifetimePriceUsd}/month for life</strong> (regular $
          {SAMPLE_OFFER.regularPriceUsd}/month)
        </span>
      </div>
    </div>
  );
}
