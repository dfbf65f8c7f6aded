import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { type AttributeVariant, type StatusInfoItem } from '@fleet/domain';
import { formatInTimeZone } from '../../../../lib/company-days';

const VARIANT_COLORS: Record<AttributeVariant, string> = {
  danger: 'red',
  warning: 'orange',
  default: 'gray',
  success: 'teal',
};

/**
 * spec 1 §2 "status info items": what needs a look, worst first, each with when it began in
 * company time. Shown on the card's overview (only when there is something) and its Status tab.
 */
export function StatusInfoList({ items, timeZone }: { items: StatusInfoItem[]; timeZone: string }) {
  return (
    <Stack gap={6} role="list" aria-label="Status info items">
      {items.map((notice) => (
        <Paper key={notice.key} withBorder radius="sm" px="sm" py={6} role="listitem">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Badge color={VARIANT_COLORS[notice.variant]} variant="light" tt="none">
              {notice.label}
            </Badge>
            {notice.since !== null && (
              <Text size="xs" c="dimmed">
                since {formatInTimeZone(notice.since, timeZone)}
              </Text>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
