import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { StaticIsland } from '@web/lib/static-island';
import { CancelAnytime } from './cancel-anytime';
import { ComparisonTable } from './comparison-table';
import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { FounderCountdown } from './founder-countdown';
import { FounderStory } from './founder-story';
import { LandingExitOffer } from './landing-exit-offer';
import { PricingSection } from './pricing-section';
import { StickyCheckoutBar } from './sticky-checkout-bar';
import { Testimonials } from './testimonials';
import { UseCases } from './use-cases';
import { VideoDemo } from './video-demo';

/** The hero's illustration travels in this chunk too (one request for everything but the headline). */
export { HeroPreview } from './hero-preview';

/**
 * Everything but the hero's text, in its own chunk so the first bundle stays small: the sections, the sticky
 * checkout bar (fixed, so it shifts nothing when it appears) and the exit-intent offer. Arriving at /#pricing
 * (say) scrolls to the section once it exists.
 */
export function LandingBelowFold() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <StickyCheckoutBar />
      <VideoDemo />
      <StaticIsland>
        <FounderStory />
        <FeaturesSection />
        <ComparisonTable />
        <UseCases />
        <Testimonials />
      </StaticIsland>
      <PricingSection />
      <FounderCountdown />
      <StaticIsland>
        <CancelAnytime />
        <FaqSection />
      </StaticIsland>
      <ContactSection />
      <LandingExitOffer />
    </>
  );
}
