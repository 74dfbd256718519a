import { test } from '@playwright/test';
import { connectPushAndFindLink } from './crm-push-helpers';
import { FAKE_HUBSPOT_TOKEN } from './fixtures';

const TOKEN = 'HubSpot private app token';

/**
 * Issue 24: connect HubSpot (the fake of playwright.config.ts) in Settings → Integrations, select rows in the
 * results, push them, watch each lead's result, and find the link to the HubSpot record on the lead's page.
 */
test('connect HubSpot, push selected rows, see the CRM link on the lead', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await connectPushAndFindLink(page, baseURL!, testInfo, {
    provider: 'hubspot',
    niche: 'electrician',
    wrong: { [TOKEN]: 'wrong-token-123' },
    right: { [TOKEN]: FAKE_HUBSPOT_TOKEN },
    refusal: 'HubSpot refused the token',
    recordUrl: /^https:\/\/app\.hubspot\.com\/contacts\/\d+\/record\/0-2\/\d+$/,
  });
});
