import { describe, expect, it } from 'vitest';
import { playwrightFileTimes, slowest, vitestFileTimes } from './slowest-tests';

describe('the slowest test files from the JSON reports', () => {
  it('reads Vitest files by wall time and Playwright specs by their tests, retries and nested describes included', () => {
    const vitest = vitestFileTimes(
      {
        testResults: [
          { name: '/repo/server/a.test.ts', startTime: 1_000, endTime: 3_500, assertionResults: [{}, {}] },
          { name: '/repo/server/b.int.test.ts', startTime: 0, endTime: 9_000, assertionResults: [{}] },
        ],
      },
      '/repo',
    );
    expect(vitest).toEqual([
      { file: 'server/a.test.ts', seconds: 2.5, tests: 2 },
      { file: 'server/b.int.test.ts', seconds: 9, tests: 1 },
    ]);
    const playwright = playwrightFileTimes({
      suites: [
        {
          file: 'a11y.spec.ts',
          specs: [],
          suites: [
            {
              file: 'a11y.spec.ts',
              specs: [
                { tests: [{ projectName: 'phone', results: [{ duration: 4_000 }, { duration: 2_000 }] }] },
                { tests: [{ projectName: 'desktop', results: [{ duration: 1_000 }] }] },
              ],
            },
          ],
        },
      ],
    });
    expect(playwright).toEqual([
      { file: 'a11y.spec.ts [phone]', seconds: 6, tests: 1 },
      { file: 'a11y.spec.ts [desktop]', seconds: 1, tests: 1 },
    ]);
    const lines = slowest(vitest, 1).split('\n');
    expect(lines[0]).toMatch(/^ +9\.0 s +1 tests {2}server\/b\.int\.test\.ts$/);
    expect(lines[1]).toMatch(/11\.5 s in 2 files/);
  });
});
