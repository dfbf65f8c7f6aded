/** The company's text messages (the outbox): shared by the share modal and the outbox page. */
export const smsMessageKeys = {
  all: ['sms-messages'] as const,
};
