import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { INVENTORY_MESSAGES, type InventoryItem } from '@fleet/domain';

/** The bulk edit pages (a later issue) take the selected assets' ids. */
export const bulkEditPath = (page: 'groups' | 'details', assets: readonly InventoryItem[]) =>
  `/inventory/bulk-edit-${page}?assetIds=${assets.map((asset) => asset.id).join(',')}`;

/** spec 1 §2: the '<n> selected' bar's Edit groups and Edit details. */
export function SelectionActions({ rows }: { rows: InventoryItem[] }) {
  const navigate = useNavigate();
  const open = (page: 'groups' | 'details') => {
    if (rows.length === 0) {
      notifications.show({ color: 'yellow', message: INVENTORY_MESSAGES.noSelectedAssets });
      return;
    }
    void navigate(bulkEditPath(page, rows));
  };
  return (
    <>
      <Button size="xs" variant="light" onClick={() => open('groups')}>
        Edit groups
      </Button>
      <Button size="xs" variant="light" onClick={() => open('details')}>
        Edit details
      </Button>
    </>
  );
}
