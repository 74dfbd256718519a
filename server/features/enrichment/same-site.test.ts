import { describe, expect, it } from 'vitest';
import { isSameSite, siteHostOf } from './same-site';

describe('isSameSite', () => {
  it('joins a host with its subdomains and www', () => {
    expect(isSameSite('shop.joes.com', 'joes.com')).toBe(true);
    expect(isSameSite('www.joes.com', 'joes.com')).toBe(true);
    expect(isSameSite('joes.co.uk', 'book.joes.co.uk')).toBe(true);
    expect(isSameSite('joes.test', 'joes.test')).toBe(true);
  });

  it('keeps different sites apart', () => {
    expect(isSameSite('joes.com', 'janes.com')).toBe(false);
    expect(isSameSite('notjoes.com', 'joes.com')).toBe(false);
    expect(isSameSite('localhost', 'shop.localhost')).toBe(false);
  });

  it('never treats a bare public suffix as a site, including those a short list of labels misses', () => {
    expect(isSameSite('joes.co.uk', 'co.uk')).toBe(false);
    expect(isSameSite('joes.me.uk', 'me.uk')).toBe(false);
    expect(isSameSite('joes.com.au', 'com.au')).toBe(false);
    expect(isSameSite('joes.co.nz', 'co.nz')).toBe(false);
    expect(isSameSite('joes.github.io', 'github.io')).toBe(false);
    expect(isSameSite('joes.blogspot.com', 'blogspot.com')).toBe(false);
    expect(isSameSite('shop.joes.me.uk', 'joes.me.uk')).toBe(true);
  });

  it('reads the site host of a URL without www', () => {
    expect(siteHostOf('https://WWW.Joes.com/contact')).toBe('joes.com');
  });
});
