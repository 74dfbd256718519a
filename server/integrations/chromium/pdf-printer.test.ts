import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutable, DEFAULT_CHROMIUM_PATH } from './launch-chromium';
import { createPdfPrinter, PdfUnavailableError, type PdfPrinter } from './pdf-printer';

const hasChromium = 'path' in chromiumExecutable(DEFAULT_CHROMIUM_PATH);
const SETTINGS = { heapMb: 256, concurrency: 1, timeoutMs: 20_000, idleMs: 60_000 };

describe.skipIf(!hasChromium)('createPdfPrinter', () => {
  let printer: PdfPrinter;
  let site: Server;
  let origin: string;
  const requested: string[] = [];

  beforeAll(async () => {
    site = createServer((req, res) => {
      requested.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/plain' }).end('x');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    printer = createPdfPrinter({ ...SETTINGS, chromiumPath: DEFAULT_CHROMIUM_PATH });
  });
  afterAll(async () => {
    await printer?.close();
    await new Promise<void>((resolve) => site?.close(() => resolve()));
  });

  it('prints the HTML it is given, fetching nothing but inline data', async () => {
    const pdf = await printer.print(`<!doctype html><html><head><title>Probe report</title>
      <link rel="stylesheet" href="${origin}/style.css"><style>@import url("${origin}/import.css");
      body{background:url("${origin}/bg.png")}</style><script src="${origin}/app.js"></script></head>
      <body><h1>Probe</h1><img src="${origin}/logo.png"><iframe src="${origin}/frame"></iframe>
      <img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==">
      <script>fetch("${origin}/fetch"); new Image().src = "${origin}/pixel";</script></body></html>`);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Title (Probe report)');
    expect(requested).toEqual([]);
  });

  it('prints again after its idle browser was closed', async () => {
    await printer.close();
    const pdf = await printer.print('<!doctype html><title>Again</title><p>Again</p>');
    expect(pdf.toString('latin1')).toContain('/Title (Again)');
  });
});

describe('createPdfPrinter without Chromium', () => {
  it('rejects with PdfUnavailableError, and starts nothing', async () => {
    const printer = createPdfPrinter({ ...SETTINGS, chromiumPath: '/nonexistent/chromium' });
    await expect(printer.print('<p>x</p>')).rejects.toBeInstanceOf(PdfUnavailableError);
    await printer.close();
  });
});
