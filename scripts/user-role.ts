/**
 * Sets a user's role from the shell: `npm run user:role -- <email> <user|admin|beta>`.
 * Uses the same configuration as the server (DATABASE_URL, or the embedded database in DATA_DIR —
 * stop the server first in embedded mode, since PGlite serves one process).
 */
import { ZRole } from '@contracts/account';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { setUserRole } from '@server/features/account/set-user-role';

const [email, role] = process.argv.slice(2);
const parsedRole = ZRole.safeParse(role);
if (!email || !parsedRole.success) {
  console.error('Usage: npm run user:role -- <email> <user|admin|beta>');
  process.exit(2);
}

const database = await openDatabase(loadConfig());
try {
  await setUserRole(database.db, { email }, parsedRole.data);
  console.log(`${email} is now ${parsedRole.data}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
