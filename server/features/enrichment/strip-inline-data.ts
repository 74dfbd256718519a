/**
 * Inline images, fonts and media (`data:image/png;base64,…`) make up most of the weight of many heavy homepages,
 * and nothing a detector reads is inside them. This cuts their payload out of a byte stream as it arrives,
 * keeping the `data:…;base64,` head so the markup around it still parses. Works on bytes: the markers are ASCII,
 * so any ASCII-compatible charset (UTF-8, Latin-1, Windows-125x, Shift_JIS…) is safe.
 */
const HEAD =
  /^data:(?:image|font|audio|video|application\/(?:x-)?font[\w.+-]*|application\/octet-stream)[\w.+/-]*(?:;[\w.+=-]+)*?;base64,/i;
/** Long enough for any real `data:<mime>;<params>;base64,` head. */
const MAX_HEAD = 120;
const MARKER = Buffer.from('data:');

function isPayloadByte(byte: number): boolean {
  return (
    (byte >= 0x41 && byte <= 0x5a) || // A-Z
    (byte >= 0x61 && byte <= 0x7a) || // a-z
    (byte >= 0x30 && byte <= 0x39) || // 0-9
    byte === 0x2b || // +
    byte === 0x2f || // /
    byte === 0x3d || // =
    byte === 0x25 || // % (URL-encoded padding)
    byte === 0x0a ||
    byte === 0x0d ||
    byte === 0x20 ||
    byte === 0x09
  );
}

export class InlineDataStripper {
  private carry = Buffer.alloc(0);
  private skipping = false;
  /** Payload bytes dropped so far. */
  stripped = 0;

  /** The bytes of `chunk` worth keeping; a few may be held back until the next chunk shows a marker's end. */
  push(chunk: Buffer): Buffer {
    const buf = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    this.carry = Buffer.alloc(0);
    const out: Buffer[] = [];
    let i = 0;
    while (i < buf.length) {
      if (this.skipping) {
        let j = i;
        while (j < buf.length && isPayloadByte(buf[j])) j++;
        this.stripped += j - i;
        i = j;
        if (j < buf.length) this.skipping = false;
        continue;
      }
      const at = buf.indexOf(MARKER, i);
      if (at < 0) {
        // Hold back a tail that could be the start of a marker split across chunks.
        const keep = Math.max(i, buf.length - (MARKER.length - 1));
        out.push(buf.subarray(i, keep));
        this.carry = Buffer.from(buf.subarray(keep));
        break;
      }
      const head = buf.subarray(at, Math.min(buf.length, at + MAX_HEAD)).toString('latin1');
      const match = HEAD.exec(head);
      if (!match && !head.includes(',') && buf.length - at < MAX_HEAD) {
        // The head may still be arriving.
        out.push(buf.subarray(i, at));
        this.carry = Buffer.from(buf.subarray(at));
        break;
      }
      const end = match ? at + match[0].length : at + MARKER.length;
      out.push(buf.subarray(i, end));
      this.skipping = match !== null;
      i = end;
    }
    return out.length === 1 ? out[0] : Buffer.concat(out);
  }

  /** Whatever was held back, at the end of the stream. */
  flush(): Buffer {
    const rest = this.carry;
    this.carry = Buffer.alloc(0);
    return rest;
  }
}
