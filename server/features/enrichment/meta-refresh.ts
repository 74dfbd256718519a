/**
 * A `<meta http-equiv="refresh" content="3; url=/start.html">` in a page's head: where it sends the visitor, or
 * null. Read from the first bytes only (a head is small); a refresh without a URL (a page reloading itself) or
 * one that waits longer than a visitor would is no redirect.
 */
const META = /<meta\b[^>]*http-equiv\s*=\s*["']?refresh\b[^>]*>/i;
const CONTENT = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
const DIRECTIVE = /^\s*(\d+(?:\.\d+)?)\s*[;,]\s*(?:url\s*=\s*)?(.+?)\s*$/i;
const HEAD_BYTES = 16 * 1024;
const LONGEST_WAIT_S = 30;

export function metaRefreshTarget(body: Buffer, base: string): string | null {
  const tag = META.exec(body.subarray(0, HEAD_BYTES).toString('latin1'))?.[0];
  const content = tag && CONTENT.exec(tag);
  const directive = content && DIRECTIVE.exec(content[1] ?? content[2] ?? '');
  if (!directive || Number(directive[1]) > LONGEST_WAIT_S) return null;
  const raw = directive[2].replace(/^['"]|['"]$/g, '').trim();
  try {
    const target = new URL(raw, base);
    if (!/^https?:$/.test(target.protocol)) return null;
    target.hash = '';
    return target.href === new URL(base).href ? null : target.href;
  } catch {
    return null;
  }
}
