import { Stack } from '@mantine/core';
import { ASSET_TYPE } from '@fleet/domain';
import { type MapAssetRecord } from '../../api/get-map-assets';
import { type AssetNames } from '../../model/asset-names';
import { PanelSection } from '../../../../components/panel-section';
import { BranchHistory } from './branch-history';
import { Fact } from './card-parts';

/** spec 1 §2 "Vehicle or Equipment details": what identifies the asset and where it belongs. */
export function AssetDetails({
  asset,
  names,
  timeZone,
}: {
  asset: MapAssetRecord;
  names: AssetNames;
  timeZone: string;
}) {
  const title =
    asset.asset_type_id === ASSET_TYPE.vehicle ? 'Vehicle details' : 'Equipment details';
  const branch =
    asset.inventory_branch_id === null
      ? null
      : (names.branches.get(asset.inventory_branch_id) ?? `Branch ${asset.inventory_branch_id}`);
  const groups = asset.organizations_assets
    .map(({ organization_id: id }) => names.groups.get(id) ?? `Group ${id}`)
    .join(', ');
  return (
    <PanelSection title={title}>
      <Stack gap={6}>
        <Fact label="Class" value={asset.equipment_class?.name} />
        <Fact label="Serial number" value={asset.serial_number} />
        {asset.asset_type_id === ASSET_TYPE.vehicle && <Fact label="VIN" value={asset.vin} />}
        <Fact label="Branch" value={branch} />
        <Fact label="Groups" value={groups === '' ? null : groups} />
        <BranchHistory assetId={asset.asset_id} timeZone={timeZone} />
      </Stack>
    </PanelSection>
  );
}
