import { lazy, Suspense, useState } from 'react';
import { Play } from 'lucide-react';
import { Spinner } from '@web/components/ui/spinner';
import { SectionHeading } from './section-heading';

/** The player's code is fetched only when the visitor presses play: the page itself stays light. */
const DemoPlayer = lazy(() => import('./demo-player').then((m) => ({ default: m.DemoPlayer })));

function DemoPoster({ onPlay }: { onPlay: () => void }) {
  return (
    <button
      type="button"
      onClick={onPlay}
      className="group relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-xl bg-inverse text-left focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-primary"
    >
      <span
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(40rem_20rem_at_30%_20%,color-mix(in_srgb,var(--color-primary)_55%,transparent),transparent),radial-gradient(30rem_20rem_at_80%_90%,color-mix(in_srgb,var(--color-success-accent)_35%,transparent),transparent)]"
      />
      <span aria-hidden="true" className="absolute inset-x-6 top-6 hidden gap-3 sm:grid sm:grid-cols-3">
        {[86, 64, 37].map((score) => (
          <span
            key={score}
            className="flex items-center gap-2 rounded-lg bg-white/10 px-3 py-2 text-xs text-white/80 backdrop-blur"
          >
            <span className="size-6 rounded-md bg-white/20" />
            <span className="h-2 flex-1 rounded bg-white/25" />
            <span className="rounded-full bg-white/20 px-1.5 font-semibold text-white">{score}</span>
          </span>
        ))}
      </span>
      <span className="relative flex flex-col items-center gap-4 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-white text-primary shadow-xl transition-transform group-hover:scale-105 sm:size-20">
          <Play className="ml-1 size-7 fill-current sm:size-8" aria-hidden="true" />
        </span>
        <span className="text-base font-semibold text-white sm:text-lg">Play the 60-second product demo</span>
        <span className="text-sm text-white/70">Search → score → reach out, start to finish</span>
      </span>
    </button>
  );
}

export function VideoDemo() {
  const [isPlaying, setIsPlaying] = useState(false);
  return (
    <section id="demo" aria-labelledby="demo-title" className="scroll-mt-28 bg-canvas py-16 sm:py-24">
      <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 sm:px-6">
        <SectionHeading
          id="demo-title"
          eyebrow="See it in action"
          title="From a blank search to a warm lead list in a minute"
          description="Type a niche and a city. LeadScout pulls the businesses, checks their websites and tells you who to call first."
        />
        <div className="rounded-2xl border border-line bg-white p-2 shadow-xl shadow-inverse/5 sm:p-3">
          {isPlaying ? (
            <Suspense
              fallback={
                <div
                  role="status"
                  className="flex aspect-video items-center justify-center gap-2 rounded-xl bg-inverse text-white/80"
                >
                  <Spinner /> Loading demo...
                </div>
              }
            >
              <DemoPlayer />
            </Suspense>
          ) : (
            <DemoPoster onPlay={() => setIsPlaying(true)} />
          )}
        </div>
      </div>
    </section>
  );
}
