import type { Mailer } from '../integrations/smtp/mailer';

/**
 * The account mails better-auth asks for (verification, password reset, a sign-up for an address that already has
 * an account). Plain text, one link each; the link carries a token better-auth made (decision 098).
 */
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
