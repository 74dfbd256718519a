import { usePageMeta } from '@web/lib/use-page-meta';
import { POLICY_TERMS as T } from '../policy-terms';
import { PolicyLayout, type TPolicySection } from './policy-layout';

const SECTIONS: TPolicySection[] = [
  {
    id: 'all-sales-final',
    title: 'All sales are final',
    body: (
      <p>
        <strong>All sales are final.</strong> Subscription payments are not refundable, in whole or in part,
        except for the one-time courtesy refund described below — and the one exception to all sales final,
        our 30-day money-back guarantee.
      </p>
    ),
  },
  {
    id: 'money-back-guarantee',
    title: '30-day money-back guarantee',
    body: (
      <p>
        The <strong>30-day money-back guarantee</strong> is the one exception to &ldquo;all sales
        final&rdquo;: if LeadScout is not right for you, write to support within 30 days of your first payment
        and we refund that payment in full.
      </p>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancel any time',
    body: (
      <>
        <p>
          You can <strong>cancel any time</strong> from Settings → Subscription → Manage billing. Cancelling
          stops future payments; you keep <strong>full access until the end of the billing period</strong> you
          already paid for.
        </p>
        <p>
          After cancellation we <strong>keep your data for {T.dataRetentionDays} days</strong> — searches,
          leads, lists, notes and templates — so you can export it or come back. After {T.dataRetentionDays}{' '}
          days it is deleted.
        </p>
      </>
    ),
  },
  {
    id: 'trials',
    title: 'Trials',
    body: (
      <p>
        If you start with a trial,{' '}
        <strong>cancel at least {T.trialCancelHoursBeforeEnd} hours before the trial ends</strong> to avoid
        being charged for the first paid period. Charges made because a trial was not cancelled in time are
        final.
      </p>
    ),
  },
  {
    id: 'courtesy-refund',
    title: 'First-time courtesy refund',
    body: (
      <p>
        As a one-time courtesy for first-time subscribers, we refund your first payment if you ask{' '}
        <strong>within {T.courtesyRefundHours} hours of purchase and before you have run any searches</strong>
        . Write to us through the contact form with the email of your account. Each customer can receive this
        courtesy refund once.
      </p>
    ),
  },
  {
    id: 'price-changes',
    title: 'Price changes',
    body: (
      <>
        <p>
          We give you <strong>{T.priceChangeNoticeDays} days' notice</strong> by email before any price change
          affects your subscription, so you can decide whether to continue.
        </p>
        <p>
          <strong>Promotional rates are grandfathered</strong>: if you subscribed at a founder or promotional
          price, you keep that price for as long as your subscription stays active.
        </p>
      </>
    ),
  },
  {
    id: 'support',
    title: 'Support',
    body: (
      <p>
        Billing questions go through the contact form (category “Billing”). We{' '}
        <strong>reply within {T.supportReplyHours} hours</strong>.
      </p>
    ),
  },
];

export function RefundPolicyPage() {
  usePageMeta(
    'Refund and Cancellation Policy | LeadScout',
    'LeadScout refund and cancellation policy: all sales final, cancel any time with access until period end, first-time courtesy refund within 48 hours.',
  );
  return (
    <PolicyLayout
      title="Refund and Cancellation Policy"
      intro={
        <p>
          Plain terms for paying, cancelling and the rare refund. This policy applies to every LeadScout
          subscription.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
