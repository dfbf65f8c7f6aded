import { useQuery } from '@tanstack/react-query';
import { smsMessage, type SmsMessage } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { smsMessageKeys } from '../../../lib/sms-message-keys';

const smsMessages = smsMessage.array();

export function getSmsMessages(signal?: AbortSignal): Promise<SmsMessage[]> {
  return apiRequest('/sms-messages', smsMessages, { signal });
}

/** The company's text messages, newest first (the outbox); admins only, so asked only by them. */
export function useSmsMessages({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: smsMessageKeys.all,
    enabled,
    queryFn: ({ signal }) => getSmsMessages(signal),
    staleTime: CACHE_TIME.short,
  });
}
