/**
 * `npx tsx scripts/slowest-tests.ts [reports-dir]` — the slowest test files of the last run, read from the JSON
 * reports Vitest and Playwright write (vitest.config.ts, playwright.config.ts; reports/ by default). `.ci/run`
 * prints it after its phase table, so a new test's cost shows in the next run (decision 120).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export type TFileTime = { file: string; seconds: number; tests: number };

type TVitestReport = {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
};

type TPlaywrightSuite = {
  file: string;
  specs: { tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: TPlaywrightSuite[];
};
type TPlaywrightReport = { suites: TPlaywrightSuite[] };

/** Wall time per test file; a file run by several projects (both database engines) is listed once per run. */
export function vitestFileTimes(report: TVitestReport, root: string): TFileTime[] {
  return report.testResults.map((result) => ({
    file: relative(root, result.name),
    seconds: (result.endTime - result.startTime) / 1000,
    tests: result.assertionResults.length,
  }));
}

/** Time per spec file and project: the sum of its tests' runs, retries included. */
export function playwrightFileTimes(report: TPlaywrightReport): TFileTime[] {
  const times = new Map<string, TFileTime>();
  const walk = (suite: TPlaywrightSuite) => {
    for (const spec of suite.specs)
      for (const test of spec.tests) {
        const key = `${suite.file} [${test.projectName}]`;
        const time = times.get(key) ?? { file: key, seconds: 0, tests: 0 };
        time.tests += 1;
        time.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        times.set(key, time);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return [...times.values()];
}

export function slowest(times: TFileTime[], count: number): string {
  const total = times.reduce((sum, time) => sum + time.seconds, 0);
  const rows = [...times]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(
      (time) =>
        `${time.seconds.toFixed(1).padStart(8)} s ${String(time.tests).padStart(4)} tests  ${time.file}`,
    );
  return [
    ...rows,
    `${total.toFixed(1).padStart(8)} s in ${times.length} files (summed; workers overlap)`,
  ].join('\n');
}

function main(dir: string) {
  const root = resolve(import.meta.dirname, '..');
  const vitest = join(dir, 'vitest.json');
  const playwright = join(dir, 'playwright.json');
  if (existsSync(vitest)) {
    const report = JSON.parse(readFileSync(vitest, 'utf8')) as TVitestReport;
    console.log(`\nSlowest Vitest files (${vitest}):\n${slowest(vitestFileTimes(report, root), 15)}`);
  }
  if (existsSync(playwright)) {
    const report = JSON.parse(readFileSync(playwright, 'utf8')) as TPlaywrightReport;
    console.log(`\nSlowest Playwright files (${playwright}):\n${slowest(playwrightFileTimes(report), 10)}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename))
  main(process.argv[2] ?? 'reports');
