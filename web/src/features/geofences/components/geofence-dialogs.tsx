import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { GEOFENCE_MESSAGES, geofenceDetails, type GeofenceDto } from '@fleet/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showErrorToast } from '../../../lib/error-toasts';
import { showSuccessToast } from '../../../lib/toasts';
import { useDeleteGeofence, useUpdateGeofence } from '../api/geofences';
import { showSaveFailure } from './save-failure';

const nameOnly = geofenceDetails.pick({ name: true });

/** Rename a geofence: PATCH with the name alone, and nothing when it did not change. */
export function RenameGeofenceModal({
  geofence,
  onClose,
}: {
  geofence: GeofenceDto | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={geofence !== null} onClose={onClose} title="Rename geofence" size="md">
      {geofence && <RenameForm geofence={geofence} onClose={onClose} />}
    </Modal>
  );
}

function RenameForm({ geofence, onClose }: { geofence: GeofenceDto; onClose: () => void }) {
  const update = useUpdateGeofence();
  const { form, failure, showServerError } = useZodForm(nameOnly, {
    initialValues: { name: geofence.name },
  });
  return (
    <form
      onSubmit={form.onSubmit(({ name }) => {
        if (name === geofence.name) return onClose();
        update.mutate(
          { geofenceId: geofence.geofence_id, body: { name } },
          {
            onSuccess: () => {
              showSuccessToast(GEOFENCE_MESSAGES.updated(name));
              onClose();
            },
            onError: showSaveFailure(showServerError),
          },
        );
      })}
    >
      <Stack gap="sm">
        <TextInput
          label="Name"
          withAsterisk
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <DialogActions
          failure={failure}
          onCancel={onClose}
          confirmLabel="Save"
          isPending={update.isPending}
        />
      </Stack>
    </form>
  );
}

/** Delete a geofence after the confirm dialog. */
export function DeleteGeofenceDialog({
  geofence,
  onClose,
  onDeleted,
}: {
  geofence: GeofenceDto | null;
  onClose: () => void;
  onDeleted: (geofenceId: number) => void;
}) {
  const remove = useDeleteGeofence();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={geofence !== null}
      title={`Delete ${geofence?.name ?? 'geofence'}?`}
      confirmLabel="Delete geofence"
      danger
      isPending={remove.isPending}
      failure={remove.isError ? GEOFENCE_MESSAGES.saveFailed : null}
      onCancel={close}
      onConfirm={() => {
        if (!geofence) return;
        remove.mutate(geofence.geofence_id, {
          onSuccess: () => {
            showSuccessToast(GEOFENCE_MESSAGES.deleted(geofence.name));
            onDeleted(geofence.geofence_id);
            close();
          },
          onError: showErrorToast,
        });
      }}
    >
      <Text size="sm">
        It leaves the map, the list and its groups, and no longer counts or alerts on assets going
        in or out. Alerts it raised before stay in their history.
      </Text>
    </ConfirmDialog>
  );
}
