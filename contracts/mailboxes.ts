import { z } from 'zod';

/**
 * A team's mailboxes (issue 35, decision 133): SMTP to send, IMAP to read replies and bounces. Passwords go in and
 * never come out; a mailbox shows only that one is set.
 */

/** `tls`: TLS from the first byte (465, 993); `starttls`: upgraded after the greeting (587, 143); `none`: local. */
export const MAILBOX_TLS_MODES = ['tls', 'starttls', 'none'] as const;
export const ZMailboxTlsMode = z.enum(MAILBOX_TLS_MODES, { message: 'Choose TLS, STARTTLS or none' });
export type TMailboxTlsMode = z.infer<typeof ZMailboxTlsMode>;
export const MAILBOX_TLS_LABELS: Record<TMailboxTlsMode, string> = {
  tls: 'TLS (SSL)',
  starttls: 'STARTTLS',
  none: 'None (local networks only)',
};

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/;
const IPV6 = /^[0-9a-f:.]{2,45}$/;

/** A server's host name or IP address, as the user types it (no scheme, no port). */
export const ZMailHost = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Please enter the server’s host name')
  .max(253, 'The host name must be 253 characters or less')
  .refine((host) => HOST_NAME.test(host) || (host.includes(':') && IPV6.test(host)), {
    message: 'Enter a host name such as smtp.example.com, without https:// or a port',
  });

export const ZMailPort = z
  .number({ message: 'The port must be a number from 1 to 65535' })
  .int('The port must be a number from 1 to 65535')
  .min(1, 'The port must be a number from 1 to 65535')
  .max(65_535, 'The port must be a number from 1 to 65535');

const ZMailUser = z
  .string()
  .trim()
  .min(1, 'Please enter the user name (often the email address)')
  .max(320, 'The user name must be 320 characters or less');

/** Kept as typed: an app password may hold spaces. */
const ZMailPassword = z
  .string()
  .min(1, 'Please enter the password or app password')
  .max(500, 'The password must be 500 characters or less');

const ZMailServerFields = { host: ZMailHost, port: ZMailPort, tls: ZMailboxTlsMode, user: ZMailUser };
export const ZSmtpServerRequest = z.object({ ...ZMailServerFields, password: ZMailPassword });
/** IMAP's password may be left out when it is the SMTP one (most providers). */
export const ZImapServerRequest = z.object({ ...ZMailServerFields, password: ZMailPassword.optional() });

/** Whether a string is a time zone of the IANA database (`Europe/Berlin`, `UTC`), as this runtime knows it. */
export function isIanaTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [
  { day: 1, label: 'Monday', short: 'Mon' },
  { day: 2, label: 'Tuesday', short: 'Tue' },
  { day: 3, label: 'Wednesday', short: 'Wed' },
  { day: 4, label: 'Thursday', short: 'Thu' },
  { day: 5, label: 'Friday', short: 'Fri' },
  { day: 6, label: 'Saturday', short: 'Sat' },
  { day: 7, label: 'Sunday', short: 'Sun' },
] as const;

/** When a mailbox may send: on these weekdays, from `startHour` until `endHour` (exclusive), in `timeZone`. */
export const ZSendingWindow = z
  .object({
    timeZone: z
      .string()
      .trim()
      .max(64, 'Choose a time zone such as Europe/Berlin')
      .refine(isIanaTimeZone, 'Choose a time zone such as Europe/Berlin'),
    days: z
      .array(z.number().int().min(1).max(7), { message: 'Choose the weekdays to send on' })
      .min(1, 'Choose at least one weekday')
      .max(7, 'Choose each weekday once')
      .refine((days) => new Set(days).size === days.length, 'Choose each weekday once'),
    startHour: z.number().int().min(0, 'Hours run from 0 to 24').max(23, 'Hours run from 0 to 24'),
    endHour: z.number().int().min(1, 'Hours run from 0 to 24').max(24, 'Hours run from 0 to 24'),
  })
  .refine((w) => w.endHour > w.startHour, {
    message: 'The window must end after it starts',
    path: ['endHour'],
  });
export type TSendingWindow = z.infer<typeof ZSendingWindow>;
export const DEFAULT_SENDING_WINDOW: TSendingWindow = {
  timeZone: 'UTC',
  days: [1, 2, 3, 4, 5],
  startHour: 9,
  endHour: 17,
};

export const MAILBOX_DAILY_CAP_MAX = 2000;
export const DEFAULT_MAILBOX_DAILY_CAP = 50;
export const ZDailyCap = z
  .number({ message: `The daily cap must be a number from 1 to ${MAILBOX_DAILY_CAP_MAX}` })
  .int(`The daily cap must be a whole number from 1 to ${MAILBOX_DAILY_CAP_MAX}`)
  .min(1, `The daily cap must be from 1 to ${MAILBOX_DAILY_CAP_MAX}`)
  .max(MAILBOX_DAILY_CAP_MAX, `The daily cap must be from 1 to ${MAILBOX_DAILY_CAP_MAX}`);

/** The postal address every message's footer carries (CAN-SPAM); sending waits until it is given. */
export const ZPhysicalAddress = z.string().trim().max(500, 'The address must be 500 characters or less');

const ZFromName = z
  .string()
  .trim()
  .min(1, 'Please enter the sender name')
  .max(100, 'The sender name must be 100 characters or less');

export const ZConnectMailboxRequest = z.object({
  fromName: ZFromName,
  fromAddress: z
    .email('Please enter a valid email address')
    .max(254, 'The address must be 254 characters or less')
    .transform((address) => address.toLowerCase()),
  smtp: ZSmtpServerRequest,
  imap: ZImapServerRequest,
  window: ZSendingWindow.optional(),
  dailyCap: ZDailyCap.optional(),
  physicalAddress: ZPhysicalAddress.optional(),
});
export type TConnectMailboxRequest = z.infer<typeof ZConnectMailboxRequest>;

/** New servers or passwords for a mailbox: tested before they are kept, like a new mailbox. */
export const ZReplaceMailboxServersRequest = z.object({ smtp: ZSmtpServerRequest, imap: ZImapServerRequest });
export type TReplaceMailboxServersRequest = z.infer<typeof ZReplaceMailboxServersRequest>;

export const ZUpdateMailboxSettingsRequest = z.object({
  fromName: ZFromName.optional(),
  window: ZSendingWindow.optional(),
  dailyCap: ZDailyCap.optional(),
  physicalAddress: ZPhysicalAddress.optional(),
});
export type TUpdateMailboxSettingsRequest = z.infer<typeof ZUpdateMailboxSettingsRequest>;

/** A server as the team sees it: never its password, only that one is kept. */
const ZMailServer = z.object({
  host: z.string(),
  port: z.number(),
  tls: ZMailboxTlsMode,
  user: z.string(),
  passwordSet: z.boolean(),
});
export type TMailServer = z.infer<typeof ZMailServer>;

export const ZMailCheck = z.object({ ok: z.boolean(), message: z.string() });
export type TMailCheck = z.infer<typeof ZMailCheck>;

export const ZMailboxTestResult = z.object({
  ok: z.boolean(),
  smtp: ZMailCheck,
  imap: ZMailCheck,
  testedAt: z.string(),
});
export type TMailboxTestResult = z.infer<typeof ZMailboxTestResult>;

export const ZMailbox = z.object({
  id: z.string(),
  fromName: z.string(),
  fromAddress: z.string(),
  smtp: ZMailServer,
  imap: ZMailServer,
  window: ZSendingWindow,
  dailyCap: z.number(),
  physicalAddress: z.string(),
  /** False until the footer's physical address is given. */
  readyToSend: z.boolean(),
  lastTest: z.object({ ok: z.boolean(), message: z.string(), testedAt: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TMailbox = z.infer<typeof ZMailbox>;
export const ZMailboxes = z.object({ mailboxes: z.array(ZMailbox) });

/** What became of one send through a mailbox (decision 136). */
export const SEND_STATUSES = [
  'sent',
  'rejected_permanent',
  'rejected_temporary',
  'failed_connection',
] as const;

/** The answer of "Send a test email": where it went, what became of it, and the Sent folder it was kept in. */
export const ZSendTestEmailResult = z.object({
  ok: z.boolean(),
  status: z.enum(SEND_STATUSES),
  /** One line for the person: "Sent to …" or the generic reason. */
  message: z.string(),
  to: z.string(),
  /** The Sent folder the message was kept in; null when it was not sent or could not be kept. */
  sentFolder: z.string().nullable(),
});
export type TSendTestEmailResult = z.infer<typeof ZSendTestEmailResult>;
