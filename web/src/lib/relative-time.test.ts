import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it.each([
    [10, 'just now'],
    [90, '1 minute ago'],
    [150, '2 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [26 * 3600, 'yesterday'],
    [3 * 86400, '3 days ago'],
    [15 * 86400, '2 weeks ago'],
    [70 * 86400, '2 months ago'],
    [400 * 86400, 'last year'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), NOW)).toBe(text);
  });
});
