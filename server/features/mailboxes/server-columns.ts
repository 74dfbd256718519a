import type { TReplaceMailboxServersRequest } from '@contracts/mailboxes';
import type { TMailServerLogin } from '../../integrations/mail/connect-target';
import { sealMailboxPassword } from './mailbox-store';

type Logins = { smtp: TMailServerLogin; imap: TMailServerLogin };

/** The two logins a request gives; IMAP's password left out is the SMTP one. */
export const serverLogins = ({ smtp, imap }: TReplaceMailboxServersRequest): Logins => ({
  smtp,
  imap: { ...imap, password: imap.password ?? smtp.password },
});

/** The server columns of a mailbox row, the passwords sealed to row `id`. */
export const serverColumns = (appSecret: string, id: string, { smtp, imap }: Logins) => ({
  smtpHost: smtp.host,
  smtpPort: smtp.port,
  smtpTls: smtp.tls,
  smtpUser: smtp.user,
  smtpPasswordEncrypted: sealMailboxPassword(appSecret, id, 'smtp', smtp.password),
  imapHost: imap.host,
  imapPort: imap.port,
  imapTls: imap.tls,
  imapUser: imap.user,
  imapPasswordEncrypted: sealMailboxPassword(appSecret, id, 'imap', imap.password),
});
