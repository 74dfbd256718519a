/** An SMTP refusal: the reply code and its text (with the enhanced status code first, as real servers send it). */
export type TSmtpRefusal = { code: number; message: string };

/**
 * How the fake answers RCPT TO for an address, decided by its local part so tests choose the outcome by the address
 * they send to: `bounce-hard…` is a permanent failure (550 5.1.1, the mailbox does not exist), `bounce-soft…` and
 * `greylist…` a temporary one (451 4.7.1, try again later); anything else is accepted (null).
 */
export function recipientReply(address: string): TSmtpRefusal | null {
  const local = address.slice(0, address.lastIndexOf('@')).toLowerCase();
  if (local.startsWith('bounce-hard')) {
    return { code: 550, message: '5.1.1 The email account that you tried to reach does not exist' };
  }
  if (local.startsWith('bounce-soft') || local.startsWith('greylist')) {
    return { code: 451, message: '4.7.1 Greylisted, please try again later' };
  }
  return null;
}
