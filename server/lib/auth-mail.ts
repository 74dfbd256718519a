import type { Mailer } from '../integrations/smtp/mailer';

/**
 * The account mails better-auth asks for (verification, password reset, a sign-up for an address that already has
 * an account), and the notice of every second-factor change (decision 096). Plain text, one link each; the link carries a token better-auth made (decision 098).
 */
/** Names people chose go into a mail's subject and text on one line. */
const oneLine = (text: string) =>
  text
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, 120);

export function authMails(mailer: Mailer, appUrl: string) {
  const signOff = '\n\n— LeadScout';
  return {
    verifyEmail: (to: string, name: string, url: string) =>
      mailer.send({
        to,
        subject: 'Confirm your email for LeadScout',
        text:
          `Hi${name ? ` ${name}` : ''},\n\nWelcome to LeadScout. Open this link to confirm your email address and ` +
          `sign in:\n\n${url}\n\nThe link works once and expires in 24 hours. If you did not create an account, ` +
          `ignore this message.${signOff}`,
      }),
    resetPassword: (to: string, url: string) =>
      mailer.send({
        to,
        subject: 'Reset your LeadScout password',
        text:
          `Someone (hopefully you) asked to reset the password of your LeadScout account.\n\nSet a new password ` +
          `here:\n\n${url}\n\nThe link works once and expires in 1 hour. If you did not ask for it, ignore this ` +
          `message; your password stays as it is.${signOff}`,
      }),
    teamInvitation: (
      to: string,
      invite: { teamName: string; inviterName: string; role: string; url: string },
    ) =>
      mailer.send({
        to,
        subject: `${oneLine(invite.inviterName)} invited you to a team on LeadScout`,
        text:
          `${oneLine(invite.inviterName)} invited you to join the team "${oneLine(invite.teamName)}" on LeadScout ` +
          `as ${invite.role}.\n\nOpen this link, then sign in or create an account with this email address and ` +
          `confirm it:\n\n${invite.url}\n\nThe invitation works once and expires in 7 days. If you did not ` +
          `expect it, ignore this message.${signOff}`,
      }),
    factorChanged: (to: string, change: string) =>
      mailer.send({
        to,
        subject: 'Two-step sign-in changed on your LeadScout account',
        text:
          `${change}\n\nIf this was you, there is nothing to do. If it was not, someone is using your account: ` +
          `reset your password at ${appUrl}/auth ("Forgot password?"), then remove the passkeys and authenticator ` +
          `apps you do not know in Settings → Security.${signOff}`,
      }),
    alreadyRegistered: (to: string) =>
      mailer.send({
        to,
        subject: 'Your LeadScout account',
        text:
          `Someone tried to create a LeadScout account with this address, which already has one.\n\nSign in at ` +
          `${appUrl}/auth — or, if you forgot your password, use "Forgot password?" there.${signOff}`,
      }),
  };
}
