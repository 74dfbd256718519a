import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { readMail, type TParsedMail } from './read-mail';
import { recipientReply, type TSmtpRefusal } from './recipient-reply';
import { makeSelfSignedCertificate, type TSelfSignedCertificate } from './self-signed-certificate';

/** One message the fake accepted: the SMTP envelope, the raw RFC 5322 text and its parsed parts. */
export type TFakeSmtpMessage = TParsedMail & {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  receivedAt: Date;
  /** The user who logged in with AUTH, or null when the client sent without logging in. */
  authUser: string | null;
  /** Whether the conversation ran over TLS (STARTTLS or the implicit TLS port). */
  secure: boolean;
};

export type TFakeSmtpOptions = {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /**
   * The accounts that may log in (user → password), as on a real mail server: AUTH PLAIN or LOGIN is then required
   * before MAIL FROM (530 without it) and a wrong password is refused with 535. Without users, any login or none is
   * accepted (the app's own notification mail, SMTP_URL without credentials).
   */
  users?: Record<string, string>;
  /**
   * Offer STARTTLS with a certificate made at start (`ca` on the handle), and allow AUTH only after it, as real
   * submission servers do. Off by default: the app's notification mail speaks plain SMTP to the fake, and nodemailer
   * upgrades whenever STARTTLS is offered.
   */
  starttls?: boolean;
  /** Also listen with implicit TLS (smtps://, like port 465) on this port (0: a free one). */
  implicitTlsPort?: number;
  /** The key and certificate STARTTLS and implicit TLS present, instead of a self-signed one made at start. */
  certificate?: TSelfSignedCertificate;
  /** Called with every accepted message (the CLI prints and saves them). */
  onMessage?: (message: TFakeSmtpMessage) => void;
};

export type TFakeSmtp = {
  /** smtp://host:port — set SMTP_URL to it. */
  url: string;
  port: number;
  /** smtps://host:port when `implicitTlsPort` was given. */
  implicitTlsUrl: string | null;
  implicitTlsPort: number | null;
  /**
   * The PEM certificate of STARTTLS and the implicit TLS port (self-signed unless `certificate` was given: a client
   * trusts it as its own CA).
   */
  ca: string | null;
  messages: TFakeSmtpMessage[];
  /**
   * Until called again with null, every RCPT TO is refused with this SMTP reply (e.g. 550 mailbox unavailable).
   * Without it, the recipient's address decides (recipient-reply.ts: `bounce-hard…` 550, `bounce-soft…` 451).
   */
  refuseRecipients: (reply: TSmtpRefusal | null) => void;
  /** Resolves when at least `count` messages arrived (default 1), or rejects after `timeoutMs`. */
  waitForMessages: (count?: number, timeoutMs?: number) => Promise<TFakeSmtpMessage[]>;
  reset: () => void;
  close: () => Promise<void>;
};

const smtpError = (reply: TSmtpRefusal) =>
  Object.assign(new Error(reply.message), { responseCode: reply.code });

async function listen(server: SMTPServer, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  // A client that gives up during the TLS handshake (it refused the certificate) is that connection's end, as on a
  // real server, not the fake's: without a listener smtp-server's 'error' event would crash the test process.
  server.on('error', () => {});
  return (server.server.address() as AddressInfo).port;
}

/**
 * A local SMTP server (smtp-server) that keeps every message and behaves like a real one where tests need it:
 * optional required AUTH (PLAIN, LOGIN) against configured users, optional STARTTLS and implicit TLS with a
 * self-signed certificate made at start, and per-recipient refusals at RCPT TO chosen by the address.
 */
export async function startFakeSmtp(options: TFakeSmtpOptions = {}): Promise<TFakeSmtp> {
  const messages: TFakeSmtpMessage[] = [];
  const waiters = new Set<() => void>();
  let refusal: TSmtpRefusal | null = null;
  const users = options.users;
  const tlsWanted = options.starttls === true || options.implicitTlsPort !== undefined;
  const certificate = tlsWanted ? (options.certificate ?? (await makeSelfSignedCertificate())) : null;

  const handlers: SMTPServerOptions = {
    logger: false,
    banner: 'LeadScout fake SMTP',
    authMethods: ['PLAIN', 'LOGIN'],
    authOptional: !users,
    ...(certificate ?? {}),
    onAuth: (auth, _session, callback) => {
      const user = auth.username ?? '';
      if (users && (!Object.hasOwn(users, user) || users[user] !== auth.password)) {
        return callback(smtpError({ code: 535, message: '5.7.8 Authentication credentials invalid' }));
      }
      return callback(null, { user: user || 'anonymous' });
    },
    onRcptTo: (address, _session, callback) => {
      const reply = refusal ?? recipientReply(address.address);
      return reply ? callback(smtpError(reply)) : callback();
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
              authUser: typeof session.user === 'string' ? session.user : null,
              secure: session.secure,
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
  };

  const host = options.host ?? '127.0.0.1';
  const server = new SMTPServer({
    ...handlers,
    secure: false,
    disabledCommands: options.starttls ? [] : ['STARTTLS'],
    // A real server offers AUTH only over TLS; without STARTTLS there is no TLS to wait for.
    allowInsecureAuth: !options.starttls,
  });
  const port = await listen(server, options.port ?? 0, host);
  const tlsServer =
    options.implicitTlsPort === undefined ? null : new SMTPServer({ ...handlers, secure: true });
  const implicitTlsPort = tlsServer ? await listen(tlsServer, options.implicitTlsPort ?? 0, host) : null;

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

  const close = (s: SMTPServer) => new Promise<void>((resolve) => s.close(() => resolve()));
  return {
    url: `smtp://${host}:${port}`,
    port,
    implicitTlsUrl: implicitTlsPort === null ? null : `smtps://${host}:${implicitTlsPort}`,
    implicitTlsPort,
    ca: certificate?.cert ?? null,
    messages,
    refuseRecipients: (reply) => {
      refusal = reply;
    },
    waitForMessages,
    reset: () => {
      messages.length = 0;
      refusal = null;
    },
    close: async () => {
      await Promise.all([close(server), tlsServer ? close(tlsServer) : undefined]);
    },
  };
}
