import { useMemo } from 'react';
import { Loader, MultiSelect, Select } from '@mantine/core';
import { useServiceAssets, type ServiceAsset } from '../api/service-assets';

/** Options shown at once; typing narrows the company's ~2,000 assets to these. */
const SHOWN_OPTIONS = 100;
const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export function assetOptions(assets: readonly ServiceAsset[]) {
  return [...assets]
    .sort((a, b) => byName.compare(a.custom_name, b.custom_name) || a.asset_id - b.asset_id)
    .map((asset) => ({ value: String(asset.asset_id), label: asset.custom_name }));
}

interface AssetSelectProps {
  label?: string;
  'aria-label'?: string;
  placeholder: string;
  value: number | null;
  onChange: (assetId: number | null) => void;
  error?: string;
  required?: boolean;
  w?: number;
}

/** Chooses one of the company's assets, searching by name. */
export function ServiceAssetSelect({
  value,
  onChange,
  error,
  placeholder,
  ...props
}: AssetSelectProps) {
  const assets = useServiceAssets();
  const options = useMemo(() => assetOptions(assets.data ?? []), [assets.data]);
  return (
    <Select
      {...props}
      data={options}
      placeholder={assets.isPending ? 'Loading assets…' : placeholder}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      searchable
      clearable
      limit={SHOWN_OPTIONS}
      rightSection={assets.isPending ? <Loader size={16} /> : undefined}
      nothingFoundMessage="No asset has that name"
      error={error ?? (assets.isError ? 'The assets could not be loaded.' : undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

interface AssetsMultiSelectProps {
  label: string;
  value: number[];
  onChange: (assetIds: number[]) => void;
  disabled?: boolean;
}

/** Chooses several of the company's assets (a service group's), searching by name. */
export function ServiceAssetsMultiSelect({ value, onChange, ...props }: AssetsMultiSelectProps) {
  const assets = useServiceAssets();
  const options = useMemo(() => assetOptions(assets.data ?? []), [assets.data]);
  return (
    <MultiSelect
      {...props}
      data={options}
      placeholder={assets.isPending ? 'Loading assets…' : 'Search assets'}
      value={value.map(String)}
      onChange={(next) => onChange(next.map(Number))}
      searchable
      clearable
      hidePickedOptions
      limit={SHOWN_OPTIONS}
      maxDropdownHeight={260}
      nothingFoundMessage="No asset has that name"
      error={assets.isError ? 'The assets could not be loaded.' : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
