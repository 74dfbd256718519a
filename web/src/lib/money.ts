/**
 * Money on screen, in two shapes on purpose: a price reads like a price tag ("$79", "$29.99"), a metered cost
 * always shows cents ("$0.11") and a cost that rounds to nothing says so ("< $0.01") rather than "$0.00".
 */

/** A price: "$79" or "$29.99". */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? `$${amount.toLocaleString('en-US')}` : `$${amount.toFixed(2)}`;
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A metered cost: "$0.11"; amounts above zero that round to nothing read "< $0.01". */
export function formatCost(amount: number): string {
  if (amount > 0 && amount < 0.005) return '< $0.01';
  return usd.format(amount);
}
