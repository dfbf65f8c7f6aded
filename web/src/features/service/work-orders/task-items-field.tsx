import { useState } from 'react';
import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { WorkOrderFields } from './work-order-fields';

interface TaskItemsFieldProps {
  form: WorkOrderFields;
  /** An order that exists has tasks to tick; a new one only lists them. */
  canTick: boolean;
  isReadOnly: boolean;
}

/** The work order's task list: add, rename, tick and remove; saved with the form. */
export function TaskItemsField({ form, canTick, isReadOnly }: TaskItemsFieldProps) {
  const [draft, setDraft] = useState('');
  const tasks = form.values.task_items;
  const add = () => {
    const description = draft.trim();
    if (!description) return;
    form.insertListItem('task_items', { description, done: false });
    setDraft('');
  };

  return (
    <Stack gap={6} role="group" aria-label="Tasks">
      <Text size="sm" fw={500}>
        Tasks
        {tasks.length > 0 && (
          <Text span size="sm" c="dimmed" ml={6}>
            {tasks.filter((task) => task.done).length} of {tasks.length} done
          </Text>
        )}
      </Text>
      {tasks.length === 0 && (
        <Text size="sm" c="dimmed">
          No tasks.
        </Text>
      )}
      {tasks.map((task, index) => (
        <Group key={form.key(`task_items.${index}`)} gap="xs" wrap="nowrap" align="flex-start">
          {canTick && (
            <Checkbox
              mt={8}
              aria-label={`Done: ${task.description}`}
              disabled={isReadOnly}
              {...form.getInputProps(`task_items.${index}.done`, { type: 'checkbox' })}
            />
          )}
          <TextInput
            style={{ flex: 1 }}
            aria-label={`Task ${index + 1}`}
            readOnly={isReadOnly}
            td={task.done ? 'line-through' : undefined}
            {...form.getInputProps(`task_items.${index}.description`)}
          />
          {!isReadOnly && (
            <ActionIcon
              mt={4}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Remove task ${task.description}`}
              onClick={() => form.removeListItem('task_items', index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!isReadOnly && (
        <Group gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label="New task"
            placeholder="Add a task"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              // Enter adds the task rather than submitting the work order.
              event.preventDefault();
              add();
            }}
          />
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={add}
            disabled={!draft.trim()}
          >
            Add task
          </Button>
        </Group>
      )}
    </Stack>
  );
}
