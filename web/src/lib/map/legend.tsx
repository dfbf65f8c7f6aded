import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { LEGEND_INDICATORS } from '@fleet/domain';
import { INDICATOR_COLORS, INDICATOR_LABELS } from './indicator-colors';

/** What each marker colour means (spec 1 §3: the map indicators plus Out of Sync). */
export function MapLegend() {
  return (
    <Paper shadow="sm" p="xs" radius="md" withBorder aria-label="Map legend" role="list">
      <Stack gap={4}>
        {LEGEND_INDICATORS.map((indicator) => (
          <Group key={indicator} gap="xs" wrap="nowrap" role="listitem">
            <Box
              aria-hidden
              w={12}
              h={12}
              style={{
                borderRadius: '50%',
                backgroundColor: INDICATOR_COLORS[indicator],
                border: '2px solid white',
                boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.25)',
                flexShrink: 0,
              }}
            />
            <Text size="xs">{INDICATOR_LABELS[indicator]}</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
