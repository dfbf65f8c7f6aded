import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import {
  INVENTORY_MESSAGES,
  INVENTORY_STATUS,
  ON_RENTABLE_STATUSES,
  type InventoryItem,
} from '@fleet/domain';
import {
  editAssetPath,
  editRentalPath,
  onRentFormPath,
  withOffRent,
} from '../../../lib/rental-links';

/** spec 1 §4 "Row actions": which of them a row offers. */
export function rowActionsOf(item: InventoryItem) {
  const onRentRental =
    item.inventoryStatus === INVENTORY_STATUS.onRent ? (item.rentalStatus?.rentalId ?? null) : null;
  const canOnRent = (ON_RENTABLE_STATUSES as readonly number[]).includes(item.inventoryStatus);
  return {
    onRentRental,
    /** Shown for Ready To Rent, Make Ready and Soft Down; disabled when preferences forbid. */
    onRent: canOnRent ? { disabled: item.cannotRent } : null,
  };
}

/** The row's menu: Off-rent, Edit rental, On-rent, Edit asset. */
export function InventoryRowActions({ item, canEdit }: { item: InventoryItem; canEdit: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { onRentRental, onRent } = rowActionsOf(item);
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${item.customName}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {onRentRental !== null && (
          <>
            <Menu.Item
              disabled={!canEdit}
              onClick={() =>
                void navigate({
                  search: withOffRent(new URLSearchParams(location.search), [onRentRental]),
                })
              }
            >
              Off-rent
            </Menu.Item>
            <Menu.Item
              disabled={!canEdit}
              onClick={() => void navigate(editRentalPath(onRentRental))}
            >
              Edit rental
            </Menu.Item>
          </>
        )}
        {onRent &&
          (onRent.disabled ? (
            <Tooltip label={INVENTORY_MESSAGES.internalRentalDisabled} multiline w={260} withArrow>
              <div>
                <Menu.Item disabled>On-rent</Menu.Item>
              </div>
            </Tooltip>
          ) : (
            <Menu.Item disabled={!canEdit} onClick={() => void navigate(onRentFormPath(item.id))}>
              On-rent
            </Menu.Item>
          ))}
        <Menu.Item
          disabled={!canEdit}
          onClick={() => void navigate(editAssetPath(item.id, returnTo))}
        >
          Edit asset
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
