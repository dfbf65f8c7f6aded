import { SimpleGrid, Text } from '@mantine/core';
import type { OnRentAsset } from '../../api/on-rent-asset';
import { shown } from '../model/on-rent-form';

/** spec 1 §2 "Asset Details": Name, Make, Model (catalogue model or free text), '--' if missing. */
export function AssetDetails({ asset }: { asset: OnRentAsset | undefined }) {
  const rows: Array<[string, string]> = [
    ['Name', shown(asset?.custom_name)],
    ['Make', shown(asset?.make?.name)],
    ['Model', shown(asset?.equipment_model?.name ?? asset?.model)],
  ];
  return (
    <SimpleGrid cols={3} aria-label="Asset Details">
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text data-testid={`asset-${label.toLowerCase()}`}>{value}</Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
