import { useEffect, useState } from 'react';
import { Bot, Globe, Mail, Pause, Play, RotateCcw, Search, Star } from 'lucide-react';
import { cn } from '@web/lib/cn';

type TDemoLead = {
  name: string;
  rating: number;
  reviews: number;
  score: number;
  gap: string;
  icon: typeof Globe;
};

const LEADS: TDemoLead[] = [
  { name: 'Bright Smile Dental', rating: 4.9, reviews: 312, score: 88, gap: 'No chatbot', icon: Bot },
  {
    name: 'Lakeside Family Dentistry',
    rating: 4.7,
    reviews: 128,
    score: 74,
    gap: 'Slow website',
    icon: Globe,
  },
  { name: 'Downtown Dental Studio', rating: 4.6, reviews: 54, score: 61, gap: 'No website', icon: Globe },
  { name: 'Austin Kids Dental', rating: 4.8, reviews: 203, score: 57, gap: 'No chatbot', icon: Bot },
];

const SCENES = [
  { caption: 'Type any niche and any city', ms: 3500 },
  { caption: 'LeadScout finds the businesses on Google Maps', ms: 3500 },
  { caption: 'Each website is checked and every lead is scored 0–100', ms: 4000 },
  { caption: 'One click writes a cold email about what they are missing', ms: 5000 },
] as const;

const QUERY = 'Dentists in Austin, TX';

const CONTROL_CLASSES =
  'inline-flex size-8 items-center justify-center rounded-md text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white [&_svg]:size-4';

function scoreClasses(score: number) {
  if (score >= 70) return 'bg-success-tint text-success-strong';
  if (score >= 40) return 'bg-warning-tint text-warning-strong';
  return 'bg-surface-muted text-body';
}

/** A scripted, looping walkthrough of the product: no video file, a few kilobytes of code. */
export function DemoPlayer() {
  const [scene, setScene] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const [typed, setTyped] = useState(0);

  useEffect(() => {
    if (isPaused) return;
    const timer = window.setTimeout(() => {
      const next = (scene + 1) % SCENES.length;
      if (next === 0) setTyped(0);
      setScene(next);
    }, SCENES[scene].ms);
    return () => window.clearTimeout(timer);
  }, [scene, isPaused]);

  useEffect(() => {
    if (scene !== 0) return;
    const timer = window.setInterval(() => setTyped((n) => Math.min(QUERY.length, n + 1)), 90);
    return () => window.clearInterval(timer);
  }, [scene]);

  const shownQuery = scene === 0 ? QUERY.slice(0, typed) : QUERY;
  const showResults = scene >= 1;
  const showScores = scene >= 2;
  const showEmail = scene === 3;

  return (
    <div
      className="flex aspect-video flex-col overflow-hidden rounded-xl bg-inverse text-white"
      aria-label="Product demo"
      role="region"
    >
      <div className="flex items-center gap-2 border-b border-white/10 px-3 py-2 text-xs text-white/60 sm:px-4">
        <span className="size-2.5 rounded-full bg-danger-accent/80" />
        <span className="size-2.5 rounded-full bg-highlight/80" />
        <span className="size-2.5 rounded-full bg-on-inverse-success/80" />
        <span className="ml-2 truncate">leadscout.app/dashboard/search</span>
      </div>
      <div className="relative flex min-h-0 flex-1 flex-col gap-2 p-3 sm:gap-3 sm:p-5">
        <div className="flex items-center gap-2 rounded-lg bg-white/10 px-3 py-2 text-xs sm:text-sm">
          <Search className="size-4 shrink-0 text-white/60" aria-hidden="true" />
          <span className="truncate">
            {shownQuery}
            {scene === 0 && (
              <span className="ml-0.5 inline-block h-4 w-px animate-pulse bg-white align-middle" />
            )}
          </span>
        </div>
        <ul className="grid min-h-0 flex-1 content-start gap-1.5 overflow-hidden sm:gap-2">
          {LEADS.map((lead, i) => (
            <li
              key={lead.name}
              style={{ transitionDelay: `${i * 150}ms` }}
              className={cn(
                'flex items-center gap-2 rounded-lg bg-white/5 px-3 py-1.5 text-xs transition-all duration-500 sm:py-2 sm:text-sm',
                showResults ? 'translate-y-0 opacity-100' : 'translate-y-2 opacity-0',
              )}
            >
              <span className="min-w-0 flex-1 truncate font-medium">{lead.name}</span>
              <span className="hidden items-center gap-1 text-white/70 sm:flex">
                <Star className="size-3 fill-highlight text-highlight" aria-hidden="true" /> {lead.rating} (
                {lead.reviews})
              </span>
              <span
                className={cn(
                  'hidden items-center gap-1 rounded-full bg-white/10 px-2 py-0.5 text-white/80 transition-opacity md:flex',
                  showScores ? 'opacity-100' : 'opacity-0',
                )}
              >
                <lead.icon className="size-3" aria-hidden="true" /> {lead.gap}
              </span>
              <span
                className={cn(
                  'w-9 rounded-full px-1.5 py-0.5 text-center font-semibold transition-opacity',
                  scoreClasses(lead.score),
                  showScores ? 'opacity-100' : 'opacity-0',
                )}
              >
                {lead.score}
              </span>
            </li>
          ))}
        </ul>
        <div
          className={cn(
            'absolute inset-x-3 bottom-3 rounded-lg bg-white p-3 text-xs text-emphasis shadow-2xl transition-all duration-500 sm:inset-x-auto sm:right-5 sm:bottom-5 sm:w-80 sm:text-sm',
            showEmail ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-4 opacity-0',
          )}
        >
          <p className="flex items-center gap-1.5 font-semibold text-foreground">
            <Mail className="size-4 text-primary" aria-hidden="true" /> Cold email for Bright Smile Dental
          </p>
          <p className="mt-1 line-clamp-3 text-muted">
            Hi Dr. Patel — 312 glowing reviews, but after 6 pm your site can’t answer a single question. A
            booking chatbot could catch those patients…
          </p>
        </div>
      </div>
      <div className="flex items-center gap-2 border-t border-white/10 px-3 py-2 sm:px-4">
        <button
          type="button"
          className={CONTROL_CLASSES}
          onClick={() => setIsPaused((p) => !p)}
          aria-label={isPaused ? 'Play demo' : 'Pause demo'}
        >
          {isPaused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        </button>
        <button
          type="button"
          className={CONTROL_CLASSES}
          onClick={() => {
            setTyped(0);
            setScene(0);
            setIsPaused(false);
          }}
          aria-label="Restart demo"
        >
          <RotateCcw aria-hidden="true" />
        </button>
        <p aria-live="polite" className="min-w-0 flex-1 truncate text-xs text-white/80 sm:text-sm">
          {scene + 1}/{SCENES.length} · {SCENES[scene].caption}
        </p>
      </div>
    </div>
  );
}
