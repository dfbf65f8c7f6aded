import { useMemo, useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { ianaTimeZones } from '@fleet/domain';
import { showSuccessToast } from '../../../lib/toasts';
import { useSaveTimezone } from '../api/settings';
import { refusalOf } from './refusal';

/** The company's time zone: times across Fleet are shown in it (IANA names only). */
export function TimezoneForm({
  companyId,
  timezone,
  canEdit,
}: {
  companyId: number;
  timezone: string;
  canEdit: boolean;
}) {
  const save = useSaveTimezone(companyId);
  // The runtime's list may name a zone by another IANA alias: the company's own stays choosable.
  const zones = useMemo(() => [...new Set([timezone, ...ianaTimeZones()])], [timezone]);
  const [chosen, setChosen] = useState(timezone);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="md">
          Time zone
        </Title>
        <Text size="sm" c="dimmed">
          Dates and times across Fleet, and the workday above, are in this time zone.
        </Text>
        <Group align="flex-end" gap="sm">
          <Select
            label="Company time zone"
            searchable
            allowDeselect={false}
            data={zones}
            value={chosen}
            onChange={(value) => value && setChosen(value)}
            disabled={!canEdit}
            w={300}
            limit={200}
            error={refusalOf(save.error)}
          />
          {canEdit && (
            <Button
              variant="light"
              disabled={chosen === timezone}
              loading={save.isPending}
              onClick={() =>
                save.mutate(chosen, {
                  onSuccess: () => showSuccessToast(`The time zone is now ${chosen}.`),
                })
              }
            >
              Save time zone
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
