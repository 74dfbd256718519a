import { MIMEType } from 'node:util';
import { loadBuffer, type CheerioAPI } from 'cheerio';

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
  return loadBuffer(body, {
    encoding: { transportLayerEncodingLabel: charsetOf(contentType), defaultEncoding: 'utf-8' },
  });
}
