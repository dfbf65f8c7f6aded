import { Badge, Drawer, Group, Stack, Table, Text } from '@mantine/core';
import type { AlertItem } from '@fleet/domain';
import { formatInTimeZone } from '../../../lib/company-days';
import { describeRule, SEVERITY_COLORS } from '../model/alert-view';

/**
 * Why an alert fired (issue 12): the rule as it was then, what crossed it, and the fixes on
 * either side of the event with the values read.
 */
export function WhyDrawer({
  alert,
  timeZone,
  onClose,
}: {
  alert: AlertItem | null;
  timeZone: string;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={alert !== null}
      onClose={onClose}
      position="right"
      size={420}
      title="Why this alert fired"
    >
      {alert && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge color={SEVERITY_COLORS[alert.severity]} variant="light">
              {alert.severity}
            </Badge>
            <Text fw={600}>{alert.evidence.rule.name}</Text>
          </Group>
          <div>
            <Text fz="xs" c="dimmed">
              The rule
            </Text>
            <Text fz="sm">{describeRule(alert.evidence.rule)}</Text>
          </div>
          <div>
            <Text fz="xs" c="dimmed">
              What crossed it
            </Text>
            <Text fz="sm" fw={500}>
              {alert.asset_name}: {alert.evidence.crossed}
            </Text>
          </div>
          {/* Rules judged on the clock from service records (service due) name no fixes. */}
          {alert.evidence.fixes.length > 0 && (
            <Table withTableBorder fz="sm" aria-label="Fixes around the event">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fix</Table.Th>
                  <Table.Th>Place</Table.Th>
                  <Table.Th>Value</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {alert.evidence.fixes.map((fix) => (
                  <Table.Tr key={fix.fix_time}>
                    <Table.Td>{formatInTimeZone(fix.fix_time, timeZone) ?? '--'}</Table.Td>
                    <Table.Td>
                      {fix.latitude === null
                        ? '--'
                        : `${fix.latitude.toFixed(5)}, ${fix.longitude?.toFixed(5) ?? ''}`}
                    </Table.Td>
                    <Table.Td>{fix.value === null ? '--' : String(fix.value)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
