import { describe, expect, it } from 'vitest';
import { sentFolderOf } from './sent-folder';

describe('sentFolderOf', () => {
  it('takes the folder flagged \\Sent before any name', () => {
    const folders = [{ path: 'Sent' }, { path: 'Gesendete Objekte', specialUse: '\\Sent' }];
    expect(sentFolderOf(folders)).toBe('Gesendete Objekte');
  });

  it('falls back to the usual names, in order, any case', () => {
    expect(sentFolderOf([{ path: 'INBOX' }, { path: 'INBOX.Sent' }, { path: 'sent items' }])).toBe(
      'sent items',
    );
    expect(sentFolderOf([{ path: 'INBOX' }, { path: 'INBOX.Sent' }])).toBe('INBOX.Sent');
    expect(sentFolderOf([{ path: 'INBOX' }, { path: 'Drafts', specialUse: '\\Drafts' }])).toBeNull();
  });
});
