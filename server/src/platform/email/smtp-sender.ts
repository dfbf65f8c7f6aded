import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { EmailConfig, EmailOutcome, EmailSender, EmailToSend } from './email-sender';

type SmtpConfig = Extract<EmailConfig, { kind: 'smtp' }>;

/** A server that does not answer in this time is counted as failed; the admin can resend. */
const TIMEOUT_MS = 10_000;
/** Server error texts are stored for the admin; a long answer is cut. */
const MAX_ERROR_CHARS = 300;

/**
 * SMTP through nodemailer: FLEET_SMTP_URL is a connection URL such as
 * `smtps://user:password@smtp.example.com:465` or `smtp://smtp.example.com:587` (STARTTLS when
 * the server offers it), EMAIL_FROM the sender.
 */
export function smtpSender(config: SmtpConfig): EmailSender {
  const options: SMTPTransport.Options = {
    url: config.url,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  };
  const transport = nodemailer.createTransport(options);
  return {
    kind: 'smtp',
    async send(message: EmailToSend): Promise<EmailOutcome> {
      try {
        const info = await transport.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        return {
          status: 'sent',
          messageId: typeof info.messageId === 'string' ? info.messageId : null,
        };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return {
          status: 'failed',
          error: `The mail server did not take the message: ${reason}`.slice(0, MAX_ERROR_CHARS),
        };
      }
    },
  };
}
