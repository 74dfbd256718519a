import { AppError } from '../../lib/app-error';
import type { Billing } from './billing-config';

/** The answer of every payment call when this server has no payment provider configured. */
export function requireBilling(billing: Billing | null): Billing {
  if (!billing) {
    throw new AppError(
      'BILLING_DISABLED',
      'Payments are not configured on this server. Ask your administrator to turn on your access.',
    );
  }
  return billing;
}
