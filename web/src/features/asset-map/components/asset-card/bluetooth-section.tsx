import { Stack } from '@mantine/core';
import { PanelSection } from '../../../../components/panel-section';
import type { MapAssetRecord } from '../../api/get-map-assets';
import { Fact } from './card-parts';

/**
 * spec 1 §2 card panel "Bluetooth (type, serial number)": the tag on the asset, which a nearby
 * tracker hears (a Bluetooth node reports through it). Shown only when the asset has one.
 */
export function BluetoothSection({ asset }: { asset: MapAssetRecord }) {
  if (asset.ble_tag === null) return null;
  return (
    <PanelSection title="Bluetooth">
      <Stack gap={6}>
        <Fact label="Type" value={asset.ble_tag.type} />
        <Fact label="Serial number" value={asset.ble_tag.serial} />
      </Stack>
    </PanelSection>
  );
}
