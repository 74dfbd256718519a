import { useSession } from '@web/lib/session';

/** Where "Claim founder pricing" leads: sign up first when signed out, else the subscription tab. */
export function useCheckoutTarget(): string {
  const { user } = useSession();
  return user ? '/dashboard/settings?tab=subscription' : '/auth';
}
