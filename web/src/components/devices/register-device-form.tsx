import type { FormEvent, ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { DialogActions } from '../dialogs/dialog-actions';
import type { DeviceAssetKind } from './device-kind';
import { DeviceAssetSelect } from './device-asset-select';

/** The part of a register form (Mantine form) this shell fills in: the asset to install on. */
export interface FormWithAsset {
  values: { asset_id: number | null };
  errors: Record<string, ReactNode>;
  setFieldValue: (path: 'asset_id', value: number | null) => void;
}

interface RegisterDeviceFormProps {
  kind: DeviceAssetKind;
  form: FormWithAsset;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The device's own fields, above the asset. */
  children: ReactNode;
  /** The asset takes the focus when the device's fields came filled in. */
  isAssetFocused?: boolean;
  /** The server's refusal no field shows; null when there is none. */
  failure: string | null;
  isPending: boolean;
  onCancel: () => void;
}

/**
 * A device's register form: its own fields, then the asset to install it on at once (optional:
 * it can be installed later from its row), then Cancel and Register.
 */
export function RegisterDeviceForm({
  kind,
  form,
  onSubmit,
  children,
  isAssetFocused = false,
  failure,
  isPending,
  onCancel,
}: RegisterDeviceFormProps) {
  const assetError = form.errors.asset_id;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {children}
        <DeviceAssetSelect
          kind={kind}
          label="Install on asset"
          description={`Optional. Only assets without a ${kind.noun} are listed.`}
          placeholder="Not installed yet"
          data-autofocus={isAssetFocused || undefined}
          value={form.values.asset_id}
          onChange={(assetId) => form.setFieldValue('asset_id', assetId)}
          error={typeof assetError === 'string' ? assetError : undefined}
        />
        <DialogActions
          failure={failure}
          onCancel={onCancel}
          confirmLabel="Register"
          isPending={isPending}
        />
      </Stack>
    </form>
  );
}
