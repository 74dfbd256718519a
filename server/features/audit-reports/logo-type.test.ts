import { describe, expect, it } from 'vitest';
import { logoTypeOf } from './logo-type';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('logoTypeOf', () => {
  it('reads PNG, JPEG and WebP from their magic numbers', () => {
    expect(logoTypeOf(bytes([0x89], 'PNG\r\n\x1a\n', 'rest'))).toBe('image/png');
    expect(logoTypeOf(bytes([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(logoTypeOf(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses SVG, GIF, other RIFF files, text and truncated headers', () => {
    for (const refused of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('<?xml version="1.0"?><svg/>'),
      bytes('GIF89a'),
      bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '),
      bytes('RIFF'),
      bytes([0x89], 'PNG'),
      bytes([0xff, 0xd8]),
      bytes(''),
    ])
      expect(logoTypeOf(refused)).toBeNull();
  });
});
