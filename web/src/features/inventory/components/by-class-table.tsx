import { Fragment, useMemo, useState } from 'react';
import { ActionIcon, Paper, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconChevronDown,
  IconChevronRight,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import type { InventoryClassEntry, InventoryPresetPayload } from '@fleet/domain';
import { ClassAssets } from './class-assets';

/**
 * spec 1 §2 "Inventory by class view": alert, Class, Available, Unavailable, On-rent, Total and
 * an expander; sorted by class name only. Expanding a class shows its assets.
 */
export function ByClassTable({
  classes,
  payload,
  timeZone,
  canSelect,
  canEdit,
}: {
  classes: readonly InventoryClassEntry[];
  payload: InventoryPresetPayload;
  timeZone: string;
  canSelect: boolean;
  canEdit: boolean;
}) {
  const [desc, setDesc] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const sorted = useMemo(() => {
    const byName = [...classes].sort((a, b) => a.className.localeCompare(b.className));
    return desc ? byName.reverse() : byName;
  }, [classes, desc]);
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <Paper withBorder radius="md">
      <Table aria-label="Inventory by class" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} aria-label="Alert" />
            <Table.Th>
              <UnstyledButton onClick={() => setDesc(!desc)} fw={600} fz="sm">
                Class {desc ? <IconSortDescending size={14} /> : <IconSortAscending size={14} />}
              </UnstyledButton>
            </Table.Th>
            <Table.Th ta="right">Available</Table.Th>
            <Table.Th ta="right">Unavailable</Table.Th>
            <Table.Th ta="right">On-rent</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th w={48} aria-label="Expand" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text c="dimmed" size="sm" ta="center" py="md">
                  No assets match this search.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {sorted.map((entry) => {
            const isOpen = expanded.has(entry.key);
            const down = entry.hard_down + entry.soft_down;
            return (
              <Fragment key={entry.key}>
                <Table.Tr data-class={entry.className}>
                  <Table.Td>
                    {down > 0 && (
                      <Tooltip
                        label={`${entry.hard_down} hard down, ${entry.soft_down} soft down`}
                        withArrow
                      >
                        <IconAlertTriangle
                          size={18}
                          color={`var(--mantine-color-${entry.hard_down > 0 ? 'red' : 'orange'}-6)`}
                          aria-label="Down assets"
                        />
                      </Tooltip>
                    )}
                  </Table.Td>
                  <Table.Td fw={500}>{entry.className}</Table.Td>
                  <Table.Td ta="right">{entry.available.toLocaleString()}</Table.Td>
                  <Table.Td ta="right">{entry.unavailable.toLocaleString()}</Table.Td>
                  <Table.Td ta="right">{entry.onrent.toLocaleString()}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {entry.total.toLocaleString()}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-expanded={isOpen}
                      aria-label={`${isOpen ? 'Collapse' : 'Expand'} ${entry.className}`}
                      onClick={() => toggle(entry.key)}
                    >
                      {isOpen ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
                {isOpen && (
                  <Table.Tr>
                    <Table.Td colSpan={7} bg="var(--mantine-color-gray-0)" p="sm">
                      <ClassAssets
                        classEntry={entry}
                        payload={payload}
                        timeZone={timeZone}
                        canSelect={canSelect}
                        canEdit={canEdit}
                      />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
