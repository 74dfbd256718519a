import { createContext } from 'react';
import type { TLead } from '@contracts/search';

/**
 * Where a lead's name links to (its own page, `/dashboard/leads/:id`), or null for no link. The signed-in workspace
 * provides it; the public sample table does not, so its names stay plain text.
 */
export const LeadLinkContext = createContext<(lead: TLead) => string | null>(() => null);
