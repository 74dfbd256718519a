import type { TCrmPipeline } from '@contracts/crm';

/** A business as the CRM's company / organization: property names are ours, each client maps them. */
export type CrmCompany = {
  name: string;
  domain?: string;
  website?: string;
  phone?: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  /** The lead's tags, for a CRM that tags records (HighLevel); the others read them in the description. */
  tags?: string[];
  /** Everything else as labelled text (rating, score parts, tech, socials, tags, notes, lead URL). */
  description?: string;
};

/** A person: an email address found on the site, with a name when the site named one. */
export type CrmPerson = {
  email: string;
  firstName?: string;
  lastName?: string;
  jobTitle?: string;
  phone?: string;
};

export type CrmDeal = { name: string; pipelineId?: string; stageId?: string };

/** What a upsert did: the CRM's id and whether it made a new record. */
export type CrmUpsert = { id: string; created: boolean };

/** A lead in a CRM's own inbox of unqualified leads (Pipedrive's Leads inbox), instead of a deal. */
export type CrmLead = { title: string };

/**
 * One CRM behind the small interface the push job uses (issue 24). `knownId` is the id a previous push stored:
 * the record is updated; without it the client looks for the same business (domain, then phone) or person
 * (email) before it creates one, so a push never makes a second record.
 */
export type CrmClient = {
  /** Checks the token; returns the account's name (and keeps what `recordUrl` needs). */
  test(): Promise<{ accountName: string }>;
  upsertCompany(company: CrmCompany, knownId?: string): Promise<CrmUpsert>;
  upsertPerson(person: CrmPerson, companyId: string): Promise<CrmUpsert>;
  createDeal(deal: CrmDeal, companyId: string, personIds: string[]): Promise<{ id: string }>;
  /**
   * Only a CRM with a leads inbox (Pipedrive): the lead `knownId` names is updated, else the company's lead of the
   * same title, else one is made; `url` is its page in the CRM.
   */
  upsertLead?(
    lead: CrmLead,
    companyId: string,
    personIds: string[],
    knownId?: string,
  ): Promise<CrmUpsert & { url: string }>;
  pipelines(): Promise<TCrmPipeline[]>;
  /** The CRM's own page of a company (after `test`). */
  recordUrl(companyId: string): string;
};

/** A refusal of the CRM, with its own message; 429 carries the seconds it asked us to wait. */
export class CrmError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'CrmError';
  }

  get rateLimited() {
    return this.status === 429;
  }

  get unauthorized() {
    return this.status === 401 || this.status === 403;
  }
}
