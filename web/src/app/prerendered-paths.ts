/**
 * The public pages the build pre-renders (decision 057): each becomes a static `index.html` the server answers
 * with. The pre-render entry, the e2e tests and `npm run bench:lighthouse` all read this one list.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/try-sample-search',
  '/for-web-designers',
  '/for-marketing-agencies',
  '/for-chatbot-providers',
  '/privacy-policy',
  '/refund-policy',
  '/bot',
  '/docs/api',
  '/docs/webhooks',
  '/docs/integrations',
];
