import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import {
  connectTarget,
  imapOptions,
  smtpOptions,
  type TMailAddressRule,
  type TMailServerLogin,
} from './connect-target';
import { MailConnectionError, mailFailureOf } from './mail-failure';

/** Signs in to the SMTP server (EHLO, TLS as asked, AUTH) and leaves; throws MailConnectionError. */
export async function checkSmtp(login: TMailServerLogin, rule: TMailAddressRule): Promise<void> {
  const target = await connectTarget(login, rule);
  const transport = nodemailer.createTransport(smtpOptions(target, login));
  try {
    await transport.verify();
  } catch (error) {
    throw new MailConnectionError(mailFailureOf(error), { cause: error });
  } finally {
    transport.close();
  }
}

/** Signs in to the IMAP server (TLS as asked, LOGIN) and logs out; throws MailConnectionError. */
export async function checkImap(login: TMailServerLogin, rule: TMailAddressRule): Promise<void> {
  const target = await connectTarget(login, rule);
  const client = new ImapFlow(imapOptions(target, login));
  // A socket error after the promise settled must not become an unhandled 'error' event.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.logout();
  } catch (error) {
    throw new MailConnectionError(mailFailureOf(error), { cause: error });
  } finally {
    client.close();
  }
}
