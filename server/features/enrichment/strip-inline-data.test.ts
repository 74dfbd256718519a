import { describe, expect, it } from 'vitest';
import { InlineDataStripper } from './strip-inline-data';

function strip(parts: string[]): string {
  const stripper = new InlineDataStripper();
  const out = parts.map((part) => stripper.push(Buffer.from(part, 'latin1')).toString('latin1'));
  return out.join('') + stripper.flush().toString('latin1');
}

describe('InlineDataStripper', () => {
  const html = `<p>a</p><img src="data:image/png;base64,iVBORw0KGgoAAAA+/=="><style>@font-face{src:url(data:font/woff2;charset=utf-8;base64,d09GMgABAAAA)}</style><p>info@joes.com</p>`;
  const expected = `<p>a</p><img src="data:image/png;base64,"><style>@font-face{src:url(data:font/woff2;charset=utf-8;base64,)}</style><p>info@joes.com</p>`;

  it('cuts base64 payloads of images and fonts, keeping the markup around them', () => {
    expect(strip([html])).toBe(expected);
  });

  it.each([1, 2, 3, 7, 16])('gives the same result whatever the chunk size (%i bytes)', (size) => {
    const parts = html.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
    expect(strip(parts)).toBe(expected);
  });

  it('keeps data: URIs that are not base64 media, and the word "data:" in text', () => {
    const text =
      '<p>data: 42</p><a href="data:text/html,<b>hi</b>">x</a><img src="data:image/svg+xml,%3Csvg%3E">';
    expect(strip([text])).toBe(text);
  });
});
