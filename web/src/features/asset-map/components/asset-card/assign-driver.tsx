import { useState } from 'react';
import { Button, Group, Popover, Select, Stack } from '@mantine/core';
import { IconUserEdit } from '@tabler/icons-react';
import { operatorName, type Operator } from '@fleet/domain';
import { showSuccessToast } from '../../../../lib/toasts';
import { useAssignOperator } from '../../api/assign-operator';
import { useOperators } from '../../api/get-operators';

/** 'Assign driver': choose one of the company's drivers by hand, or leave the asset without. */
export function AssignDriver({ assetId, current }: { assetId: number; current: Operator | null }) {
  const [isOpen, setOpen] = useState(false);
  const operators = useOperators(isOpen);
  const assign = useAssignOperator(assetId);
  const options = (operators.data ?? []).map((o) => ({
    value: String(o.operator_id),
    label: operatorName(o),
  }));

  const save = (operatorId: number | null) => {
    assign.mutate(operatorId, {
      onSuccess: (driver) => {
        setOpen(false);
        showSuccessToast(
          driver ? `${operatorName(driver)} is now the driver.` : 'Driver unassigned.',
        );
      },
    });
  };

  return (
    <Popover opened={isOpen} onChange={setOpen} width={260} position="bottom-start" withArrow>
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconUserEdit size={12} />}
          onClick={() => setOpen((open) => !open)}
          w="fit-content"
        >
          {current ? 'Change driver' : 'Assign driver'}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Select
            label="Driver"
            placeholder={operators.isPending ? 'Loading drivers...' : 'Select driver...'}
            nothingFoundMessage="No drivers found"
            data={options}
            value={current ? String(current.operator_id) : null}
            searchable
            disabled={assign.isPending}
            comboboxProps={{ withinPortal: false }}
            onChange={(value) => {
              if (value !== null && value !== String(current?.operator_id)) save(Number(value));
            }}
          />
          {current && (
            <Group justify="flex-end">
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                loading={assign.isPending}
                onClick={() => save(null)}
              >
                Unassign driver
              </Button>
            </Group>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
