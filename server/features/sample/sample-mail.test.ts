import { describe, expect, it } from 'vitest';
import { plainField, sampleMail } from './sample-mail';

describe('the sample mail', () => {
  it('keeps ordinary names and places', () => {
    expect(plainField('St. Louis, MO')).toBe('St. Louis, MO');
    expect(plainField('Anne-Marie')).toBe('Anne-Marie');
  });

  it('carries no line breaks and no links from the form', () => {
    const mail = sampleMail({
      firstName: 'Pat\r\nYour account is locked, log in at https://evil.example/login',
      niche: 'plumber\nvisit www.evil.example now',
      location: 'Austin, TX evil.example/pay',
      businesses: [],
      appUrl: 'http://localhost:3000',
    });
    expect(mail.subject).toBe('Your 0 free plumber visit now leads in Austin, TX');
    expect(mail.text).toContain('Hi Pat Your account is locked, log in at,');
    expect(mail.text).not.toMatch(/evil|https:\/\/evil/);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
