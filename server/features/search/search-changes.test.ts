import { describe, expect, it } from 'vitest';
import { announceSearchChange, nextSearchChange } from './search-changes';

describe('search changes', () => {
  it('wakes a waiting stream at the change of its own search', async () => {
    const started = Date.now();
    const waiting = nextSearchChange('search-a', 5_000);
    setTimeout(() => announceSearchChange('search-a'), 10);
    await waiting;
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("ignores other searches' changes and gives up after its timeout", async () => {
    let woke = false;
    const waiting = nextSearchChange('search-b', 60).then(() => (woke = true));
    announceSearchChange('search-c');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(woke).toBe(false);
    await waiting;
    expect(woke).toBe(true);
  });
});
