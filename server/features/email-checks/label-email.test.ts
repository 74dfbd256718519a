import { describe, expect, it } from 'vitest';
import { labelEmail } from './label-email';
import { parseEmail } from './parse-email';

const labels = (email: string) => labelEmail(parseEmail(email)!);

describe('labelEmail: role addresses, free providers and disposable inboxes', () => {
  it('names a role mailbox, whatever its case or +tag, and not a person', () => {
    expect(labels('info@joes-plumbing.com')).toEqual(['role_address']);
    expect(labels('Sales+web@joes-plumbing.com')).toEqual(['role_address']);
    expect(labels('office@joes-plumbing.com')).toEqual(['role_address']);
    expect(labels('jane.smith@joes-plumbing.com')).toEqual([]);
    expect(labels('1@joes-plumbing.com')).toEqual([]);
  });

  it('names free providers', () => {
    expect(labels('joes.plumbing@gmail.com')).toEqual(['free_provider']);
    expect(labels('sue.barker61@hotmail.co.uk')).toEqual(['free_provider']);
    expect(labels('info@gmail.com')).toEqual(['role_address', 'free_provider']);
    expect(labels('jane@joes-plumbing.com')).toEqual([]);
  });

  it('names disposable inboxes, their subdomains too, and not as a free provider as well', () => {
    expect(labels('jane@mailinator.com')).toEqual(['disposable']);
    expect(labels('jane@inbox.mailinator.com')).toEqual(['disposable']);
    expect(labels('jane@mail.joes-plumbing.com')).toEqual([]);
  });
});
