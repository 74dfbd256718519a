/** What other features may use from billing; everything else in this folder is its own. */
export { OfferCardFrame, PerkList } from './components/offer-parts';
export { SubscribeBanner } from './components/subscribe-banner';
export { useBillingManager } from './hooks/use-billing-manager';
export { SubscriptionTab } from './components/subscription-tab';
export { planName } from './lib/plan-name';
