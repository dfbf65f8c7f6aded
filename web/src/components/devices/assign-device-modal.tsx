import { useState, type FormEvent } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { describeServerError } from '../../lib/forms/server-errors';
import { useLastPresent } from '../../lib/hooks/use-last-present';
import { DialogActions } from '../dialogs/dialog-actions';
import type { AssignInputOf, AssignMutation } from './device-assign-call';
import { DeviceAssetSelect } from './device-asset-select';
import type { DeviceKind, InstalledDevice } from './device-kind';

/** Above the asset: what the device does on its new asset (the feature's words). */
export interface AssignDeviceWords {
  /** It is on no asset yet. */
  install: string;
  /** It is on `from` now. */
  move: (from: string) => string;
}

interface AssignDeviceModalProps<T extends InstalledDevice, Input> {
  kind: DeviceKind<T>;
  words: AssignDeviceWords;
  /** The device to install or move; null keeps the dialog closed. */
  device: T | null;
  assign: AssignMutation<T, Input>;
  inputOf: AssignInputOf<T, Input>;
  onClose: () => void;
  onAssigned: (device: T) => void;
}

/** Installs a device on an asset without one of its kind, or moves it there from its asset. */
export function AssignDeviceModal<T extends InstalledDevice, Input>(
  props: AssignDeviceModalProps<T, Input>,
) {
  const { kind, device, assign, onClose } = props;
  const shown = useLastPresent(device);
  const title = shown?.asset
    ? `Move ${kind.serialOf(shown)}`
    : `Install ${shown ? kind.serialOf(shown) : kind.noun}`;
  // The call outlives the dialog: what it said about one device must not show for the next.
  const close = () => {
    assign.reset();
    onClose();
  };
  return (
    <Modal opened={device !== null} onClose={close} title={title} size="md">
      {shown && (
        <AssignDeviceForm key={kind.idOf(shown)} {...props} device={shown} onClose={close} />
      )}
    </Modal>
  );
}

function AssignDeviceForm<T extends InstalledDevice, Input>({
  kind,
  words,
  device,
  assign,
  inputOf,
  onClose,
  onAssigned,
}: AssignDeviceModalProps<T, Input> & { device: T }) {
  const [assetId, setAssetId] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  // The one field is the asset: a refusal (taken meanwhile, archived) reads best above the buttons.
  const failure = assign.error ? describeServerError(assign.error, () => false).message : null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (assetId === null) {
      setMissing(true);
      return;
    }
    assign.mutate(inputOf(device, assetId), {
      onSuccess: (updated) => {
        assign.reset();
        onAssigned(updated);
      },
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{device.asset ? words.move(device.asset.custom_name) : words.install}</Text>
        <DeviceAssetSelect
          kind={kind}
          label={device.asset ? 'Move to asset' : 'Install on asset'}
          description={`Only assets without a ${kind.noun} are listed.`}
          placeholder="Search assets by name"
          required
          data-autofocus
          value={assetId}
          onChange={(next) => {
            setAssetId(next);
            setMissing(false);
            if (assign.isError) assign.reset();
          }}
          error={missing ? 'Choose an asset' : undefined}
        />
        <DialogActions
          failure={failure}
          onCancel={onClose}
          confirmLabel={device.asset ? 'Move' : 'Install'}
          isPending={assign.isPending}
        />
      </Stack>
    </form>
  );
}
