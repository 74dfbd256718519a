import { Hono, type Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import { PdfUnavailableError } from '../../integrations/chromium/pdf-printer';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { limitPerAddress, type RateLimit } from '../../lib/rate-limits';
import { findSharedLogo, findSharedReport } from './find-shared-report';
import { logoResponse } from './logo-response';
import { recordReportView } from './record-report-view';
import { renderReport, renderReportNotFound } from './render-report';
import { toReportView } from './report-view';

/** Pages, logos and view beacons of shared reports, per address (decision 080): a page is three requests. */
export const REPORT_PAGE_LIMIT: RateLimit = {
  name: 'report-page',
  points: 60,
  durationSeconds: 60,
  message: 'Too many requests for shared reports. Try again in a minute.',
};
/** PDFs cost a browser's print each. */
export const REPORT_PDF_LIMIT: RateLimit = {
  name: 'report-pdf',
  points: 10,
  durationSeconds: 600,
  message: 'Too many PDF downloads. Try again in a few minutes.',
};

const notFoundPage = (c: Context<AppEnv>) => c.html(renderReportNotFound(), 404);

/** "Joe's Plumbing & Co." → `audit-joe-s-plumbing-co.pdf`. */
function pdfFileName(businessName: string): string {
  const slug = businessName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `audit-${slug || 'report'}.pdf`;
}

/**
 * The public side of shared reports (`/r/<token>`, decision 130): rendered here, without the SPA; never indexed
 * or cached; a link that is not live is a 404 on every path. Reading the page counts nothing: only its beacon,
 * sent after a few seconds of the page being visible, is a view.
 */
export function reportPageRoutes({ db, pdfPrinter }: AppDeps) {
  const pages = limitPerAddress(db, REPORT_PAGE_LIMIT);
  const pdfs = limitPerAddress(db, REPORT_PDF_LIMIT);
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.res.headers.set('X-Robots-Tag', 'noindex, nofollow, noarchive');
      c.res.headers.set('Cache-Control', 'private, no-store');
    })
    .get('/:token', pages, async (c) => {
      const token = c.req.param('token');
      const shared = await findSharedReport(db, token);
      if (!shared) return notFoundPage(c);
      return c.html(renderReport(toReportView(shared), { kind: 'page', token }));
    })
    .post('/:token/view', pages, async (c) =>
      c.body(null, (await recordReportView(db, c.req.param('token'))) ? 204 : 404),
    )
    .get('/:token/logo', pages, async (c) => {
      const logo = await findSharedLogo(db, c.req.param('token'));
      return logo ? logoResponse(logo) : c.text('Not found', 404);
    })
    .get('/:token/report.pdf', pdfs, async (c) => {
      const token = c.req.param('token');
      const shared = await findSharedReport(db, token);
      if (!shared) return notFoundPage(c);
      // A link checker's HEAD learns what it needs without a browser printing for it.
      if (c.req.method === 'HEAD') return c.body(null, 200, { 'content-type': 'application/pdf' });
      const logo = shared.branding.hasLogo ? await findSharedLogo(db, token) : null;
      const logoDataUri = logo ? `data:${logo.type};base64,${logo.bytes.toString('base64')}` : null;
      const html = renderReport(toReportView(shared), { kind: 'pdf', logoDataUri });
      const pdf = await pdfPrinter.print(html).catch((error: unknown) => {
        if (error instanceof PdfUnavailableError)
          throw new AppError('PDF_UNAVAILABLE', 'The PDF cannot be made on this server right now.');
        throw error;
      });
      const name = pdfFileName(shared.lead.businessName);
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${name}"`,
      });
    })
    .all('*', notFoundPage);
}
