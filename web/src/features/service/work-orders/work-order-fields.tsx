import { useMemo } from 'react';
import { MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { WorkOrder } from '@fleet/domain';
import { useAccess } from '../../../lib/access-provider';
import { usePickerUsers, userName } from '../../../lib/company-users';
import { useMaintenanceGroups } from '../api/maintenance-groups';
import { TaskItemsField } from './task-items-field';
import type { WorkOrderFormValues } from './work-order-model';

/** What the fields use of a work-order form, whichever call it submits to. */
export type WorkOrderFields = Pick<
  UseFormReturnType<WorkOrderFormValues>,
  'getInputProps' | 'insertListItem' | 'removeListItem' | 'key' | 'values' | 'setFieldValue'
>;

interface WorkOrderFieldsProps {
  form: WorkOrderFields;
  order?: WorkOrder;
  isReadOnly: boolean;
}

/** Description, due date, assigned users, service interval and tasks of a work order. */
export function WorkOrderFieldset({ form, order, isReadOnly }: WorkOrderFieldsProps) {
  const { company } = useAccess();
  const users = usePickerUsers(company.company_id);
  const groups = useMaintenanceGroups(true);
  const assetId = form.values.asset_id;

  const userOptions = useMemo(() => {
    const people = new Map<number, string>();
    for (const person of users.data ?? []) people.set(person.user_id, userName(person));
    // Someone assigned who is no longer listed still shows by name.
    for (const { user } of order?.user_assignments ?? []) {
      if (!people.has(user.user_id)) people.set(user.user_id, userName(user));
    }
    return [...people].map(([id, name]) => ({ value: String(id), label: name }));
  }, [users.data, order]);

  const group = groups.data?.find((g) => assetId !== null && g.asset_ids.includes(assetId));
  const intervalOptions = (group?.intervals ?? []).map((interval) => ({
    value: String(interval.maintenance_group_interval_id),
    label: interval.name,
  }));
  const intervalId = form.values.maintenance_group_interval_id;
  if (intervalId !== null && !intervalOptions.some((o) => o.value === String(intervalId))) {
    intervalOptions.push({
      value: String(intervalId),
      label: order?.maintenance_group_interval_name ?? `Interval ${intervalId}`,
    });
  }

  return (
    <Stack gap="md">
      <Textarea
        label="Description"
        placeholder="What needs doing"
        autosize
        minRows={2}
        required={!isReadOnly}
        readOnly={isReadOnly}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          type="date"
          label="Due date"
          readOnly={isReadOnly}
          {...form.getInputProps('due_date')}
        />
        <Select
          label="Service interval"
          placeholder={
            assetId === null
              ? 'Choose the asset first'
              : intervalOptions.length === 0
                ? 'No service group'
                : 'None'
          }
          data={intervalOptions}
          clearable
          disabled={intervalOptions.length === 0}
          readOnly={isReadOnly}
          value={intervalId === null ? null : String(intervalId)}
          onChange={(value) =>
            form.setFieldValue('maintenance_group_interval_id', value ? Number(value) : null)
          }
          error={form.getInputProps('maintenance_group_interval_id').error as string | undefined}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      <MultiSelect
        label="Assigned users"
        placeholder={isReadOnly ? undefined : users.isPending ? 'Loading users…' : 'Choose users'}
        data={userOptions}
        searchable
        hidePickedOptions
        readOnly={isReadOnly}
        nothingFoundMessage="No user has that name"
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('user_ids')}
      />
      <TaskItemsField form={form} canTick={order !== undefined} isReadOnly={isReadOnly} />
    </Stack>
  );
}
