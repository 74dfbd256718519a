import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_MAILBOX_DAILY_CAP,
  DEFAULT_SENDING_WINDOW,
  type TConnectMailboxRequest,
} from '@contracts/mailboxes';
import type { AppDeps } from '../../app-deps';
import { mailboxes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ofTeam, ownerColumns, type TeamScope } from '../../lib/team-scope';
import { assertServersWork, checkMailboxServers, SIGNED_IN } from './check-mailbox-servers';
import { serverColumns, serverLogins } from './server-columns';
import { toMailbox } from './mailbox-store';

const ALREADY_CONNECTED = 'This address is already connected as a mailbox';

/**
 * Connects a mailbox: both servers must sign in first (decision 133); only then are they kept, the passwords
 * sealed to the new row. One mailbox per sending address in a team.
 */
export async function connectMailbox(
  { db, appSecret, config }: Pick<AppDeps, 'db' | 'appSecret' | 'config'>,
  scope: TeamScope,
  request: TConnectMailboxRequest,
) {
  const sameAddress = and(ofTeam(mailboxes, scope), eq(mailboxes.fromAddress, request.fromAddress));
  const [existing] = await db.select({ id: mailboxes.id }).from(mailboxes).where(sameAddress).limit(1);
  if (existing) throw new AppError('CONFLICT', ALREADY_CONNECTED);
  const logins = serverLogins(request);
  const test = await checkMailboxServers(config, logins);
  assertServersWork(test);
  const id = randomUUID();
  const window = request.window ?? DEFAULT_SENDING_WINDOW;
  const [row] = await db
    .insert(mailboxes)
    .values({
      id,
      ...ownerColumns(scope),
      fromName: request.fromName,
      fromAddress: request.fromAddress,
      ...serverColumns(appSecret, id, logins),
      timeZone: window.timeZone,
      sendDays: window.days,
      windowStartHour: window.startHour,
      windowEndHour: window.endHour,
      dailyCap: request.dailyCap ?? DEFAULT_MAILBOX_DAILY_CAP,
      physicalAddress: request.physicalAddress ?? '',
      lastTestOk: true,
      lastTestMessage: SIGNED_IN,
      lastTestedAt: sql`now()`,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('CONFLICT', ALREADY_CONNECTED);
  return toMailbox(row);
}
