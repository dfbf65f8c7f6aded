import { ActionIcon, Avatar, Badge, Group, Menu, Table, Text } from '@mantine/core';
import { IconDots, IconPencil, IconPhoto, IconPuzzle, IconTrash } from '@tabler/icons-react';
import type { EquipmentClass } from '@fleet/domain';
import { useImageSource } from '../../../lib/authorized-image';

export interface ClassActions {
  onEdit: (cls: EquipmentClass) => void;
  onDelete: (cls: EquipmentClass) => void;
  /** Only for the internal company's admin (spec 2 §6). */
  onModels?: ((cls: EquipmentClass) => void) | undefined;
}

function ClassPhoto({ cls }: { cls: EquipmentClass }) {
  const url = cls.photo?.small ?? cls.photo?.medium ?? null;
  const source = useImageSource(url);
  return (
    <Avatar src={source.data ?? null} radius="sm" size={40} alt={`${cls.name} photo`}>
      <IconPhoto size={18} />
    </Avatar>
  );
}

/** A category's classes: photo, name and description, assets, models, and what may be done. */
export function ClassTable({
  classes,
  actions,
}: {
  classes: readonly EquipmentClass[];
  actions: ClassActions | null;
}) {
  // Models matter to the internal company (spec 2 §6): the column shows when there are any.
  const showModels = Boolean(actions?.onModels) || classes.some((c) => c.equipment_models.length);
  if (classes.length === 0) {
    return (
      <Text size="sm" c="dimmed" px="md" pb="md">
        No classes in this category yet.
      </Text>
    );
  }
  return (
    <Table verticalSpacing="xs" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={56} aria-label="Photo" />
          <Table.Th>Class</Table.Th>
          <Table.Th ta="right" w={90}>
            Assets
          </Table.Th>
          {showModels && <Table.Th w={200}>Models</Table.Th>}
          <Table.Th w={48} aria-label="Actions" />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {classes.map((cls) => (
          <Table.Tr key={cls.equipment_class_id} data-class={cls.name}>
            <Table.Td>
              <ClassPhoto cls={cls} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={600}>
                {cls.name}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {cls.description}
              </Text>
            </Table.Td>
            <Table.Td ta="right">{cls.asset_count}</Table.Td>
            {showModels && (
              <Table.Td>
                <Group gap={4}>
                  {cls.equipment_models.slice(0, 2).map((m) => (
                    <Badge key={m.equipment_classes_models_xref_id} variant="light" size="sm">
                      {m.make_name} {m.name}
                    </Badge>
                  ))}
                  {cls.equipment_models.length > 2 && (
                    <Badge variant="outline" size="sm">
                      +{cls.equipment_models.length - 2}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
            )}
            <Table.Td>
              {actions && (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" aria-label={`Actions for ${cls.name}`}>
                      <IconDots size={16} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      leftSection={<IconPencil size={14} />}
                      onClick={() => actions.onEdit(cls)}
                    >
                      Edit class
                    </Menu.Item>
                    {actions.onModels && (
                      <Menu.Item
                        leftSection={<IconPuzzle size={14} />}
                        onClick={() => actions.onModels?.(cls)}
                      >
                        Models
                      </Menu.Item>
                    )}
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      onClick={() => actions.onDelete(cls)}
                    >
                      Delete class
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
