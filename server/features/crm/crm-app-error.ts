import { AppError } from '../../lib/app-error';
import { CrmError } from '../../integrations/crm/crm-client';

/** A CRM's refusal as the API's error: a rejected token is the user's to fix, the rest is the CRM's. */
export function crmAppError(error: unknown, crmName: string): AppError {
  if (error instanceof CrmError && error.unauthorized)
    return new AppError('CRM_TOKEN_REJECTED', `${crmName} refused the token: ${error.message}`);
  const message = error instanceof Error ? error.message : String(error);
  return new AppError('UPSTREAM_ERROR', `${crmName} answered with an error: ${message}`);
}
