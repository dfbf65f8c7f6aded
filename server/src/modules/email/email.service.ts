import type { EmailMessage } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/auth';
import { createEmailSender, type EmailOutcome } from '../../platform/email/email-sender';
import { forbidden } from '../../platform/errors';
import { insertEmailMessage, listEmailMessages, type EmailMessageRow } from './email.repo';

export interface CompanyEmail {
  companyId: number;
  to: string;
  subject: string;
  text: string;
  /** Why it was sent: 'invitation', 'alert', … */
  purpose: string;
  createdBy: number | null;
  /**
   * What the log keeps of the text once a server has taken it (a link's token removed, as the
   * SMS log does); the outbox keeps the whole text, because the outbox is how it is delivered.
   */
  loggedText?: string;
}

/**
 * Sends one email through the configured sender (outbox by default, SMTP with FLEET_SMTP_URL)
 * and logs it in `email_messages` with its outcome. Any module that emails goes through here
 * (invitations, alerts), so the Email outbox page shows everything the company was sent.
 * `db` may be a transaction: the log row then commits with the caller's writes.
 */
export async function sendCompanyEmail(
  deps: AppDeps,
  db: Db,
  email: CompanyEmail,
): Promise<EmailOutcome> {
  const sender = createEmailSender(deps.config.email);
  const outcome = await sender.send({ to: email.to, subject: email.subject, text: email.text });
  await insertEmailMessage(db, {
    companyId: email.companyId,
    toAddress: email.to,
    subject: email.subject,
    body: outcome.status === 'outbox' ? email.text : (email.loggedText ?? email.text),
    provider: sender.kind,
    status: outcome.status,
    error: outcome.status === 'failed' ? outcome.error : null,
    purpose: email.purpose,
    createdBy: email.createdBy,
  });
  return outcome;
}

/** The Email outbox page shows this many of the newest messages. */
const OUTBOX_LIMIT = 500;

const toDto = (row: EmailMessageRow): EmailMessage => ({
  email_message_id: row.emailMessageId,
  to_address: row.toAddress,
  subject: row.subject,
  body: row.body,
  provider: row.provider === 'smtp' ? 'smtp' : 'outbox',
  status: row.status === 'sent' || row.status === 'failed' ? row.status : 'outbox',
  error: row.error,
  purpose: row.purpose,
  sent_by: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
  created_at: row.createdAt.toISOString(),
});

/** The company's emails, newest first: admins only (they hold invitation links). */
export async function listCompanyEmails(deps: AppDeps, auth: AuthContext): Promise<EmailMessage[]> {
  if (auth.securityLevelId !== 1) throw forbidden();
  return (await listEmailMessages(deps.db, auth.companyId, OUTBOX_LIMIT)).map(toDto);
}
