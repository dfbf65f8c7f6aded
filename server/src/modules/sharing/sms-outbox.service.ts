import type { SmsMessage } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import { listSmsMessages, type SmsMessageRow } from './sharing.repo';

/** The outbox page shows this many of the newest messages. */
const OUTBOX_LIMIT = 500;

const toDto = (row: SmsMessageRow): SmsMessage => ({
  sms_message_id: row.smsMessageId,
  to_number: row.toNumber,
  body: row.body,
  provider: row.provider === 'http' ? 'http' : 'outbox',
  status: row.status === 'sent' || row.status === 'failed' ? row.status : 'outbox',
  error: row.error,
  purpose: row.purpose,
  sent_by: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
  created_at: row.createdAt.toISOString(),
});

/**
 * The company's text messages, newest first (DESIGN §1 "SMS": the outbox a company admin reads
 * and passes on). Admins only (security level 1); reading, so read-only admins too.
 */
export async function listCompanySms(deps: AppDeps, auth: AuthContext): Promise<SmsMessage[]> {
  if (auth.securityLevelId !== 1) throw forbidden();
  return (await listSmsMessages(deps.db, auth.companyId, OUTBOX_LIMIT)).map(toDto);
}
