import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { editRentalPath, withOffRent } from '../../../lib/rental-links';
import type { RentalLine } from './rental-rows';

/** The row's menu: Off-rent (hidden once off-rent), Edit rental, Open. */
export function RentalRowActions({ line, canEdit }: { line: RentalLine; canEdit: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const label = line.kind === 'third-party' ? `TP-${line.id}` : `rental ${line.id}`;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${label}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {line.canOffRent && (
          <Menu.Item
            disabled={!canEdit}
            onClick={() =>
              void navigate({
                search: withOffRent(new URLSearchParams(location.search), [line.id]),
              })
            }
          >
            Off-rent
          </Menu.Item>
        )}
        {line.canEdit && (
          <Menu.Item disabled={!canEdit} onClick={() => void navigate(editRentalPath(line.id))}>
            Edit rental
          </Menu.Item>
        )}
        <Menu.Item
          onClick={() =>
            void navigate(
              `${line.path}?returnTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`,
            )
          }
        >
          Open rental
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
