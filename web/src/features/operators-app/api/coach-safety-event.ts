import { useMutation, useQueryClient } from '@tanstack/react-query';
import { safetyEvent, type coachSafetyEventBody, type SafetyEvent } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { operatorsAppKeys } from './keys';

export type CoachSafetyEventBody = ReturnType<typeof coachSafetyEventBody.parse>;

/** POST camera/safety-events/{id}/coaching: the driver was coached on the event. */
export function coachSafetyEvent(
  safetyEventId: number,
  body: CoachSafetyEventBody,
): Promise<SafetyEvent> {
  return apiRequest(`/camera/safety-events/${safetyEventId}/coaching`, safetyEvent, {
    method: 'POST',
    body,
  });
}

/** The dialog shows the server's refusal itself (403, 409), so no generic toast. */
export function useCoachSafetyEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { safetyEventId: number; body: CoachSafetyEventBody }) =>
      coachSafetyEvent(vars.safetyEventId, vars.body),
    meta: { skipGlobalErrorToast: true },
    // Lists, the coaching center and the uncoached counts all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorsAppKeys.safety() }),
  });
}
