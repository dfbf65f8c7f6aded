import { useMemo } from 'react';
import { Loader, Select } from '@mantine/core';
import {
  freeAssetOptions,
  toAssetId,
  useAssetChoices,
  type AssetChoice,
} from '../lib/asset-choices';

export interface AssetSelectProps {
  label: string;
  description?: string;
  placeholder: string;
  value: number | null;
  onChange: (assetId: number | null) => void;
  /** Which assets may be chosen (e.g. those without a tracker). */
  isFree: (asset: AssetChoice) => boolean;
  /** Said when typing matches no free asset. */
  nothingFoundMessage: string;
  error?: string;
  required?: boolean;
  'data-autofocus'?: boolean;
}

/** Options shown at once; typing narrows the company's ~2,000 assets to these. */
const SHOWN_OPTIONS = 100;

/** Chooses one of the company's free assets, searching by name (the device forms' field). */
export function AssetSelect({
  value,
  onChange,
  error,
  placeholder,
  isFree,
  ...props
}: AssetSelectProps) {
  const assets = useAssetChoices(true);
  const options = useMemo(() => freeAssetOptions(assets.data ?? [], isFree), [assets.data, isFree]);
  const loadError = assets.isError ? 'The assets could not be loaded.' : undefined;
  // Fetching again after a device moved: the old list may offer an asset that is taken now.
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
      error={error ?? loadError}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
