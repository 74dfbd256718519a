import { desc } from 'drizzle-orm';
import type { TSupportMessage } from '@contracts/contact';
import type { Db } from '../../db/client';
import { supportMessages } from '../../db/schema';

/** The newest support messages, for admins (the inbox when mail is off or failed). */
export async function listSupportMessages(db: Db, limit = 200): Promise<TSupportMessage[]> {
  const rows = await db
    .select({
      id: supportMessages.id,
      name: supportMessages.name,
      email: supportMessages.email,
      category: supportMessages.category,
      subject: supportMessages.subject,
      message: supportMessages.message,
      delivered: supportMessages.delivered,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .orderBy(desc(supportMessages.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
