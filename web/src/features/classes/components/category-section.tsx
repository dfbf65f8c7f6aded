import { ActionIcon, Group, Menu, Paper, Text, Title } from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Category } from '@fleet/domain';
import { describeSection, type ClassSection } from '../model/class-sections';
import { ClassTable, type ClassActions } from './class-table';

export interface CategoryActions extends ClassActions {
  onEditCategory: (category: Category) => void;
  onDeleteCategory: (category: Category) => void;
  onAddClass: (category: Category) => void;
}

/** A category (a sub-category indented under its parent) and the table of its classes. */
export function CategorySection({
  section,
  actions,
}: {
  section: ClassSection;
  actions: CategoryActions | null;
}) {
  const { category } = section;
  const name = category?.name ?? 'No category';
  return (
    <Paper
      withBorder
      radius="md"
      ml={section.depth === 1 ? 'xl' : 0}
      component="section"
      aria-label={`Category ${name}`}
    >
      <Group justify="space-between" p="md" pb="xs" wrap="nowrap">
        <div>
          <Title order={2} fz="lg">
            {name}
          </Title>
          <Text size="xs" c="dimmed">
            {describeSection(section)}
            {category?.description ? ` · ${category.description}` : ''}
          </Text>
        </div>
        {actions && category && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={`Actions for category ${name}`}>
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconPlus size={14} />}
                onClick={() => actions.onAddClass(category)}
              >
                Add class here
              </Menu.Item>
              <Menu.Item
                leftSection={<IconPencil size={14} />}
                onClick={() => actions.onEditCategory(category)}
              >
                Edit category
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => actions.onDeleteCategory(category)}
              >
                Delete category
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <ClassTable classes={section.classes} actions={actions} />
    </Paper>
  );
}
