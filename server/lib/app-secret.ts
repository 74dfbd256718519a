import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * APP_SECRET signs sessions and encrypts stored keys. When it is not configured, one is generated on
 * first start and kept in DATA_DIR, so a fresh clone needs no setup and restarts keep sessions and keys.
 */
export function resolveAppSecret(cfg: { APP_SECRET?: string; DATA_DIR: string }): string {
  if (cfg.APP_SECRET) return cfg.APP_SECRET;
  const path = join(cfg.DATA_DIR, 'app-secret');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(cfg.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
