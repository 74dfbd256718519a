import { expect } from 'vitest';

/** A response's JSON once its status is the one expected; a wrong status fails showing the body, so the cause is seen. */
export async function readJson<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}
