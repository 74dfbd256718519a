import { describe, expect, it } from 'vitest';
import { parseEmail } from './parse-email';

describe('parseEmail: what can be an Internet address', () => {
  it.each([
    ['info@joes-plumbing.com', { local: 'info', domain: 'joes-plumbing.com' }],
    ['Office@Joes.COM', { local: 'Office', domain: 'joes.com' }],
    ['first.last+quotes@sub.example.co.uk', { local: 'first.last+quotes', domain: 'sub.example.co.uk' }],
    [
      "o'brien&sons!#$%*/=?^_`{|}~-@example.ie",
      { local: "o'brien&sons!#$%*/=?^_`{|}~-", domain: 'example.ie' },
    ],
    ['"john smith"@example.com', { local: '"john smith"', domain: 'example.com' }],
    ['josé@café.fr', { local: 'josé', domain: 'xn--caf-dma.fr' }],
    ['info@example.com.', { local: 'info', domain: 'example.com' }],
    ['mail@xn--bcher-kva.de', { local: 'mail', domain: 'xn--bcher-kva.de' }],
  ])('accepts %s', (email, parts) => {
    expect(parseEmail(email)).toEqual(parts);
  });

  it.each([
    ['no-at-sign.example.com'],
    ['@example.com'],
    ['info@'],
    ['.info@example.com'],
    ['info.@example.com'],
    ['in..fo@example.com'],
    ['in fo@example.com'],
    ['info@localhost'],
    ['info@[192.0.2.1]'],
    ['info@192.0.2.1'],
    ['info@-joes.com'],
    ['info@joes-.com'],
    ['info@jo_es.com'],
    ['info@joes..com'],
    [`${'a'.repeat(65)}@example.com`],
    [`info@${'a'.repeat(64)}.com`],
    [`${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.com`],
  ])('refuses %s', (email) => {
    expect(parseEmail(email)).toBeNull();
  });
});
