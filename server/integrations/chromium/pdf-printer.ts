import { startBrowserPool, type BrowserPool } from './browser-pool';
import { chromiumExecutable, type ChromiumSettings } from './launch-chromium';

/** Prints HTML the caller wrote to a PDF; `close` ends its browser (if one was started). */
export type PdfPrinter = {
  /** Rejects with `PdfUnavailableError` when there is no Chromium or it does not start. */
  print(html: string): Promise<Buffer>;
  close(): Promise<void>;
};

export class PdfUnavailableError extends Error {}

export type PdfPrinterSettings = Pick<ChromiumSettings, 'chromiumPath' | 'heapMb'> & {
  /** PDFs printed at once; more wait for a turn. */
  concurrency: number;
  /** How long one print may take, waiting for its turn included. */
  timeoutMs: number;
  /** The browser is closed after this long without a print, and started again by the next one. */
  idleMs: number;
};

/**
 * Chromium's print to PDF (decision 130), started at the first print, not at boot: a web process that never
 * prints never runs a browser. The page is the HTML given (`setContent`) and may fetch nothing: every request it
 * would make is aborted — on top of the launch flags that leave Chromium unable to resolve or connect
 * (decision 094) — so images must be inline `data:` URLs.
 */
export function createPdfPrinter(settings: PdfPrinterSettings): PdfPrinter {
  let pool: Promise<BrowserPool> | null = null;
  let printing = 0;
  let idle: NodeJS.Timeout | undefined;

  const stop = async (): Promise<void> => {
    const current = pool;
    pool = null;
    const started = await current?.catch(() => null);
    await started?.close();
  };

  const start = (): Promise<BrowserPool> => {
    const executable = chromiumExecutable(settings.chromiumPath);
    if ('missing' in executable) return Promise.reject(new PdfUnavailableError(executable.missing));
    return startBrowserPool({
      chromiumPath: executable.path,
      heapMb: settings.heapMb,
      userAgent: 'LeadScout report printer',
      size: settings.concurrency,
    }).catch((error: Error) => {
      throw new PdfUnavailableError(`Chromium did not start (${error.message.split('\n')[0]})`);
    });
  };

  return {
    async print(html) {
      clearTimeout(idle);
      printing++;
      try {
        pool ??= start();
        const browser = await pool.catch((error: unknown) => {
          pool = null;
          throw error;
        });
        return await browser.withContext(AbortSignal.timeout(settings.timeoutMs), async (context) => {
          await context.route('**/*', (route) => route.abort('blockedbyclient'));
          await context.routeWebSocket(/.*/, (ws) => ws.close());
          const page = await context.newPage();
          await page.setContent(html, { waitUntil: 'load' });
          await page.emulateMedia({ media: 'print' });
          const pdf = await page.pdf({
            format: 'A4',
            printBackground: true,
            margin: { top: '16mm', bottom: '16mm', left: '14mm', right: '14mm' },
            tagged: true,
            outline: true,
          });
          return pdf;
        });
      } finally {
        printing--;
        if (printing === 0) idle = setTimeout(() => void stop(), settings.idleMs).unref();
      }
    },
    async close() {
      clearTimeout(idle);
      await stop();
    },
  };
}
