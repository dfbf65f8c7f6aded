import { describeServerError } from '../../lib/forms/server-errors';
import { useLastPresent } from '../../lib/hooks/use-last-present';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import type { AssignInputOf, AssignMutation } from './device-assign-call';
import type { DeviceKind, InstalledDevice } from './device-kind';

interface TakeOffDeviceModalProps<T extends InstalledDevice, Input> {
  kind: DeviceKind<T>;
  /** What taking it off `assetName` does (the feature's words). */
  consequence: (assetName: string) => string;
  /** The device to take off its asset; null keeps the dialog closed. */
  device: T | null;
  assign: AssignMutation<T, Input>;
  inputOf: AssignInputOf<T, Input>;
  onClose: () => void;
  onTakenOff: (device: T, assetName: string) => void;
}

// A confirmation has no field: every refusal shows above its buttons.
const noField = () => false;

/** Asks before taking a device off its asset; it stays registered, ready to install again. */
export function TakeOffDeviceModal<T extends InstalledDevice, Input>({
  kind,
  consequence,
  device,
  assign,
  inputOf,
  onClose,
  onTakenOff,
}: TakeOffDeviceModalProps<T, Input>) {
  const shown = useLastPresent(device);
  const assetName = shown?.asset?.custom_name ?? 'its asset';

  const close = () => {
    assign.reset();
    onClose();
  };
  const takeOff = () => {
    if (!device) return;
    assign.mutate(inputOf(device, null), {
      onSuccess: (updated) => {
        assign.reset();
        onTakenOff(updated, assetName);
      },
    });
  };

  return (
    <ConfirmDialog
      opened={device !== null}
      title={`Take ${shown ? kind.serialOf(shown) : `the ${kind.noun}`} off ${assetName}?`}
      confirmLabel="Take off"
      onConfirm={takeOff}
      onCancel={close}
      isPending={assign.isPending}
      failure={assign.error ? describeServerError(assign.error, noField).message : null}
      danger
    >
      {consequence(assetName)}
    </ConfirmDialog>
  );
}
