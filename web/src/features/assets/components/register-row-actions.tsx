import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconMap, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AssetSearchItem } from '@fleet/domain';
import { editAssetPath } from '../../../lib/rental-links';
import { mapPath } from '../model/register-links';

/**
 * A row's menu: Edit (the card's edit form, coming back here as the page was) and Open on
 * map. Edit is off for those who may not edit assets (read-only users).
 */
export function RegisterRowActions({
  item,
  returnTo,
  canEdit,
}: {
  item: AssetSearchItem;
  returnTo: string;
  canEdit: boolean;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${item.name}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canEdit ? (
          <Menu.Item
            component={Link}
            to={editAssetPath(item.asset_id, returnTo)}
            leftSection={<IconPencil size={14} />}
          >
            Edit
          </Menu.Item>
        ) : (
          <Menu.Item disabled leftSection={<IconPencil size={14} />}>
            Edit
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={mapPath(item.asset_id)} leftSection={<IconMap size={14} />}>
          Open on map
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
