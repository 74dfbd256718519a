import Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import { logger } from '../../core/logger';

/** A Stripe call that failed becomes a 502 with the product's message; Stripe's own message is only logged. */
export async function callStripe<T>(what: string, message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const stripeError = error instanceof Stripe.errors.StripeError ? error : null;
    logger.error(`stripe ${what} failed`, {
      type: stripeError?.type,
      code: stripeError?.code,
      status: stripeError?.statusCode,
      message: (error as Error).message,
    });
    throw new AppError('UPSTREAM_ERROR', message);
  }
}
