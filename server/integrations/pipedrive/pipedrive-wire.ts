/** Pipedrive API v1 wire shapes the client and the fake share (developers.pipedrive.com/docs/api/v1). */

/** Every v1 answer: `{ success: true, data }`, or `{ success: false, error, … }` on a refusal. */
export type PipedriveEnvelope<T> =
  | { success: true; data: T; additional_data?: unknown }
  | { success: false; error: string; error_info?: string; errorCode?: number; data: null };

/** GET /v1/users/me (the token's user and company). */
export type PipedriveMe = {
  id: number;
  name: string;
  company_id: number;
  company_name: string;
  company_domain: string;
};

/** GET /v1/{organizations|persons}/search */
/** GET /v1/deals/search (the fields LeadScout reads). */
export type PipedriveDealSearch = {
  items: {
    result_score: number;
    item: { id: number; type: 'deal'; title: string; organization: { id: number; name: string } | null };
  }[];
};
export type PipedriveSearch = { items: { result_score: number; item: { id: number; name: string } }[] };

/** A lead of the Leads inbox (GET/POST /v1/leads, PATCH /v1/leads/{id}): its id is a UUID. */
export type PipedriveLead = {
  id: string;
  title: string;
  organization_id: number | null;
  person_id: number | null;
  owner_id: number;
  source_name: string;
  is_archived: boolean;
  add_time: string;
  update_time: string;
};

/** GET /v1/leads/search: leads by title, filtered by `organization_id` / `person_id`. */
export type PipedriveLeadSearch = {
  items: {
    result_score: number;
    item: {
      id: string;
      type: 'lead';
      title: string;
      organization: { id: number; name: string } | null;
      person: { id: number; name: string } | null;
    };
  }[];
};

export type PipedriveNote = { id: number; content: string; org_id: number | null };
export type PipedriveStage = { id: number; name: string; pipeline_id: number; order_nr: number };
export type PipedrivePipeline = { id: number; name: string; order_nr: number; active: boolean };

/** The first line of the note LeadScout keeps on an organization (found again on a re-push). */
export const LEADSCOUT_NOTE_TITLE = 'LeadScout lead';
