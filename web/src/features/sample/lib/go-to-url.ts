/** Leaves the app for another site (Stripe Checkout); a module of its own so tests can replace it. */
export function goToUrl(url: string) {
  window.location.assign(url);
}
