import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Table, Text } from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { MaintenanceGroup, MaintenanceInterval } from '@fleet/domain';
import { intervalSummary } from './group-model';

interface GroupCardProps {
  group: MaintenanceGroup;
  canEdit: boolean;
  onEdit: () => void;
  onAssets: () => void;
  onDelete: () => void;
  onAddInterval: () => void;
  onEditInterval: (interval: MaintenanceInterval) => void;
  onDeleteInterval: (interval: MaintenanceInterval) => void;
}

const count = new Intl.NumberFormat('en-US');

/** One service group: its name, asset count and intervals, with the writer's actions. */
export function GroupCard({ group, canEdit, ...on }: GroupCardProps) {
  const assets = group.asset_ids.length;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={`Service group ${group.name}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap">
              <Text fw={600} truncate>
                {group.name}
              </Text>
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                {count.format(assets)} {assets === 1 ? 'asset' : 'assets'}
              </Badge>
            </Group>
            {group.description && (
              <Text size="sm" c="dimmed">
                {group.description}
              </Text>
            )}
          </Stack>
          {canEdit && (
            <Group gap="xs" wrap="nowrap">
              <Button size="compact-sm" variant="light" onClick={on.onAssets}>
                Choose assets
              </Button>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" aria-label={`More for ${group.name}`}>
                    <IconDots size={18} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconPencil size={14} />} onClick={on.onEdit}>
                    Rename
                  </Menu.Item>
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={on.onDelete}
                  >
                    Delete group
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          )}
        </Group>
        <Table verticalSpacing={6} aria-label={`Intervals of ${group.name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="40%">Interval</Table.Th>
              <Table.Th>Due</Table.Th>
              {canEdit && <Table.Th w={90} aria-label="Actions" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.intervals.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Text size="sm" c="dimmed">
                    No intervals.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {group.intervals.map((interval) => (
              <Table.Tr key={interval.maintenance_group_interval_id}>
                <Table.Td>
                  <Text size="sm">{interval.name}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {intervalSummary(interval)}
                  </Text>
                </Table.Td>
                {canEdit && (
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Edit interval ${interval.name}`}
                        onClick={() => on.onEditInterval(interval)}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete interval ${interval.name}`}
                        onClick={() => on.onDeleteInterval(interval)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {canEdit && (
          <Group>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconPlus size={14} />}
              onClick={on.onAddInterval}
            >
              Add interval
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
