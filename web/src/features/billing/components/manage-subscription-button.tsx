import { ExternalLink } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { usePortal } from '../api/use-portal';

/** Opens Stripe's customer portal (change card, cancel) in a new tab. */
export function ManageSubscriptionButton() {
  const portal = usePortal();
  return (
    <Button variant="outline" disabled={portal.isPending} onClick={() => portal.mutate()}>
      {portal.isPending ? <Spinner className="size-4" /> : <ExternalLink aria-hidden="true" />}
      {portal.isPending ? 'Processing...' : 'Manage Subscription'}
    </Button>
  );
}
