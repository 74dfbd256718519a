import nodemailer from 'nodemailer';
import { composeMessage, type TOutgoingMessage } from './compose-message';
import { connectTarget, smtpOptions, type TMailAddressRule, type TMailServerLogin } from './connect-target';
import { mailFailureOf, MAIL_FAILURES, type TMailFailure } from './mail-failure';

/**
 * What became of one send (decision 136); never thrown. `rejected_permanent` (5xx at RCPT or DATA): the address is
 * suppressed and never tried again; `rejected_temporary` (4xx there): tried again later; `failed_connection`: the
 * mailbox itself could not be used (the generic reason of decision 133), the recipient was never judged.
 */
export type TSendResult =
  | { status: 'sent'; messageId: string; response: string; raw: Buffer }
  | {
      status: 'rejected_permanent' | 'rejected_temporary';
      messageId: string;
      responseCode: number;
      response: string;
    }
  | { status: 'failed_connection'; messageId: string; failure: TMailFailure; message: string };

type Refused = { command?: string; responseCode?: number; response?: string; message?: string };

/** The commands whose refusal judges the recipient or the message, not the mailbox. */
const RECIPIENT_COMMANDS = new Set(['RCPT TO', 'DATA']);

/** How a nodemailer error reads as a send result. */
export function sendFailureOf(error: unknown, messageId: string): TSendResult {
  const refused = (error ?? {}) as Refused;
  const code = refused.responseCode ?? 0;
  if (RECIPIENT_COMMANDS.has(refused.command ?? '') && code >= 400 && code < 600) {
    return {
      status: code >= 500 ? 'rejected_permanent' : 'rejected_temporary',
      messageId,
      responseCode: code,
      response: refused.response ?? refused.message ?? '',
    };
  }
  const failure = mailFailureOf(error);
  return { status: 'failed_connection', messageId, failure, message: MAIL_FAILURES[failure] };
}

/**
 * Sends ONE message through a mailbox's SMTP server: the host is resolved and checked and the connection goes to
 * the checked address (connect-target.ts, afresh for this send), the login as saved. The message is composed once;
 * a `sent` result carries its exact bytes for the Sent folder (`appendToSent`).
 */
export async function sendMessage(
  login: TMailServerLogin,
  rule: TMailAddressRule,
  message: TOutgoingMessage,
): Promise<TSendResult> {
  const raw = await composeMessage(message);
  let transport: ReturnType<typeof nodemailer.createTransport> | null = null;
  try {
    const target = await connectTarget(login, rule);
    transport = nodemailer.createTransport(smtpOptions(target, login));
    const info = await transport.sendMail({
      envelope: { from: message.from.address, to: [message.to] },
      raw,
    });
    return { status: 'sent', messageId: message.messageId, response: String(info.response ?? ''), raw };
  } catch (error) {
    return sendFailureOf(error, message.messageId);
  } finally {
    transport?.close();
  }
}
