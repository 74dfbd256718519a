import type { PGlite, Results } from '@electric-sql/pglite';

/**
 * A number that changes after every statement that may have changed data in the embedded database (decision 119).
 * PGlite lives in this one process and nothing else can open its data directory (data-dir-lock.ts), so every
 * write passes through this instance's `query`, `exec` or `transaction`: a read that notes the epoch before it
 * asks, and finds it unchanged later, knows its answer is still what the database holds. On PostgreSQL other
 * instances write too, so there is no epoch there.
 */
export type WriteEpoch = () => number;

/** A plain read: a SELECT that takes no row locks. Anything else counts as a possible write. */
const PLAIN_SELECT = /^\s*select\b/i;
const LOCKING_SELECT = /\bfor\s+(?:update|no\s+key\s+update|share|key\s+share)\b/i;
/** Row-changing statements whose command tag tells how many rows they changed (0 = nothing changed). */
const COUNTED_WRITE = /^\s*(?:insert|update|delete|with)\b/i;

function changedNothing(text: string, result: Results | undefined): boolean {
  if (PLAIN_SELECT.test(text) && !LOCKING_SELECT.test(text)) return true;
  return COUNTED_WRITE.test(text) && result?.affectedRows === 0;
}

/** Wraps `pglite`'s statement methods so each one that may have written moves the returned epoch on. */
export function trackWrites(pglite: PGlite): WriteEpoch {
  let epoch = 0;
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.query = async <T>(text: string, ...rest: unknown[]) => {
    let result: Results<T> | undefined;
    try {
      result = await query<T>(text, ...(rest as [unknown[]]));
      return result;
    } finally {
      if (!changedNothing(text, result as Results | undefined)) epoch += 1;
    }
  };
  pglite.exec = async (...args: Parameters<PGlite['exec']>) => {
    try {
      return await exec(...args);
    } finally {
      epoch += 1;
    }
  };
  pglite.transaction = async <T>(...args: Parameters<PGlite['transaction']>) => {
    try {
      return (await transaction(...args)) as T;
    } finally {
      epoch += 1;
    }
  };
  return () => epoch;
}
