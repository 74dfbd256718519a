/** "Nov 28, 2026" */
export function formatDate(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "$79" or "$29.99" */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? `$${amount.toLocaleString('en-US')}` : `$${amount.toFixed(2)}`;
}

const PLAN_NAMES: Record<string, string> = { unlimited: 'Unlimited', trial: 'Trial', beta: 'Beta' };

export function planName(planType: string | null): string {
  if (!planType) return 'None';
  return PLAN_NAMES[planType] ?? planType.charAt(0).toUpperCase() + planType.slice(1);
}
