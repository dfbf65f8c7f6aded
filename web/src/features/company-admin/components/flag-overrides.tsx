import { useState } from 'react';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  FEATURE_FLAGS,
  FEATURE_FLAG_NAMES,
  isFeatureFlagName,
  type CompanyAdminUser,
  type FeatureFlagName,
} from '@fleet/domain';
import { showSuccessToast } from '../../../lib/toasts';
import { useSetFlag } from '../api/settings';
import { refusalOf } from './refusal';
import { fullName } from './user-columns';

export interface FlagOverride {
  user_id: number;
  flag: FeatureFlagName;
  enabled: boolean;
}

const FLAG_OPTIONS = FEATURE_FLAG_NAMES.map((name) => ({
  value: name,
  label: FEATURE_FLAGS[name],
}));

/** Per-user overrides: one person sees a flag on (or off) whatever the company's value. */
export function FlagOverrides({
  companyId,
  overrides,
  users,
  canEdit,
}: {
  companyId: number;
  overrides: readonly FlagOverride[];
  users: readonly CompanyAdminUser[];
  canEdit: boolean;
}) {
  const setFlag = useSetFlag(companyId);
  const [userId, setUserId] = useState<string | null>(null);
  const [flag, setFlagName] = useState<string | null>(null);
  const [value, setValue] = useState<'on' | 'off'>('on');
  const nameOf = (id: number) => {
    const person = users.find((u) => u.user_id === id);
    return person ? fullName(person) : `User ${id}`;
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz="md">
          Per-user overrides
        </Title>
        {overrides.length === 0 ? (
          <Text size="sm" c="dimmed">
            No overrides: everyone sees the company’s values.
          </Text>
        ) : (
          <Table aria-label="Per-user overrides" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>Flag</Table.Th>
                <Table.Th>Value</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {overrides.map((override) => (
                <Table.Tr key={`${override.user_id}-${override.flag}`}>
                  <Table.Td>{nameOf(override.user_id)}</Table.Td>
                  <Table.Td>{FEATURE_FLAGS[override.flag]}</Table.Td>
                  <Table.Td>{override.enabled ? 'On' : 'Off'}</Table.Td>
                  <Table.Td>
                    {canEdit && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Remove the override of ${override.flag} for ${nameOf(override.user_id)}`}
                        onClick={() =>
                          setFlag.mutate({
                            flag: override.flag,
                            userId: override.user_id,
                            enabled: null,
                          })
                        }
                      >
                        Remove
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {canEdit && (
          <Group align="flex-end" gap="sm">
            <Select
              label="User"
              searchable
              data={users.map((u) => ({ value: String(u.user_id), label: fullName(u) }))}
              value={userId}
              onChange={setUserId}
              w={220}
            />
            <Select
              label="Flag"
              searchable
              data={FLAG_OPTIONS}
              value={flag}
              onChange={setFlagName}
              w={320}
            />
            <SegmentedControl
              aria-label="Override value"
              data={[
                { value: 'on', label: 'On' },
                { value: 'off', label: 'Off' },
              ]}
              value={value}
              onChange={(next) => setValue(next === 'off' ? 'off' : 'on')}
            />
            <Button
              variant="light"
              disabled={userId === null || flag === null}
              loading={setFlag.isPending}
              onClick={() => {
                if (userId === null || flag === null || !isFeatureFlagName(flag)) return;
                setFlag.mutate(
                  { flag, userId: Number(userId), enabled: value === 'on' },
                  { onSuccess: () => showSuccessToast('Override saved.') },
                );
              }}
            >
              Add override
            </Button>
          </Group>
        )}
        {setFlag.isError && (
          <Text size="sm" c="red.7" role="alert">
            {refusalOf(setFlag.error)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
