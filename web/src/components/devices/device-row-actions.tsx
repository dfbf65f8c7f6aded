import { Button } from '@mantine/core';
import type { InstalledDevice } from './device-kind';

/** What a device's row can do; the page opens the dialog for each. */
export interface DeviceActions<T> {
  onInstall: (device: T) => void;
  onTakeOff: (device: T) => void;
  /** Removing one that is on no asset, where the kind allows it (cameras). */
  onRemove?: (device: T) => void;
}

/** A row's buttons: install or move it, then take it off its asset (or remove it, if on none). */
export function DeviceRowActions<T extends InstalledDevice>({
  device,
  onInstall,
  onTakeOff,
  onRemove,
}: { device: T } & DeviceActions<T>) {
  return (
    <>
      <Button size="xs" variant="light" onClick={() => onInstall(device)}>
        {device.asset ? 'Move…' : 'Install on asset…'}
      </Button>
      {device.asset ? (
        <Button size="xs" variant="subtle" color="red" onClick={() => onTakeOff(device)}>
          Take off
        </Button>
      ) : (
        onRemove && (
          <Button size="xs" variant="subtle" color="red" onClick={() => onRemove(device)}>
            Remove
          </Button>
        )
      )}
    </>
  );
}
