const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$0.11"; amounts above zero that round to nothing read "< $0.01" rather than a misleading "$0.00". */
export function formatUsd(amount: number): string {
  if (amount > 0 && amount < 0.005) return '< $0.01';
  return usd.format(amount);
}
