import { toast } from 'sonner';
import { Check, LoaderCircle, Lock } from 'lucide-react';
import { SAMPLE_OFFER } from '@contracts/sample';
import { Button } from '@web/components/ui/button';
import { useCreateSampleCheckout } from '../api/sample-checkout';
import { goToUrl } from '../lib/go-to-url';

const INCLUDED = [
  'Unlimited searches, up to 50 leads each',
  'Lead scores, tech stack and socials',
  'AI cold emails and CSV export',
];

const SAMPLE_CHECKOUT_FAILED = 'Failed to start checkout. Please try again.';

/** Starts the sample lifetime-deal checkout and sends the browser to Stripe. */
function useStartSampleCheckout(sampleSearchId: string) {
  const checkout = useCreateSampleCheckout();
  const start = () =>
    checkout.mutate(sampleSearchId, {
      onSuccess: ({ url }) => {
        if (url) goToUrl(url);
        else toast.error(SAMPLE_CHECKOUT_FAILED);
      },
      onError: () => toast.error(SAMPLE_CHECKOUT_FAILED),
    });
  return { start, isPending: checkout.isPending };
}

export function LifetimeDealButton({ sampleSearchId, label }: { sampleSearchId: string; label?: string }) {
  const { start, isPending } = useStartSampleCheckout(sampleSearchId);
  return (
    <Button size="lg" onClick={start} disabled={isPending} className="w-full">
      {isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
      {isPending ? 'Processing...' : (label ?? `Lock In $${SAMPLE_OFFER.lifetimePriceUsd}/month for Life`)}
    </Button>
  );
}

/** The lifetime deal: $29.99/month locked for life, regular $49/month (the sample funnel's own copy). */
export function LifetimeDealCard({ sampleSearchId }: { sampleSearchId: string }) {
  return (
    <aside
      aria-labelledby="lifetime-deal-title"
      className="flex flex-col gap-5 rounded-2xl border-2 border-primary bg-white p-6 shadow-xl shadow-primary/10"
    >
      <div>
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">
          Lifetime deal for sample users
        </p>
        <h2 id="lifetime-deal-title" className="mt-2 text-xl font-bold text-foreground">
          Get unlimited leads like these
        </h2>
      </div>
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight text-foreground">
          ${SAMPLE_OFFER.lifetimePriceUsd}
        </span>
        <span className="text-muted">/month</span>
        <span className="text-subtle line-through">${SAMPLE_OFFER.regularPriceUsd}/month</span>
      </p>
      <p className="-mt-3 text-sm text-muted">Lifetime-locked: your price never goes up.</p>
      <ul className="grid gap-2">
        {INCLUDED.map((item) => (
          <li key={item} className="flex items-start gap-2 text-sm text-body">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
      <LifetimeDealButton sampleSearchId={sampleSearchId} />
    </aside>
  );
}
