import type { SmsConfig, SmsOutcome, SmsProvider, SmsToSend } from './sms-provider';

type TwilioConfig = Extract<SmsConfig, { kind: 'twilio' }>;

/** A provider that does not answer in this time is counted as failed; the person can retry. */
const TIMEOUT_MS = 10_000;
/** Provider error texts are stored for the admin; a long HTML page is cut. */
const MAX_ERROR_CHARS = 300;

/** E.164: ten digits are a North American number (+1); eleven carry their country code. */
export function toE164(digits: string): string {
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

function describeRefusal(status: number, body: unknown): string {
  const said =
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string'
      ? body.message
      : `HTTP ${status}`;
  return `The SMS provider refused the message: ${said}`.slice(0, MAX_ERROR_CHARS);
}

/**
 * Twilio's Messages API, or any server that speaks it: a form-encoded POST of To, From and Body
 * to /2010-04-01/Accounts/{sid}/Messages.json with basic auth; a 2xx answer names the message
 * (`sid`).
 */
export function twilioProvider(config: TwilioConfig): SmsProvider {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    kind: 'http',
    async send(message: SmsToSend): Promise<SmsOutcome> {
      const form = new URLSearchParams({
        To: toE164(message.to),
        From: config.from,
        Body: message.body,
      });
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const body: unknown = await response.json().catch(() => null);
        if (!response.ok)
          return { status: 'failed', error: describeRefusal(response.status, body) };
        const sid =
          typeof body === 'object' && body !== null && 'sid' in body && typeof body.sid === 'string'
            ? body.sid
            : null;
        return { status: 'sent', providerMessageId: sid };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return {
          status: 'failed',
          error: `The SMS provider could not be reached: ${reason}`.slice(0, MAX_ERROR_CHARS),
        };
      }
    },
  };
}
