import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { selectedLabel } from './table-model';

interface SelectionBarProps {
  count: number;
  onCancel: () => void;
  /** The actions on the selected rows. */
  children: ReactNode;
}

/**
 * spec 1 §2's bottom bar: '<n> selected', the actions, and Cancel, which clears the selection. It
 * sticks to the bottom of the window while the table is longer than the screen.
 */
export function SelectionBar({ count, onCancel, children }: SelectionBarProps) {
  return (
    <Group
      component="section"
      aria-label="Selected rows"
      justify="space-between"
      gap="sm"
      px="md"
      py="sm"
      bg="var(--mantine-color-blue-0)"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 4,
        borderTop: '1px solid var(--mantine-color-blue-2)',
      }}
    >
      <Text fw={600} size="sm" aria-live="polite">
        {selectedLabel(count)}
      </Text>
      <Group gap="xs">
        {children}
        <Button variant="default" size="xs" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Group>
  );
}
