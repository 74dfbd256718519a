export type TNavLink = { label: string; to: string };

export const PUBLIC_LINKS: TNavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Features', to: '/#features' },
  { label: 'Pricing', to: '/#pricing' },
  { label: 'FAQ', to: '/#faq' },
];

export const SOLUTION_LINKS: TNavLink[] = [
  { label: 'For Web Designers', to: '/for-web-designers' },
  { label: 'For Marketing Agencies', to: '/for-marketing-agencies' },
  { label: 'For Chatbot Providers', to: '/for-chatbot-providers' },
];

export const ACCOUNT_LINKS: TNavLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Search', to: '/dashboard/search' },
  { label: 'History', to: '/dashboard/history' },
  { label: 'Settings', to: '/dashboard/settings' },
  { label: 'API Key Help', to: '/dashboard/api-key-guide' },
];
