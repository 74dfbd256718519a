import { describe, expect, it } from 'vitest';
import type { TLeadActivity } from '@contracts/lead-activity';
import { activityActor, describeActivity } from './describe-activity';

const entry = (kind: TLeadActivity['kind'], details: Record<string, unknown>): TLeadActivity => ({
  id: 'a1',
  kind,
  details,
  actor: { id: 'u1', name: 'Ana Lima' },
  at: '2026-12-05T10:00:00.000Z',
});

describe('campaign entries of the activity trail', () => {
  it('a sent step is the campaign creator’s, with its step and address', () => {
    const sent = entry('sent', { step: 2, email: 'joe@plumbing.test', campaignId: 'c1' });
    expect(activityActor(sent)).toBe('Ana Lima');
    expect(describeActivity(sent, [])).toBe('sent step 2 of a campaign to joe@plumbing.test');
  });

  it('a hard bounce is the receiving server’s', () => {
    const bounced = { ...entry('bounced', { step: 1, email: 'gone@plumbing.test' }), actor: null };
    expect(activityActor(bounced)).toBe('The receiving mail server');
    expect(describeActivity(bounced, [])).toBe(
      'refused step 1 of a campaign to gone@plumbing.test (hard bounce)',
    );
  });
});
