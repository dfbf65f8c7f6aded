import type { HTMLAttributes } from 'react';
import { Badge, CloseButton, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CameraStatusAnswer } from '@fleet/domain';

interface WindowHeaderProps {
  assetName: string;
  status: UseQueryResult<CameraStatusAnswer>;
  onClose: () => void;
  /** The drag handle's pointer handlers (use-drag-position.ts). */
  handleProps: HTMLAttributes<HTMLElement>;
}

/** spec 1 §2: the asset's name, the Online/Offline badge and the close icon; dragged by. */
export function WindowHeader({ assetName, status, onClose, handleProps }: WindowHeaderProps) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      px="sm"
      py={6}
      bg="gray.1"
      style={{ cursor: 'move', touchAction: 'none', userSelect: 'none' }}
      {...handleProps}
    >
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Text fw={600} size="sm" truncate>
          {assetName}
        </Text>
        {status.isPending ? (
          <Loader size="xs" aria-label="Loading the camera's status" />
        ) : (
          <OnlineBadge isOnline={status.data?.online === true} />
        )}
      </Group>
      <CloseButton aria-label="Close camera window" onClick={onClose} />
    </Group>
  );
}

function OnlineBadge({ isOnline }: { isOnline: boolean }) {
  return (
    <Badge size="sm" variant="light" color={isOnline ? 'green' : 'gray'} tt="none">
      {isOnline ? 'Online' : 'Offline'}
    </Badge>
  );
}
