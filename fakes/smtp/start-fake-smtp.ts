import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readMail, type TParsedMail } from './read-mail';

/** One message the fake accepted: the SMTP envelope, the raw RFC 5322 text and its parsed parts. */
export type TFakeSmtpMessage = TParsedMail & {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  receivedAt: Date;
};

export type TFakeSmtpOptions = {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** When given, AUTH accepts only these logins (user → password) and answers 535 otherwise; else any login. */
  users?: Record<string, string>;
  /** Called with every accepted message (the CLI prints and saves them). */
  onMessage?: (message: TFakeSmtpMessage) => void;
};

export type TFakeSmtp = {
  /** smtp://host:port — set SMTP_URL to it. */
  url: string;
  port: number;
  messages: TFakeSmtpMessage[];
  /** Until called again with null, every RCPT TO is refused with this SMTP reply (e.g. 550 mailbox unavailable). */
  refuseRecipients: (reply: { code: number; message: string } | null) => void;
  /** Resolves when at least `count` messages arrived (default 1), or rejects after `timeoutMs`. */
  waitForMessages: (count?: number, timeoutMs?: number) => Promise<TFakeSmtpMessage[]>;
  reset: () => void;
  close: () => Promise<void>;
};

/**
 * A local SMTP server (smtp-server) that keeps every message. Plain SMTP without STARTTLS, any AUTH login
 * accepted (or only `users`' logins), so nodemailer holds a real SMTP conversation with it.
 */
export async function startFakeSmtp(options: TFakeSmtpOptions = {}): Promise<TFakeSmtp> {
  const messages: TFakeSmtpMessage[] = [];
  const waiters = new Set<() => void>();
  let refusal: { code: number; message: string } | null = null;

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    banner: 'LeadScout fake SMTP',
    onAuth: (auth, _session, callback) => {
      const user = auth.username ?? 'anonymous';
      if (options.users && options.users[user] !== auth.password)
        return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      return callback(null, { user });
    },
    onRcptTo: (_address, _session, callback) => {
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
      return callback(error);
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        readMail(bytes).then(
          (parsed) => {
            const message: TFakeSmtpMessage = {
              ...parsed,
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              raw: bytes.toString('utf8'),
              receivedAt: new Date(),
            };
            messages.push(message);
            options.onMessage?.(message);
            waiters.forEach((wake) => wake());
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  const waitForMessages = (count = 1, timeoutMs = 10_000) =>
    new Promise<TFakeSmtpMessage[]>((resolve, reject) => {
      const check = () => {
        if (messages.length < count) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(messages);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`fake SMTP: expected ${count} message(s), got ${messages.length}`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });

  return {
    url: `smtp://${host}:${port}`,
    port,
    messages,
    refuseRecipients: (reply) => {
      refusal = reply;
    },
    waitForMessages,
    reset: () => {
      messages.length = 0;
      refusal = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
