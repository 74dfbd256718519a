/** What other features may use of billing; everything else in this folder is its own. */
export { syncStripeCustomer } from './sync-stripe-customer';
export { queueSeatSync } from './sync-seats';
