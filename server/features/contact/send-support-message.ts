import { eq } from 'drizzle-orm';
import { CONTACT_CATEGORY_LABELS, type TContactCategory } from '@contracts/contact';
import type { Db } from '../../db/client';
import { supportMessages } from '../../db/schema';
import { logger } from '../../core/logger';
import type { Mailer } from '../../integrations/smtp/mailer';

export type TSupportMessageInput = {
  name: string;
  email: string;
  category: TContactCategory;
  subject: string;
  message: string;
  /** The honeypot; anything in it marks the sender as a bot. */
  website?: string;
};

type TSender = { ipAddress: string | null; userId: string | null; teamId: string | null };

/**
 * Stores a support message and mails it to support (MAIL_FROM's address, reply-to the visitor). The stored row is
 * the record: when SMTP is off or fails, it stays `delivered: false` and admins read it in the admin list.
 * The route limits it per client address (decisions 051, 080).
 */
export async function sendSupportMessage(
  db: Db,
  mailer: Mailer,
  input: TSupportMessageInput,
  sender: TSender,
) {
  if (input.website?.trim()) {
    logger.info('support message dropped: honeypot filled', { ip: sender.ipAddress });
    return;
  }
  const [row] = await db
    .insert(supportMessages)
    .values({
      name: input.name,
      email: input.email,
      category: input.category,
      subject: input.subject,
      message: input.message,
      ipAddress: sender.ipAddress,
      createdBy: sender.userId,
      teamId: sender.teamId,
    })
    .returning({ id: supportMessages.id });

  const category = CONTACT_CATEGORY_LABELS[input.category];
  const { delivered } = await mailer.send({
    to: mailer.fromAddress,
    replyTo: `${input.name.replace(/[<>"\r\n]/g, '')} <${input.email}>`,
    subject: `[Support · ${category}] ${input.subject}`,
    text: [
      `From: ${input.name} <${input.email}>`,
      `Category: ${category}`,
      `Subject: ${input.subject}`,
      `Message id: ${row.id}`,
      '',
      input.message,
    ].join('\n'),
  });
  if (delivered)
    await db.update(supportMessages).set({ delivered: true }).where(eq(supportMessages.id, row.id));
  else logger.info('support message stored, not mailed', { id: row.id, category: input.category });
}
