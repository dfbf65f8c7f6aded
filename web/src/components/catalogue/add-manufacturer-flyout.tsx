import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconArchive } from '@tabler/icons-react';
import { CATALOGUE_MESSAGES, pimMake, pimMakeCreate, type PimMake } from '@fleet/domain';
import { isApiError } from '../../lib/api-client';
import { catalogueKeys } from '../../lib/catalogue-api/catalogue-keys';
import { useCreatePimMake } from '../../lib/catalogue-api/create-pim-make';
import { useRestorePimMake } from '../../lib/catalogue-api/restore-pim-make';
import { searchPimMakes, useSameNameMake } from '../../lib/catalogue-api/search-pim-makes';
import { waitForMake } from '../../lib/catalogue-api/wait-for-make';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { DialogActions } from '../dialogs/dialog-actions';
import { Flyout } from '../dialogs/flyout';

export interface AddManufacturerFlyoutProps {
  opened: boolean;
  onClose: () => void;
  /** The new (or restored) manufacturer, once the makes list shows it. */
  onCreated: (make: PimMake) => void;
  initialName?: string;
}

/** spec 2 §2 Add Manufacturer flyout, §4 duplicate handling, §5 Add Manufacturer. */
export function AddManufacturerFlyout(props: AddManufacturerFlyoutProps) {
  return (
    <Flyout opened={props.opened} onClose={props.onClose} title="Add Manufacturer" size="400px">
      {/* Unmounted once closed, so each opening starts a fresh form. */}
      {props.opened && <AddManufacturerForm {...props} />}
    </Flyout>
  );
}

/** The 409's existing make, when the server found one the name check had not yet. */
function conflictMake(error: unknown): PimMake | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const parsed = pimMake.safeParse((error.details as { make?: unknown } | undefined)?.make);
  return parsed.success ? parsed.data : undefined;
}

function AddManufacturerForm({ onClose, onCreated, initialName = '' }: AddManufacturerFlyoutProps) {
  const client = useQueryClient();
  const create = useCreatePimMake();
  const restore = useRestorePimMake();
  const [isWaiting, setIsWaiting] = useState(false);
  const [refused, setRefused] = useState<PimMake | undefined>();
  const { form, failure, showServerError } = useZodForm<{ name: string }, { name: string }>(
    pimMakeCreate,
    { initialValues: { name: initialName }, onValuesChange: () => setRefused(undefined) },
  );
  const [name] = useDebouncedValue(form.values.name, 300);
  const same = useSameNameMake(name);
  const duplicate = refused ?? same.data?.[0];
  const isArchived = duplicate?.is_deleted === true;

  const finish = async (make: PimMake) => {
    setIsWaiting(true);
    const shown = await waitForMake(() => searchPimMakes(make.name, { exactMatch: true }), make.id);
    await client.invalidateQueries({ queryKey: catalogueKeys.makes() });
    setIsWaiting(false);
    onCreated(shown ?? make);
    onClose();
  };

  const handleSubmit = form.onSubmit((body) => {
    if (duplicate) return;
    create.mutate(body, {
      onSuccess: (made) =>
        void finish({
          id: made.id,
          name: made.name,
          company_id: made.company_id,
          is_deleted: false,
        }),
      onError: (error) => {
        const existing = conflictMake(error);
        if (existing) setRefused(existing);
        // spec 2 §8: a failed creation only leaves the loading state; the form says why.
        else showServerError(error);
      },
    });
  });

  const handleRestore = () => {
    if (!duplicate) return;
    restore.mutate(duplicate.id, {
      onSuccess: (restored) => void finish(restored),
      onError: (error) => showServerError(error),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Manufacturer name"
          required
          data-autofocus
          {...form.getInputProps('name')}
          error={
            form.errors.name ??
            (duplicate && !isArchived ? CATALOGUE_MESSAGES.manufacturerExists : undefined)
          }
        />
        {isArchived && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconArchive size={18} />}
            title={CATALOGUE_MESSAGES.archivedManufacturer}
          >
            <Text size="sm">{CATALOGUE_MESSAGES.archivedManufacturerText}</Text>
            <Group gap="xs" mt="sm">
              <Button size="xs" onClick={handleRestore} loading={restore.isPending || isWaiting}>
                Restore
              </Button>
              <Button size="xs" variant="default" onClick={onClose}>
                Cancel
              </Button>
            </Group>
          </Alert>
        )}
        <DialogActions
          failure={failure}
          onCancel={onClose}
          confirmLabel="Add Manufacturer"
          isPending={create.isPending || (isWaiting && !isArchived)}
          confirmDisabled={duplicate !== undefined}
        />
      </Stack>
    </form>
  );
}
