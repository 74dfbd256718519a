import { describe, expect, it } from 'vitest';
import { metaRefreshTarget } from './meta-refresh';

const target = (meta: string) =>
  metaRefreshTarget(
    Buffer.from(`<html><head>${meta}</head><body>Redirecting…</body></html>`),
    'https://joes.com/',
  );

describe('metaRefreshTarget', () => {
  it('reads where a refresh sends the visitor, with or without a delay and quotes', () => {
    expect(target(`<meta http-equiv="refresh" content="0;url=/home/">`)).toBe('https://joes.com/home/');
    expect(target(`<meta http-equiv="Refresh" content="3; URL='/start.html'">`)).toBe(
      'https://joes.com/start.html',
    );
    expect(target(`<meta content="5; https://joes.com/en/" http-equiv=refresh>`)).toBe(
      'https://joes.com/en/',
    );
  });

  it('is null for a page reloading itself, a long wait, another scheme or no refresh', () => {
    expect(target(`<meta http-equiv="refresh" content="300">`)).toBeNull();
    expect(target(`<meta http-equiv="refresh" content="0; url=/">`)).toBeNull();
    expect(target(`<meta http-equiv="refresh" content="600; url=/news/">`)).toBeNull();
    expect(target(`<meta http-equiv="refresh" content="0; url=javascript:alert(1)">`)).toBeNull();
    expect(target(`<meta name="description" content="0; url=/x">`)).toBeNull();
  });
});
