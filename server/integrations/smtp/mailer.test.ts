import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSmtp, type TFakeSmtp } from '@fakes/smtp/start-fake-smtp';
import { bareAddress, createMailer } from './mailer';

describe('mailer', () => {
  let smtp: TFakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(async () => smtp?.close());
  beforeEach(() => smtp.reset());

  it('holds a real SMTP conversation: envelope, headers, text and attachment arrive intact', async () => {
    const mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: 'LeadScout <hello@leadscout.test>' });
    const content = Buffer.from([0, 1, 2, 250, 251, 252, 13, 10, 65]);
    const result = await mailer.send({
      to: 'zoë@example.com',
      replyTo: 'Ada <ada@example.com>',
      subject: 'Ünïcode subject — leads ✓',
      text: 'Line one\nLine two with a long tail '.repeat(20),
      attachments: [
        {
          filename: 'leadscout-sample-plumbers-austin-tx-a-very-long-name-indeed.xlsx',
          content,
          contentType: 'application/octet-stream',
        },
      ],
    });
    expect(result).toEqual({ delivered: true });
    const [mail] = await smtp.waitForMessages(1);
    expect(mail.envelopeFrom).toBe('hello@leadscout.test');
    expect(mail.envelopeTo).toEqual(['zoë@example.com']);
    expect(mail.subject).toBe('Ünïcode subject — leads ✓');
    expect(mail.replyTo).toContain('ada@example.com');
    expect(mail.text).toContain('Line two with a long tail Line one');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0].filename).toBe(
      'leadscout-sample-plumbers-austin-tx-a-very-long-name-indeed.xlsx',
    );
    expect(mail.attachments[0].content.equals(content)).toBe(true);
  });

  it('answers delivered: false instead of throwing when the server refuses', async () => {
    smtp.refuseRecipients({ code: 550, message: 'No such user' });
    const mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: 'x@leadscout.test' });
    expect(await mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).toEqual({ delivered: false });
  });

  it('logs instead of sending when SMTP_URL is unset', async () => {
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: 'LeadScout <no-reply@leadscout.local>' });
    expect(mailer.isConfigured).toBe(false);
    expect(await mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).toEqual({ delivered: false });
    expect(smtp.messages).toHaveLength(0);
  });

  it('reads the bare address of MAIL_FROM', () => {
    expect(bareAddress('LeadScout <no-reply@leadscout.local>')).toBe('no-reply@leadscout.local');
    expect(bareAddress('support@x.y')).toBe('support@x.y');
  });
});
