import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ShareLocationInput } from '@fleet/domain';
import { graphqlRequest } from '../../../lib/graphql-request';
import { smsMessageKeys } from '../../../lib/sms-message-keys';

const SHARE_LOCATION = /* GraphQL */ `
  mutation ShareLocation(
    $assetId: Int
    $rentalId: Int
    $location: ShareLocationPlace
    $message: String
    $phoneNumber: String
  ) {
    shareLocation(
      assetId: $assetId
      rentalId: $rentalId
      location: $location
      message: $message
      phoneNumber: $phoneNumber
    ) {
      ok
    }
  }
`;

const answer = z.object({ shareLocation: z.object({ ok: z.boolean() }) });

/** spec 1 §7 share-location mutation: success is decided by `shareLocation.ok`. */
export async function shareLocation(input: ShareLocationInput): Promise<boolean> {
  const { shareLocation: result } = await graphqlRequest(SHARE_LOCATION, { ...input }, answer);
  return result.ok;
}

export function useShareLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareLocation,
    // The modal says which share failed, with the server's sentence.
    meta: { skipGlobalErrorToast: true },
    // The message is now in the company's outbox.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smsMessageKeys.all }),
  });
}
