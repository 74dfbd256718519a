import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { CircleCheck, Clock, Mail, PartyPopper } from 'lucide-react';
import { SAMPLE_OFFER } from '@contracts/sample';
import { Button } from '@web/components/ui/button';
import { ExitIntentDialog, useExitIntent } from '@web/features/landing';
import { usePageMeta } from '@web/lib/use-page-meta';
import { markSampleUpgraded } from '../api/sample-checkout';
import { formatClock, useCountdown } from '../hooks/use-countdown';
import { takeSampleResults, type TStoredSample } from '../lib/sample-results-storage';
import { LifetimeDealButton, LifetimeDealCard } from './lifetime-deal-card';
import { OfferCountdownBanner } from './offer-countdown-banner';
import { SampleLeadsList } from './sample-leads-list';

const NO_RESULTS_MESSAGE = 'No results found. Please complete a sample search first.';
const NO_SEARCH_ID_MESSAGE = 'Search ID not found. Please try again.';

function UpgradedPanel() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
        <PartyPopper className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-foreground">Your lifetime deal is active</h1>
      <p className="text-muted">Create your account with the email you paid with to start searching.</p>
      <Button asChild size="lg">
        <Link to="/auth">Create Your Account</Link>
      </Button>
    </div>
  );
}

export function SampleResultsPage() {
  usePageMeta(
    'Your Free Sample Leads | LeadScout',
    'Your free LeadScout sample: local business leads with ratings, reviews, phones, websites and addresses.',
  );
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const searchId = params.get('id');
  const isUpgradeReturn = params.get('upgraded') === 'true' && Boolean(params.get('session_id'));
  const [sample] = useState<TStoredSample | null>(() => (searchId ? takeSampleResults() : null));
  const secondsLeft = useCountdown(SAMPLE_OFFER.countdownSeconds);
  const [isExitOpen, setIsExitOpen] = useState(false);
  useExitIntent('sample-results', Boolean(sample) && !isUpgradeReturn, () => setIsExitOpen(true));

  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    if (isUpgradeReturn && searchId) {
      void markSampleUpgraded(searchId, params.get('session_id')!);
      toast.success('Welcome to LeadScout!', {
        description: `Your $${SAMPLE_OFFER.lifetimePriceUsd}/month lifetime price is locked in. Create your account to start.`,
        duration: 5000,
        action: { label: 'Create Account', onClick: () => void navigate('/auth') },
      });
      return;
    }
    if (!searchId) {
      toast.error(NO_SEARCH_ID_MESSAGE);
      void navigate('/try-sample-search', { replace: true });
    } else if (!sample) {
      toast.error(NO_RESULTS_MESSAGE);
      void navigate('/try-sample-search', { replace: true });
    }
  }, [isUpgradeReturn, navigate, params, sample, searchId]);

  if (!sample || !searchId) return isUpgradeReturn ? <UpgradedPanel /> : null;

  const count = sample.businesses.length;
  return (
    <div className="flex-1 bg-canvas">
      {!isUpgradeReturn && <OfferCountdownBanner secondsLeft={secondsLeft} />}
      <div className="mx-auto grid grid-cols-1 max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_340px]">
        <div className="flex min-w-0 flex-col gap-6">
          <header className="flex flex-col gap-3">
            <p className="flex items-center gap-2 text-sm font-medium text-success">
              <CircleCheck className="size-4" aria-hidden="true" />
              Sample ready
            </p>
            <h1 className="text-3xl font-bold tracking-tight text-balance text-foreground sm:text-4xl">
              {count} {sample.niche} leads in {sample.location}
            </h1>
            <p className="flex items-start gap-2 text-muted">
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {sample.emailed
                ? 'We also emailed them to you as a spreadsheet.'
                : 'We could not email the spreadsheet this time, so keep this page open: your leads are below.'}
            </p>
          </header>
          <div className="rounded-xl border border-line bg-white shadow-sm">
            <SampleLeadsList leads={sample.businesses} />
          </div>
          <div className="rounded-xl border border-line bg-white p-5 text-sm text-muted">
            <p className="font-semibold text-foreground">The full LeadScout search shows much more</p>
            <p className="mt-1">
              Lead scores from 0 to 100, missing chatbots and CMS, social profiles, on-site emails and contact
              names, AI cold emails — and up to 50 leads per search in any niche and city.
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
          {!isUpgradeReturn && <LifetimeDealCard sampleSearchId={searchId} />}
          <p className="text-center text-sm text-muted">
            Prefer to look around first?{' '}
            <Link
              to="/auth"
              className="rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
            >
              Create a free account
            </Link>
          </p>
        </div>
      </div>
      <ExitIntentDialog
        open={isExitOpen}
        onOpenChange={setIsExitOpen}
        badge={
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">
            <Clock className="size-3.5" aria-hidden="true" />{' '}
            {secondsLeft > 0 ? `${formatClock(secondsLeft)} left` : 'Last chance'}
          </span>
        }
        title={`Before you go: $${SAMPLE_OFFER.lifetimePriceUsd}/month, for life`}
        description={`You just saw ${count} leads in seconds. Keep finding them every day for $${SAMPLE_OFFER.lifetimePriceUsd}/month instead of $${SAMPLE_OFFER.regularPriceUsd} — locked for life.`}
      >
        <LifetimeDealButton
          sampleSearchId={searchId}
          label={`Claim $${SAMPLE_OFFER.lifetimePriceUsd}/month for Life`}
        />
        <Button variant="ghost" onClick={() => setIsExitOpen(false)}>
          Maybe later
        </Button>
      </ExitIntentDialog>
    </div>
  );
}
