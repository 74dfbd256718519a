import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** A small app on the real logger, run as its own process so that what it writes to fd 1 can be read. */
const SCRIPT = `
import { Hono } from 'hono';
import { errorHandler } from './server/lib/error-handler.ts';
import { logger, requestLogging } from './server/core/logger.ts';

const app = new Hono();
app.onError(errorHandler);
app.use('*', requestLogging);
app.get('/work', async (c) => {
  logger.info('before the wait');
  await new Promise((resolve) => setTimeout(resolve, 5));
  logger.warn('after the wait', { step: 2, error: new Error('went wrong') });
  return c.text('ok');
});
app.get('/fail', () => {
  throw new Error('boom');
});

logger.info('outside a request');
const given = await app.request('/work', { headers: { 'X-Request-Id': 'abc-123' } });
const made = await app.request('/work');
const failed = await app.request('/fail');
const answers = [given, made, failed].map((res) => ({ status: res.status, id: res.headers.get('x-request-id') }));
process.stderr.write(JSON.stringify(answers));
`;

type TLine = { level: number; msg: string; reqId?: string } & Record<string, unknown>;

function run(env: Record<string, string>) {
  const { NODE_ENV: _node, LOG_LEVEL: _level, ...rest } = process.env;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: { ...rest, ...env },
    encoding: 'utf8',
  });
  expect(child.status, child.stderr).toBe(0);
  const answers = JSON.parse(child.stderr) as { status: number; id: string | null }[];
  return { stdout: child.stdout, answers };
}

const jsonLines = (stdout: string) =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TLine);

describe('logger', () => {
  it('writes JSON in production, with the request id on every line of a request', () => {
    const { stdout, answers } = run({ NODE_ENV: 'production' });
    const lines = jsonLines(stdout);
    const [given, made, failed] = answers;
    expect(given).toEqual({ status: 200, id: 'abc-123' });
    expect(made.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(failed.status).toBe(500);
    expect(failed.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set([given.id, made.id, failed.id]).size).toBe(3);

    expect(lines.map(({ msg, reqId }) => [msg, reqId])).toEqual([
      ['outside a request', undefined],
      ['before the wait', 'abc-123'],
      ['after the wait', 'abc-123'],
      ['before the wait', made.id],
      ['after the wait', made.id],
      ['unhandled error', failed.id],
    ]);
    const after = lines[2];
    expect(after).toMatchObject({ level: 40, step: 2, error: { message: 'went wrong' } });
    expect(String((after.error as { stack: string }).stack)).toContain('went wrong');
    expect(lines[5]).toMatchObject({ level: 50, path: '/fail', error: { message: 'boom' } });
  });

  it('keeps lines below LOG_LEVEL out, and everything with LOG_LEVEL=silent', () => {
    const warnings = jsonLines(run({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }).stdout);
    expect(warnings.map((line) => line.msg)).toEqual(['after the wait', 'after the wait', 'unhandled error']);
    expect(run({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }).stdout).toBe('');
  });

  it('writes readable lines, not JSON, in development', () => {
    const { stdout } = run({});
    const lines = stdout.split('\n').filter(Boolean);
    expect(lines.find((line) => line.includes('outside a request'))).toMatch(/INFO.*outside a request/);
    expect(lines.find((line) => line.includes('before the wait'))).toContain('abc-123');
    expect(() => JSON.parse(lines[0])).toThrow();
  });
});
