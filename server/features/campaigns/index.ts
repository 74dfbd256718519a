/** What the public API (both doors) uses of campaigns: the same operations as `/api/campaigns`. */
export { pauseCampaign, resumeCampaign, stopCampaign } from './change-campaign-status';
export { findCampaigns } from './find-campaigns';
export { getCampaign } from './get-campaign';
export { launchCampaign } from './launch-campaign';
export { launchDepsOf } from './launch-deps';
