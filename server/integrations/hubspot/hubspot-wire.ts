/** HubSpot's wire shapes the client and the fake share (developers.hubspot.com/docs/api/crm). */

/** The body of every HubSpot error, e.g. 429 `{ status: 'error', category: 'RATE_LIMITS', … }`. */
export type HubSpotErrorBody = {
  status: 'error';
  message: string;
  correlationId: string;
  category: string;
  errorType?: string;
  policyName?: string;
};

export type HubSpotObject = {
  id: string;
  properties: Record<string, string | null>;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
};

/** GET /account-info/v3/details */
export type HubSpotAccountDetails = {
  portalId: number;
  accountType: string;
  timeZone: string;
  companyCurrency: string;
  uiDomain: string;
  dataHostingLocation: string;
};

/** Default association type ids (HUBSPOT_DEFINED): deal → company 341, deal → contact 3. */
export const HUBSPOT_ASSOCIATION = { dealToCompany: 341, dealToContact: 3, contactToCompany: 279 } as const;
