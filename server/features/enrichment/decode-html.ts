import { MIMEType } from 'node:util';
import { decodeStream, loadBuffer, type CheerioAPI } from 'cheerio';

function charsetOf(contentType: string | null): string | undefined {
  if (!contentType) return undefined;
  try {
    return new MIMEType(contentType).params.get('charset') ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Decodes and parses an HTML body the way browsers do (WHATWG sniffing, via cheerio's encoding-sniffer):
 * byte-order mark, then the Content-Type charset, then `<meta charset>`, else UTF-8. Unknown labels are
 * ignored and undecodable bytes become U+FFFD, so bad encodings never throw.
 */
export function decodeHtml(body: Buffer, contentType: string | null): CheerioAPI {
  return loadBuffer(body, optionsFor(contentType));
}

const optionsFor = (contentType: string | null) => ({
  encoding: { transportLayerEncodingLabel: charsetOf(contentType), defaultEncoding: 'utf-8' },
});

/** Slices a large body is parsed in; between them the event loop serves everything else (the API). */
const SLICE_BYTES = 128 * 1024;

/**
 * The same decoding and parsing as `decodeHtml`, fed to the parser in slices with a turn of the event loop
 * between them: a 3 MB page of dense markup costs seconds of parsing, which must not stop the server answering
 * meanwhile (the deep pass reads pages up to 10 MB; decision 092). Small bodies are parsed at once.
 */
export function decodeHtmlInSlices(body: Buffer, contentType: string | null): Promise<CheerioAPI> {
  if (body.length <= SLICE_BYTES) return Promise.resolve(decodeHtml(body, contentType));
  return new Promise((resolve, reject) => {
    const stream = decodeStream(optionsFor(contentType), (error, $) => (error ? reject(error) : resolve($)));
    stream.on('error', reject);
    let offset = 0;
    const next = (): void => {
      if (offset >= body.length) {
        stream.end();
        return;
      }
      const slice = body.subarray(offset, offset + SLICE_BYTES);
      offset += SLICE_BYTES;
      stream.write(slice, () => setImmediate(next));
    };
    next();
  });
}
