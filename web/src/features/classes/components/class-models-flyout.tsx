import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { CLASSES_MESSAGES, type EquipmentClass, type ModelsListItem } from '@fleet/domain';
import { failureMessage, showFailureToast } from '../../../components/classes/class-failures';
import { ModelMultiSelect } from '../../../components/classes/model-multi-select';
import { Flyout } from '../../../components/dialogs/flyout';
import { useLinkModel, useUnlinkModel } from '../../../lib/classes-api/class-writes';

/**
 * The catalogue models of a class (spec 2 §3 "Class-model link"): add and remove, for the
 * internal company's app admin only (spec 2 §6; the page opens it for no one else).
 */
export function ClassModelsFlyout({
  equipmentClass,
  onClose,
}: {
  equipmentClass: EquipmentClass | null;
  onClose: () => void;
}) {
  return (
    <Flyout
      opened={equipmentClass !== null}
      onClose={onClose}
      title={`Models of ${equipmentClass?.name ?? 'the class'}`}
      size="400px"
    >
      {equipmentClass && <ClassModels equipmentClass={equipmentClass} />}
    </Flyout>
  );
}

function ClassModels({ equipmentClass }: { equipmentClass: EquipmentClass }) {
  const link = useLinkModel();
  const unlink = useUnlinkModel();
  const [chosen, setChosen] = useState<ModelsListItem[]>([]);
  const linked = equipmentClass.equipment_models;

  const add = async () => {
    const results = await Promise.allSettled(
      chosen.map((m) =>
        link.mutateAsync({
          equipment_class_id: equipmentClass.equipment_class_id,
          equipment_model_id: m.equipment_model_id,
        }),
      ),
    );
    if (results.some((r) => r.status === 'rejected')) {
      showFailureToast(CLASSES_MESSAGES.modelsAssignFailed);
    }
    setChosen([]);
  };

  return (
    <Stack gap="md">
      <ModelMultiSelect
        label="Add models"
        value={chosen}
        onChange={setChosen}
        excludeIds={linked.map((m) => m.equipment_model_id)}
      />
      <Group justify="flex-end">
        <Button onClick={() => void add()} disabled={chosen.length === 0} loading={link.isPending}>
          {chosen.length === 0
            ? 'Add models'
            : `Add ${chosen.length === 1 ? '1 model' : `${chosen.length} models`}`}
        </Button>
      </Group>
      {linked.length === 0 ? (
        <Text size="sm" c="dimmed">
          No models in this class yet.
        </Text>
      ) : (
        <Table verticalSpacing={4}>
          <Table.Tbody>
            {linked.map((m) => (
              <Table.Tr key={m.equipment_classes_models_xref_id}>
                <Table.Td>
                  {m.make_name} {m.name}
                </Table.Td>
                <Table.Td w={40}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${m.make_name} ${m.name}`}
                    loading={
                      unlink.isPending && unlink.variables === m.equipment_classes_models_xref_id
                    }
                    onClick={() =>
                      unlink.mutate(m.equipment_classes_models_xref_id, {
                        onError: (error) =>
                          showFailureToast(failureMessage(error, CLASSES_MESSAGES.linkNotFound)),
                      })
                    }
                  >
                    <IconX size={14} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
