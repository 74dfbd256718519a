import { describe, expect, it } from 'vitest';
import { normaliseEmail } from './normalise-email';

describe('normaliseEmail', () => {
  it.each([
    ['Pat.Prospect@Example.com', 'pat.prospect@example.com'],
    ['pat+samples@example.com', 'pat@example.com'],
    ['Pat.Prospect+x@GMail.com', 'patprospect@gmail.com'],
    ['p.a.t@googlemail.com', 'pat@gmail.com'],
    ['  pat@example.com ', 'pat@example.com'],
    ['pat@gmail.com.', 'pat@gmail.com'],
    ['ｐａｔ＠ｇｍａｉｌ．ｃｏｍ', 'pat@gmail.com'],
    ['p\u200bat@gmail.com', 'pat@gmail.com'],
    ['Pat@Bücher.de', 'pat@xn--bcher-kva.de'],
    ['pat@xn--bcher-kva.de', 'pat@xn--bcher-kva.de'],
  ])('%s → %s', (email, key) => {
    expect(normaliseEmail(email)).toBe(key);
  });

  it('keeps dots outside Gmail, where they may name another mailbox', () => {
    expect(normaliseEmail('p.at@example.com')).not.toBe(normaliseEmail('pat@example.com'));
  });

  it('keeps a local part that is only a tag', () => {
    expect(normaliseEmail('+tag@example.com')).toBe('+tag@example.com');
  });
});
