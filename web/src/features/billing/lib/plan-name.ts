const PLAN_NAMES: Record<string, string> = { unlimited: 'Unlimited', trial: 'Trial', beta: 'Beta' };

export function planName(planType: string | null): string {
  if (!planType) return 'None';
  return PLAN_NAMES[planType] ?? planType.charAt(0).toUpperCase() + planType.slice(1);
}
