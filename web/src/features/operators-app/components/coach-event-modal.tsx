import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { coachSafetyEventBody, type SafetyEvent } from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showSuccessToast } from '../../../lib/toasts';
import { useCoachSafetyEvent, type CoachSafetyEventBody } from '../api/coach-safety-event';
import { safetyEventTitle } from '../model/safety-event-text';

/** 'Mark coached': a note on what was said, kept with the event. */
export function CoachEventModal(props: {
  /** The event being marked; null when the dialog is closed. */
  event: SafetyEvent | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { event } = props;
  return (
    <Modal opened={event !== null} onClose={props.onClose} title="Mark coached" size="md">
      {/* A fresh form for each event: the content unmounts once closed. */}
      {event && <CoachEventForm {...props} event={event} />}
    </Modal>
  );
}

function CoachEventForm({
  event,
  timeZone,
  onClose,
}: {
  event: SafetyEvent;
  timeZone: string;
  onClose: () => void;
}) {
  const coach = useCoachSafetyEvent();
  const { form, failure, showServerError } = useZodForm<{ note: string }, CoachSafetyEventBody>(
    coachSafetyEventBody,
    { initialValues: { note: '' } },
  );
  const submit = form.onSubmit((body) =>
    coach.mutate(
      { safetyEventId: event.safety_event_id, body },
      {
        onSuccess: () => {
          showSuccessToast(`Marked coached: ${safetyEventTitle(event, timeZone)}.`);
          onClose();
        },
        onError: showServerError,
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {safetyEventTitle(event, timeZone)}. Driver: {event.operator?.name ?? 'Unassigned'}.
        </Text>
        <Textarea
          label="Note"
          description="What was talked about, for whoever reads this later. Optional."
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          {...form.getInputProps('note')}
        />
        <DialogActions
          failure={failure}
          onCancel={onClose}
          confirmLabel="Mark coached"
          isPending={coach.isPending}
        />
      </Stack>
    </form>
  );
}
