import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import { logger } from '../../core/logger';

export type TMailAttachment = { filename: string; content: Buffer; contentType: string };

export type TMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: TMailAttachment[];
};

export type TMailResult = { delivered: boolean };

export type Mailer = {
  /** False when SMTP_URL is unset: mail is logged, not sent; callers keep their own record (rows). */
  isConfigured: boolean;
  /** MAIL_FROM, e.g. `LeadScout <no-reply@leadscout.local>`. */
  from: string;
  /** The bare address of MAIL_FROM; support mail goes there. */
  fromAddress: string;
  /** Sends one message. Never throws: an SMTP failure is logged and answered with `delivered: false`. */
  send: (mail: TMail) => Promise<TMailResult>;
};

/** `LeadScout <no-reply@x.y>` → `no-reply@x.y`; a bare address is returned as is. */
export function bareAddress(from: string): string {
  const match = /<([^>]+)>/.exec(from);
  return (match ? match[1] : from).trim();
}

/**
 * Outgoing mail through nodemailer on SMTP_URL (smtp:// or smtps://, credentials in the URL). Short timeouts,
 * because mail is sent while a visitor waits for an answer.
 */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Mailer {
  const from = config.MAIL_FROM;
  const fromAddress = bareAddress(from);
  if (!config.SMTP_URL) {
    return {
      isConfigured: false,
      from,
      fromAddress,
      send: async (mail) => {
        logger.info('mail not sent: SMTP_URL is not set', {
          to: mail.to,
          subject: mail.subject,
          attachments: mail.attachments?.map((a) => a.filename) ?? [],
        });
        return { delivered: false };
      },
    };
  }

  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    isConfigured: true,
    from,
    fromAddress,
    send: async (mail) => {
      try {
        await transport.sendMail({ from, ...mail });
        return { delivered: true };
      } catch (error) {
        logger.error('mail delivery failed', { to: mail.to, subject: mail.subject, error });
        return { delivered: false };
      }
    },
  };
}
