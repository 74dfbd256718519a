import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { SecureContext } from 'node:tls';
import type { ImapFlowOptions } from 'imapflow';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { TMailboxTlsMode } from '@contracts/mailboxes';
import { MailConnectionError } from './mail-failure';

/** Every wait of a mailbox connection (connect, greeting, each answer): short, a user is waiting. */
export const MAIL_TIMEOUT_MS = 10_000;

/** A mail server as stored for a mailbox, with its opened password. */
export type TMailServerLogin = {
  host: string;
  port: number;
  tls: TMailboxTlsMode;
  user: string;
  password: string;
};

export type TResolvedAddress = { address: string; family: number };
export type TMailResolver = (hostname: string) => Promise<TResolvedAddress[]>;

/**
 * Which resolved addresses a mailbox may connect to: the crawler's rule (`crawlerAddressRule`, with
 * CRAWLER_ALLOW_PRIVATE_NETWORKS / CRAWLER_ALLOWED_NETWORKS), and the narrower set where an unencrypted
 * connection is allowed (loopback and the networks an operator opened); the certificate authorities TLS trusts
 * (the crawler's, CRAWLER_EXTRA_CA_CERTS; Node's own without it); and how names are resolved (the system's
 * resolver unless a test gives its own).
 */
export type TMailAddressRule = {
  isAllowed: (address: string) => boolean;
  mayGoUnencrypted: (address: string) => boolean;
  trust?: SecureContext;
  resolve?: TMailResolver;
};

/** The system's resolver (getaddrinfo, /etc/hosts included), every answer. */
const systemResolver: TMailResolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Where to connect: the checked address, the name TLS must present and verify, and the authorities it trusts. */
export type TConnectTarget = {
  hostname: string;
  address: string;
  port: number;
  tls: TMailboxTlsMode;
  trust?: SecureContext;
};

/**
 * The one address a connection to a mailbox's server may use, decided afresh before every connect (decision 133):
 * the host is resolved and EVERY answer checked, so a name that also resolves inside cannot be used, and the
 * caller connects to the checked address (never resolving again: DNS rebinding) with the host name as the TLS
 * server name. Throws MailConnectionError (`not_allowed`, `unencrypted`, or `connect` when the name does not
 * resolve) before any connection is made.
 */
export async function connectTarget(
  server: Pick<TMailServerLogin, 'host' | 'port' | 'tls'>,
  rule: TMailAddressRule,
): Promise<TConnectTarget> {
  const resolve = rule.resolve ?? systemResolver;
  const hostname = server.host.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  let addresses: TResolvedAddress[];
  if (isIP(hostname)) addresses = [{ address: hostname, family: isIP(hostname) }];
  else {
    try {
      addresses = await resolve(hostname);
    } catch (error) {
      throw new MailConnectionError('connect', { cause: error });
    }
  }
  if (addresses.length === 0) throw new MailConnectionError('connect');
  if (!addresses.every((a) => rule.isAllowed(a.address))) throw new MailConnectionError('not_allowed');
  if (server.tls === 'none' && !addresses.every((a) => rule.mayGoUnencrypted(a.address)))
    throw new MailConnectionError('unencrypted');
  return { hostname, address: addresses[0].address, port: server.port, tls: server.tls, trust: rule.trust };
}

/**
 * TLS checks the certificate against the host name the user gave, not the address connected to, with the trusted
 * authorities (Node's default store when none are configured).
 */
function tlsOptionsOf(target: TConnectTarget) {
  const servername = isIP(target.hostname) ? undefined : target.hostname;
  return { servername, ...(target.trust && { secureContext: target.trust }) };
}

/** nodemailer's SMTP options for a checked target: connect to its address, verify TLS for its name. */
export function smtpOptions(target: TConnectTarget, login: TMailServerLogin): SMTPTransport.Options {
  return {
    host: target.address,
    port: target.port,
    secure: target.tls === 'tls',
    requireTLS: target.tls === 'starttls',
    ignoreTLS: target.tls === 'none',
    tls: tlsOptionsOf(target),
    auth: { user: login.user, pass: login.password },
    connectionTimeout: MAIL_TIMEOUT_MS,
    greetingTimeout: MAIL_TIMEOUT_MS,
    socketTimeout: MAIL_TIMEOUT_MS,
    dnsTimeout: MAIL_TIMEOUT_MS,
  };
}

/** ImapFlow's options for a checked target: connect to its address, verify TLS for its name. */
export function imapOptions(target: TConnectTarget, login: TMailServerLogin): ImapFlowOptions {
  const tls = tlsOptionsOf(target);
  return {
    host: target.address,
    port: target.port,
    secure: target.tls === 'tls',
    doSTARTTLS: target.tls === 'starttls' ? true : target.tls === 'none' ? false : undefined,
    servername: tls.servername,
    tls,
    auth: { user: login.user, pass: login.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: MAIL_TIMEOUT_MS,
    greetingTimeout: MAIL_TIMEOUT_MS,
    socketTimeout: MAIL_TIMEOUT_MS,
  };
}
