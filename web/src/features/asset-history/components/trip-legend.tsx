import { type ReactNode } from 'react';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { SEVERITY_COLORS } from '../model/incidents';
import { TRIP_COLORS } from '../model/trip-types';

const line = (color: string) => (
  <Box w={18} h={4} style={{ borderRadius: 2, backgroundColor: color, flexShrink: 0 }} />
);

/** Small SVG copies of the map's canvas markers, so the legend matches what is drawn. */
const mark = (children: ReactNode) => (
  <svg width={18} height={18} viewBox="0 0 18 18" style={{ flexShrink: 0 }}>
    {children}
  </svg>
);

const ENTRIES: readonly { label: string; sample: ReactNode }[] = [
  { label: 'Regular', sample: line(TRIP_COLORS.regular) },
  { label: 'Hauling', sample: line(TRIP_COLORS.hauling) },
  { label: 'Hauled', sample: line(TRIP_COLORS.hauled) },
  {
    label: 'Start',
    sample: mark(
      <>
        <circle cx={9} cy={9} r={7.5} fill="#2f9e44" stroke="#fff" strokeWidth={1.5} />
        <path d="M7 5.5 L12.5 9 L7 12.5 Z" fill="#fff" />
      </>,
    ),
  },
  {
    label: 'End',
    sample: mark(
      <>
        <circle cx={9} cy={9} r={7.5} fill="#343a40" stroke="#fff" strokeWidth={1.5} />
        <path d="M6.5 13.5 V4.5 L12.5 6.5 L6.5 8.5" fill="#fff" stroke="#fff" strokeWidth={1.2} />
      </>,
    ),
  },
  {
    label: 'Idle',
    sample: mark(
      <>
        <circle cx={9} cy={9} r={7.5} fill={SEVERITY_COLORS.info} stroke="#fff" />
        <circle cx={9} cy={9} r={4.2} fill="none" stroke="#fff" strokeWidth={1.3} />
        <path d="M9 6.5 V9 L11 10.2" fill="none" stroke="#fff" strokeWidth={1.3} />
      </>,
    ),
  },
  {
    label: 'Stop, 5 min or more',
    sample: mark(
      <>
        <path
          d="M5.9 1.5 H12.1 L16.5 5.9 V12.1 L12.1 16.5 H5.9 L1.5 12.1 V5.9 Z"
          fill={SEVERITY_COLORS.warning}
          stroke="#fff"
        />
        <rect x={5} y={8} width={8} height={2.2} fill="#fff" />
      </>,
    ),
  },
];

/** What the trip colours and markers mean (spec 2 §9). */
export function TripLegend() {
  return (
    <Paper shadow="sm" p="xs" radius="md" withBorder aria-label="Map legend" role="list">
      <Stack gap={4}>
        {ENTRIES.map(({ label, sample }) => (
          <Group key={label} gap="xs" wrap="nowrap" role="listitem">
            <Box aria-hidden w={18} style={{ display: 'flex', justifyContent: 'center' }}>
              {sample}
            </Box>
            <Text size="xs">{label}</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
