import { useMemo } from 'react';
import { Loader, Select } from '@mantine/core';
import { useTrackerAssets } from '../api/get-tracker-assets';
import { freeAssetOptions, toAssetId } from '../model/asset-options';

interface AssetSelectProps {
  label: string;
  description?: string;
  placeholder: string;
  value: number | null;
  onChange: (assetId: number | null) => void;
  error?: string;
  required?: boolean;
  'data-autofocus'?: boolean;
}

/** Options shown at once; typing narrows the company's ~2,000 assets to these. */
const SHOWN_OPTIONS = 100;

/** Chooses an asset without a tracker, searching by name. */
export function AssetSelect({ value, onChange, error, placeholder, ...props }: AssetSelectProps) {
  const assets = useTrackerAssets(true);
  const options = useMemo(() => freeAssetOptions(assets.data ?? []), [assets.data]);
  const loadError = assets.isError ? 'The assets could not be loaded.' : undefined;
  // Fetching again after a tracker moved: the old list may offer an asset that is taken now.
  const isLoading = assets.isFetching;

  return (
    <Select
      {...props}
      data={options}
      placeholder={isLoading ? 'Loading assets…' : placeholder}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(toAssetId(next))}
      searchable
      clearable
      limit={SHOWN_OPTIONS}
      disabled={isLoading}
      rightSection={isLoading ? <Loader size={16} /> : undefined}
      nothingFoundMessage="No asset without a tracker has that name"
      error={error ?? loadError}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
