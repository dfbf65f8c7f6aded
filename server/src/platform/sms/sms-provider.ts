import { twilioProvider } from './twilio-provider';

/**
 * Where Fleet's text messages go (DESIGN §1 "SMS"). One interface, two providers: the outbox
 * (the default: nothing leaves the server; a company admin reads the messages in the app and
 * passes them on) or a Twilio-compatible HTTP API (SMS_PROVIDER=twilio and its SMS_* settings).
 * Every message is also a row of `sms_messages`, written by the caller with the outcome.
 */
export interface SmsProvider {
  /** Stored with each message: 'outbox' or 'http'. */
  readonly kind: 'outbox' | 'http';
  /** Never throws: a provider's refusal or a dropped connection is a 'failed' outcome. */
  send(message: SmsToSend): Promise<SmsOutcome>;
}

export interface SmsToSend {
  /** 10 or 11 digits (spec 1 §9); 10 are a North American number. */
  to: string;
  body: string;
}

export type SmsOutcome =
  | { status: 'outbox' }
  | { status: 'sent'; providerMessageId: string | null }
  | { status: 'failed'; error: string };

export type SmsConfig =
  | { kind: 'outbox' }
  | { kind: 'twilio'; baseUrl: string; accountSid: string; authToken: string; from: string };

const outboxProvider: SmsProvider = {
  kind: 'outbox',
  // The row the caller writes is the outbox: there is nothing else to do.
  send: () => Promise.resolve({ status: 'outbox' }),
};

export function createSmsProvider(config: SmsConfig): SmsProvider {
  return config.kind === 'twilio' ? twilioProvider(config) : outboxProvider;
}
