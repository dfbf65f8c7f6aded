import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { canOpenAssetCreate, isAddAssetStraightToForm } from '@fleet/domain';
import { useAccess } from '../lib/access-provider';

/**
 * spec 1 §2: the single-asset form and the CSV import, each coming back to the page that
 * opened them: the form to the page as it was (its search), the import, which ends on its
 * own summary, to the page's plain path (`/inventory`, `/assets`).
 */
export function addAssetPaths(location: { pathname: string; search: string }) {
  return {
    single: `/assets/create?returnTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`,
    csv: `/assets/bulk-add?returnTo=${encodeURIComponent(location.pathname)}`,
  };
}

/**
 * spec 1 §2 "Add asset button": straight to the single-asset form when a product-information
 * or resource-map flag is on, else a menu of Single asset and Upload with CSV. Hidden from
 * those who may not add assets. Shared by the inventory and the asset register.
 */
export function AddAssetButton() {
  const { ctx } = useAccess();
  const location = useLocation();
  if (!canOpenAssetCreate(ctx)) return null;
  const paths = addAssetPaths(location);
  if (isAddAssetStraightToForm(ctx.flags)) {
    return (
      <Button component={Link} to={paths.single} leftSection={<IconPlus size={16} />}>
        Add asset
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button leftSection={<IconPlus size={16} />} rightSection={<IconChevronDown size={14} />}>
          Add asset
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.single}>
          Single asset
        </Menu.Item>
        <Menu.Item component={Link} to={paths.csv}>
          Upload with CSV
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
