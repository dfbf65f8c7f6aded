import { useState } from 'react';
import { ActionIcon, Button, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBookmark, IconTrash } from '@tabler/icons-react';
import {
  INVENTORY_LIMITS,
  savedSearchPresetInput,
  type InventoryPresetPayload,
  type SavedSearchPreset,
} from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { showErrorToast } from '../../../lib/error-toasts';
import { showSuccessToast } from '../../../lib/toasts';
import { useAddSavedSearch, useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches';

/** spec 1 §3 "Saved search preset": save the search under a name, apply one, delete one. */
export function SavedSearchesMenu({
  current,
  onApply,
  canSave,
}: {
  current: InventoryPresetPayload;
  onApply: (preset: SavedSearchPreset) => void;
  canSave: boolean;
}) {
  const presets = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [saving, setSaving] = useState(false);
  const list = presets.data ?? [];
  return (
    <>
      <Menu position="bottom-end" width={280} withinPortal closeOnItemClick>
        <Menu.Target>
          <Button variant="default" leftSection={<IconBookmark size={16} />}>
            Saved searches
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label="Saved searches">
          <Menu.Item disabled={!canSave} onClick={() => setSaving(true)}>
            Save current search…
          </Menu.Item>
          <Menu.Divider />
          {list.length === 0 && (
            <Text size="xs" c="dimmed" px="sm" py={6}>
              {presets.isPending ? 'Loading…' : 'No saved searches yet.'}
            </Text>
          )}
          {list.map((preset) => (
            <Menu.Item
              key={preset.presetId}
              onClick={() => onApply(preset)}
              rightSection={
                canSave && (
                  <ActionIcon
                    component="span"
                    role="button"
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={`Delete ${preset.presetName}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      remove.mutate(preset.presetId, {
                        onSuccess: () => showSuccessToast(`Deleted "${preset.presetName}".`),
                        onError: showErrorToast,
                      });
                    }}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                )
              }
            >
              {preset.presetName}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <SaveSearchModal opened={saving} current={current} onClose={() => setSaving(false)} />
    </>
  );
}

function SaveSearchModal({
  opened,
  current,
  onClose,
}: {
  opened: boolean;
  current: InventoryPresetPayload;
  onClose: () => void;
}) {
  const add = useAddSavedSearch();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setName('');
    setError(null);
    add.reset();
    onClose();
  };
  const save = () => {
    const parsed = savedSearchPresetInput.safeParse({ presetName: name, preset: current });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the name.');
      return;
    }
    add.mutate(
      { presetName: parsed.data.presetName, preset: current },
      {
        onSuccess: (preset) => {
          showSuccessToast(`Saved "${preset.presetName}".`);
          close();
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} title="Save search" size="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Name"
            data-autofocus
            maxLength={INVENTORY_LIMITS.presetNameLength}
            value={name}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
          />
          <DialogActions
            onCancel={close}
            confirmLabel="Save"
            isPending={add.isPending}
            failure={add.error ? add.error.message : null}
          />
        </Stack>
      </form>
    </Modal>
  );
}
