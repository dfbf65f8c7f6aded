import {
  ColorInput,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
  Input,
} from '@mantine/core';
import type { ReactNode } from 'react';
import {
  ASSET_CREATE_MESSAGES,
  ASSET_TYPE_KEYS,
  DEFAULT_MARKER_COLOR,
  MARKER_COLOR_SWATCHES,
  maxModelYear,
  type AssetCreateBody,
} from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { isApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showSuccessToast } from '../../../lib/toasts';
import { useCreateAsset } from '../api/create-asset';
import {
  EMPTY_ASSET_CREATE_VALUES,
  assetCreateForm,
  type AssetCreateValues,
} from '../model/asset-create-values';
import { CatalogueFields } from './catalogue-fields';
import { ClassFields } from './class-fields';
import { LinkFields } from './link-fields';
import { PhotoField } from './photo-field';
import { PlateFields } from './plate-fields';
import { VinField } from './vin-field';

const KIND_OPTIONS = ASSET_TYPE_KEYS.map((key) => ({
  value: key,
  label: key.charAt(0).toUpperCase() + key.slice(1),
}));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

interface AssetCreateFormProps {
  /** After the asset was created (its id), to go where the person came from. */
  onCreated: (assetId: number) => void;
  onCancel: () => void;
}

/** spec 1 §2 /assets/create: every field of a new asset (spec 2 §3), checked as the server does. */
export function AssetCreateForm({ onCreated, onCancel }: AssetCreateFormProps) {
  const create = useCreateAsset();
  const { form, failure, showServerError } = useZodForm<AssetCreateValues, AssetCreateBody>(
    assetCreateForm,
    { initialValues: EMPTY_ASSET_CREATE_VALUES },
  );
  const handleSubmit = form.onSubmit((body) => {
    create.mutate(body, {
      onSuccess: ({ asset_id: assetId }) => {
        showSuccessToast(ASSET_CREATE_MESSAGES.created(body.custom_name));
        onCreated(assetId);
      },
      onError: (error) =>
        isApiError(error) && error.status !== 0
          ? showServerError(error)
          : showServerError(new Error(ASSET_CREATE_MESSAGES.failed)),
    });
  });
  const photoError = form.errors.photo_id;
  const hasProduct = form.values.product_id !== null;

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Add asset">
      <Stack gap="md" maw={880}>
        <Section title="Asset">
          <TextInput label="Name" required data-autofocus {...form.getInputProps('custom_name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Input.Wrapper label="Asset type" required>
              <SegmentedControl
                fullWidth
                aria-label="Asset type"
                data={[
                  { value: '1', label: 'Vehicle' },
                  { value: '2', label: 'Equipment' },
                ]}
                {...form.getInputProps('asset_type_id')}
              />
            </Input.Wrapper>
            <Select
              label="Kind on the map"
              placeholder="As its type"
              clearable
              data={KIND_OPTIONS}
              {...form.getInputProps('asset_type_key')}
            />
          </SimpleGrid>
          <VinField
            {...form.getInputProps('vin')}
            value={form.values.vin}
            onChange={(vin) => form.setFieldValue('vin', vin)}
            onUseDecoded={({ make, year }) => {
              if (make) form.setFieldValue('make', make);
              if (year) form.setFieldValue('year', year);
            }}
          />
          <CatalogueFields
            form={form}
            onProduct={(product) => {
              // The product's make, model and year are the asset's (the server does the same).
              if (!product) return;
              form.setFieldValue('make', product.make);
              form.setFieldValue('model', product.model);
              form.setFieldValue('year', product.year ?? '');
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label="Make" disabled={hasProduct} {...form.getInputProps('make')} />
            <TextInput label="Model" disabled={hasProduct} {...form.getInputProps('model')} />
            <NumberInput
              label="Year"
              min={1900}
              max={maxModelYear()}
              allowDecimal={false}
              disabled={hasProduct}
              {...form.getInputProps('year')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Serial number" {...form.getInputProps('serial_number')} />
            <TextInput label="DOT number" {...form.getInputProps('dot_number')} />
          </SimpleGrid>
        </Section>

        <Section title="Registration and readings">
          <PlateFields form={form} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput label="Hours" min={0} decimalScale={1} {...form.getInputProps('hours')} />
            <NumberInput
              label="Odometer (miles)"
              min={0}
              thousandSeparator=","
              {...form.getInputProps('odometer')}
            />
          </SimpleGrid>
        </Section>

        <Section title="Branch, class and groups">
          <LinkFields form={form} />
          <ClassFields form={form} />
        </Section>

        <Section title="Look and notes">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ColorInput
              label="Colour"
              placeholder={`Default (${DEFAULT_MARKER_COLOR})`}
              swatches={[...MARKER_COLOR_SWATCHES]}
              swatchesPerRow={8}
              format="hex"
              {...form.getInputProps('marker_color')}
            />
            <PhotoField
              onChange={(photoId) => form.setFieldValue('photo_id', photoId)}
              error={typeof photoError === 'string' ? photoError : undefined}
            />
          </SimpleGrid>
          <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('description')} />
        </Section>

        <DialogActions
          failure={failure}
          onCancel={onCancel}
          confirmLabel="Save"
          isPending={create.isPending}
        />
      </Stack>
    </form>
  );
}
