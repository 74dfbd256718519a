/** What other features may use of shared audit reports (the public API's door, decision 130). */
export { createAuditReport } from './create-audit-report';
export { findAuditReports } from './find-audit-reports';
export { revokeAuditReport } from './revoke-audit-report';
