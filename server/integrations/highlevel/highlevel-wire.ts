/**
 * HighLevel (LeadConnector) API v2 wire shapes the client and the fake share
 * (marketplace.gohighlevel.com/docs; host services.leadconnectorhq.com, `Version: 2021-07-28`).
 */

export const HIGHLEVEL_API_VERSION = '2021-07-28';

/** Every refusal: `{ statusCode, message }` (message is a list on a validation error). */
export type HighLevelError = { statusCode: number; message: string | string[]; error?: string };

/**
 * The contact fields LeadScout sends (POST /contacts/upsert; PUT /contacts/{id} without `locationId` and
 * `companyName`, which HighLevel's update body does not have).
 */
export type HighLevelContactInput = {
  locationId?: string;
  firstName?: string;
  lastName?: string;
  name?: string;
  email?: string;
  phone?: string;
  companyName?: string;
  website?: string;
  address1?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
  tags?: string[];
  source?: string;
};

export type HighLevelContact = HighLevelContactInput & { id: string; locationId: string };

/** POST /contacts/upsert: `new` says whether it made the contact. */
export type HighLevelUpsert = { new: boolean; contact: HighLevelContact; traceId?: string };

export type HighLevelNote = { id: string; body: string; contactId: string; dateAdded: string };

export type HighLevelPipeline = {
  id: string;
  name: string;
  stages: { id: string; name: string; position: number }[];
};

export type HighLevelOpportunity = {
  id: string;
  name: string;
  pipelineId: string;
  pipelineStageId: string;
  contactId: string;
  locationId: string;
  status: 'open' | 'won' | 'lost' | 'abandoned';
};

/** POST /opportunities/upsert: the opportunity of that contact in that pipeline, updated or made (`new`). */
export type HighLevelOpportunityUpsert = { opportunity: HighLevelOpportunity; new: boolean };

/** GET /locations/{locationId} */
export type HighLevelLocation = { location: { id: string; name: string; website?: string } };

/** The first line of the note LeadScout keeps on a business contact (found again on a re-push). */
export const LEADSCOUT_NOTE_TITLE = 'LeadScout lead';
