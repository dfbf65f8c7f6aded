import { useState } from 'react';
import {
  Alert,
  Button,
  ColorInput,
  Group,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import {
  ASSET_EDIT_MESSAGES,
  DEFAULT_MARKER_COLOR,
  MARKER_COLOR_SWATCHES,
  maxModelYear,
  type Asset,
  type AssetEditBody,
} from '@fleet/domain';
import { DialogActions } from '../../../../components/dialogs/dialog-actions';
import { isApiError } from '../../../../lib/api-client';
import { useZodForm } from '../../../../lib/forms/use-zod-form';
import { useMaintenanceGroups } from '../../../../lib/service-api/maintenance-groups';
import { showSuccessToast } from '../../../../lib/toasts';
import { useBranches } from '../../api/get-branches';
import { useEditAsset, useEditableAsset } from '../../api/edit-asset';
import {
  assetEditForm,
  assetEditValues,
  changedFields,
  type AssetEditValues,
} from '../../model/asset-edit-values';
import { ManualLocationModal } from './manual-location-modal';

interface AssetEditProps {
  assetId: number;
  /** Where Save and Cancel lead: returnTo, else the card's overview. */
  onDone: () => void;
}

/** spec 1 §2 the card's edit route: the asset's own fields, its marker colour and its place. */
export function AssetEditPanel({ assetId, onDone }: AssetEditProps) {
  const editable = useEditableAsset(assetId);
  if (editable.isPending) return <Loader size="sm" aria-label="Loading asset" />;
  if (editable.isError) {
    return (
      <Alert color="red" variant="light">
        {editable.error.message}
      </Alert>
    );
  }
  return <AssetEditForm asset={editable.data} onDone={onDone} />;
}

function AssetEditForm({ asset, onDone }: { asset: Asset; onDone: () => void }) {
  const [initial] = useState(() => assetEditValues(asset));
  const [placing, setPlacing] = useState(false);
  const branches = useBranches();
  const groups = useMaintenanceGroups(true);
  const edit = useEditAsset(asset.asset_id);
  const { form, failure, showServerError } = useZodForm<AssetEditValues, AssetEditBody>(
    assetEditForm,
    {
      initialValues: initial,
      toBody: (values) => changedFields(initial, values),
    },
  );
  const branchOptions = (branches.data ?? []).map((branch) => ({
    value: String(branch.id),
    label: branch.name,
  }));
  const groupOptions = (groups.data ?? []).map((group) => ({
    value: String(group.maintenance_group_id),
    label: group.name,
  }));
  const catalogue = [asset.make?.name, asset.equipment_model?.name, asset.equipment_class?.name]
    .filter(Boolean)
    .join(' · ');

  // The checked values arrive as the changed fields (toBody).
  const handleSubmit = form.onSubmit((body) => {
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    edit.mutate(body, {
      onSuccess: (saved) => {
        showSuccessToast(ASSET_EDIT_MESSAGES.saved(saved.custom_name));
        onDone();
      },
      onError: (error) =>
        isApiError(error) && error.status !== 0
          ? showServerError(error)
          : showServerError(new Error(ASSET_EDIT_MESSAGES.failed)),
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Edit asset">
      <Stack gap="sm">
        <TextInput label="Name" required data-autofocus {...form.getInputProps('custom_name')} />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput label="Serial number" {...form.getInputProps('serial_number')} />
          <TextInput label="VIN" {...form.getInputProps('vin')} />
          <TextInput label="Model" {...form.getInputProps('model')} />
          <NumberInput
            label="Year"
            min={1900}
            max={maxModelYear()}
            allowDecimal={false}
            {...form.getInputProps('year')}
          />
          <TextInput label="DOT number" {...form.getInputProps('dot_number')} />
          <ColorInput
            label="Marker colour"
            placeholder={`Default (${DEFAULT_MARKER_COLOR})`}
            swatches={[...MARKER_COLOR_SWATCHES]}
            swatchesPerRow={8}
            format="hex"
            {...form.getInputProps('marker_color')}
          />
        </SimpleGrid>
        {(['inventory_branch_id', 'service_branch_id', 'rental_branch_id'] as const).map(
          (field) => (
            <Select
              key={field}
              label={BRANCH_LABELS[field]}
              data={branchOptions}
              clearable
              searchable
              placeholder={branches.isPending ? 'Loading branches…' : 'No branch'}
              {...form.getInputProps(field)}
            />
          ),
        )}
        <Select
          label="Service group"
          data={groupOptions}
          clearable
          searchable
          placeholder={groups.isPending ? 'Loading service groups…' : 'No service group'}
          {...form.getInputProps('maintenance_group_id')}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label="Bluetooth tag type"
            placeholder="Asset tag"
            {...form.getInputProps('ble_tag_type')}
          />
          <TextInput
            label="Bluetooth tag serial"
            placeholder="None"
            {...form.getInputProps('ble_tag_serial')}
          />
        </SimpleGrid>
        {catalogue && (
          <Text size="xs" c="dimmed">
            Catalogue: {catalogue}. Make, product and class are set from the catalogue.
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconMapPin size={14} />}
            onClick={() => setPlacing(true)}
          >
            Set location on map
          </Button>
        </Group>
        <DialogActions
          failure={failure}
          onCancel={onDone}
          confirmLabel="Save"
          isPending={edit.isPending}
        />
      </Stack>
      <ManualLocationModal
        opened={placing}
        assetId={asset.asset_id}
        assetName={asset.custom_name}
        onClose={() => setPlacing(false)}
      />
    </form>
  );
}

const BRANCH_LABELS = {
  inventory_branch_id: 'Inventory branch',
  service_branch_id: 'Service branch',
  rental_branch_id: 'Rental branch',
} as const;
