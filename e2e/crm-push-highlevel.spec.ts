import { test } from '@playwright/test';
import { FAKE_HIGHLEVEL_LOCATION as LOCATION } from '../fakes/highlevel/start-fake-highlevel';
import { connectPushAndFindLink } from './crm-push-helpers';

/** A private integration token the fake HighLevel accepts (any `pit-…` token of 20 characters or more). */
const FAKE_HIGHLEVEL_TOKEN = 'pit-e2e00000-0000-4000-8000-leadscout000';
const [TOKEN, LOCATION_ID] = ['HighLevel private integration token', 'HighLevel location id'];

/**
 * Issue 24 with HighLevel (the fake of playwright.config.ts): connect with a private integration token and its
 * location, select rows in the results, push them, and find the link to the HighLevel contact on the lead's page.
 */
test('connect HighLevel, push selected rows, see the CRM link on the lead', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await connectPushAndFindLink(page, baseURL!, testInfo, {
    provider: 'highlevel',
    niche: 'roofer',
    wrong: { [TOKEN]: 'not-a-pit-token', [LOCATION_ID]: LOCATION },
    right: { [TOKEN]: FAKE_HIGHLEVEL_TOKEN, [LOCATION_ID]: LOCATION },
    refusal: 'Invalid Private Integration token',
    recordUrl: new RegExp(
      `^https://app\\.gohighlevel\\.com/v2/location/${LOCATION}/contacts/detail/[\\w-]+$`,
    ),
  });
});
