import { describe, expect, it } from 'vitest';
import { newMessageId, threadSubject } from './message-id';

describe('newMessageId', () => {
  it('makes <random@domain> for the sending domain, different every time', () => {
    const first = newMessageId('Agency.test');
    expect(first).toMatch(/^<[A-Za-z0-9_-]{22}@agency\.test>$/);
    expect(newMessageId('agency.test')).not.toBe(first);
  });

  it('takes an address and keeps only its domain', () => {
    expect(newMessageId('anna@agency.test')).toMatch(/@agency\.test>$/);
  });

  it('refuses something that is not a domain', () => {
    expect(() => newMessageId('')).toThrow();
    expect(() => newMessageId('a b.test')).toThrow();
    expect(() => newMessageId('evil>\r\nBcc: x@y.test')).toThrow();
  });
});

describe('threadSubject', () => {
  it('leaves a first message as written', () => {
    expect(threadSubject(' Quick question ', false)).toBe('Quick question');
    expect(threadSubject('Re: already', false)).toBe('Re: already');
  });

  it('puts exactly one "Re: " in front of a reply, never two', () => {
    expect(threadSubject('Quick question', true)).toBe('Re: Quick question');
    expect(threadSubject('Re: Quick question', true)).toBe('Re: Quick question');
    expect(threadSubject('RE: re:Re :  Quick question', true)).toBe('Re: Quick question');
    expect(threadSubject(threadSubject('Quick question', true), true)).toBe('Re: Quick question');
  });

  it('keeps a "Re" that is part of a word', () => {
    expect(threadSubject('Rebranding your site', true)).toBe('Re: Rebranding your site');
  });
});
