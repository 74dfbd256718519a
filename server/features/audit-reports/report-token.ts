import { createHash, randomBytes } from 'node:crypto';

/** The public pages of shared reports live under this path (outside `/api`). */
export const REPORT_PATH = '/r';

/** A new link's token: 256 random bits, base64url (43 characters); only its hash is stored (decision 130). */
export const newReportToken = () => randomBytes(32).toString('base64url');

export const hashReportToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The public addresses of a link: the page and its PDF. */
export function reportUrls(appUrl: string, token: string) {
  const url = new URL(`${REPORT_PATH}/${token}`, appUrl).toString();
  return { url, pdfUrl: `${url}/report.pdf` };
}
