import { Suspense } from 'react';
import { preloadableLazy } from '@web/lib/preloadable-lazy';
import { usePageMeta } from '@web/lib/use-page-meta';
import { HeroPreview, HeroSection } from './hero-section';

/** The sections under the hero load as a second chunk, right after the first paint. */
const LandingBelowFold = preloadableLazy(() =>
  import('./landing-below-fold').then((m) => m.LandingBelowFold),
);

export const LANDING_TITLE = 'LeadScout — Find local business leads that need what you sell';
export const LANDING_DESCRIPTION =
  'LeadScout finds local businesses in any niche and city, scores every lead from 0 to 100 and shows who needs a website, chatbot or SEO help. Try 25 free leads.';

export function LandingPage() {
  usePageMeta(LANDING_TITLE, LANDING_DESCRIPTION);
  return (
    <div>
      <HeroSection />
      {/* The placeholder keeps the footer below the fold until the sections arrive (no layout shift). */}
      <Suspense fallback={<div className="min-h-screen bg-canvas" />}>
        <LandingBelowFold />
      </Suspense>
    </div>
  );
}

/** The pre-rendered page loads its second chunk before hydrating (see `web/src/app/preload-route.ts`). */
LandingPage.preload = () => Promise.all([LandingBelowFold.preload(), HeroPreview.preload()]);
