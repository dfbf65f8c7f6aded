import { smtpSender } from './smtp-sender';

/**
 * Where Fleet's emails go (docs/COMPANY-ADMIN.md "Email"), built like the SMS provider: the
 * outbox (the default: nothing leaves the server; a company admin reads the messages in
 * Company admin > Email outbox) or an SMTP server (FLEET_SMTP_URL, through nodemailer). Every
 * email is also a row of `email_messages`, written by the caller with the outcome.
 */
export interface EmailSender {
  /** Stored with each message: 'outbox' or 'smtp'. */
  readonly kind: 'outbox' | 'smtp';
  /** Never throws: a refusal or a dropped connection is a 'failed' outcome. */
  send(message: EmailToSend): Promise<EmailOutcome>;
}

export interface EmailToSend {
  to: string;
  subject: string;
  /** Plain text. */
  text: string;
}

export type EmailOutcome =
  | { status: 'outbox' }
  | { status: 'sent'; messageId: string | null }
  | { status: 'failed'; error: string };

export type EmailConfig =
  { kind: 'outbox'; from: string } | { kind: 'smtp'; url: string; from: string };

const outboxSender: EmailSender = {
  kind: 'outbox',
  // The row the caller writes is the outbox: there is nothing else to do.
  send: () => Promise.resolve({ status: 'outbox' }),
};

/** One SMTP transport per setting: nodemailer pools connections inside it. */
const senders = new Map<string, EmailSender>();

export function createEmailSender(config: EmailConfig): EmailSender {
  if (config.kind === 'outbox') return outboxSender;
  const key = `${config.url}|${config.from}`;
  let sender = senders.get(key);
  if (!sender) {
    sender = smtpSender(config);
    senders.set(key, sender);
  }
  return sender;
}
