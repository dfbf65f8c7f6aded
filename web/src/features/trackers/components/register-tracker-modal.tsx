import { Modal, TextInput } from '@mantine/core';
import { newTracker, type TrackerListItem } from '@fleet/domain';
import { RegisterDeviceForm } from '../../../components/devices/register-device-form';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useRegisterTracker, type NewTracker } from '../api/register-tracker';
import { useLastPresent } from '../../../lib/hooks/use-last-present';
import { TRACKER_KIND } from '../model/tracker-kind';
import { DeviceLookupHint } from './device-lookup-hint';

// A type alias, not an interface: the zod resolver wants an indexable record.
type RegisterFormValues = {
  device_serial: string;
  tracker_type_id: number;
  asset_id: number | null;
};

interface RegisterTrackerModalProps {
  /** The identifier the form opens with ('' for "Add tracker"); null keeps the dialog closed. */
  serial: string | null;
  onClose: () => void;
  onRegistered: (tracker: TrackerListItem) => void;
}

/** Registers a tracker by the identifier it sends, optionally installing it on an asset. */
export function RegisterTrackerModal({ serial, onClose, onRegistered }: RegisterTrackerModalProps) {
  const shown = useLastPresent(serial) ?? '';
  return (
    <Modal
      opened={serial !== null}
      onClose={onClose}
      title={shown ? `Register ${shown}` : 'Add tracker'}
      size="md"
    >
      {/* The dialog's content unmounts once closed, so each opening starts a fresh form. */}
      <RegisterTrackerForm serial={shown} onClose={onClose} onRegistered={onRegistered} />
    </Modal>
  );
}

interface RegisterTrackerFormProps {
  serial: string;
  onClose: () => void;
  onRegistered: (tracker: TrackerListItem) => void;
}

function RegisterTrackerForm({ serial, onClose, onRegistered }: RegisterTrackerFormProps) {
  const register = useRegisterTracker();
  // The same schema as the server's: it checks and trims the identifier before it is sent.
  const { form, failure, showServerError } = useZodForm<RegisterFormValues, NewTracker>(
    newTracker,
    {
      initialValues: { device_serial: serial, tracker_type_id: 1, asset_id: null },
    },
  );

  const handleSubmit = form.onSubmit((body) => {
    register.mutate(body, { onSuccess: onRegistered, onError: showServerError });
  });

  return (
    <RegisterDeviceForm
      kind={TRACKER_KIND}
      form={form}
      onSubmit={handleSubmit}
      isAssetFocused={Boolean(serial)}
      failure={failure}
      isPending={register.isPending}
      onCancel={onClose}
    >
      <TextInput
        label="Identifier"
        description="As the tracker sends it: its IMEI, serial or the app’s device identifier."
        placeholder="e.g. 356938035643809"
        autoComplete="off"
        required
        data-autofocus={!serial || undefined}
        {...form.getInputProps('device_serial')}
      />
      <DeviceLookupHint value={form.values.device_serial} />
    </RegisterDeviceForm>
  );
}
