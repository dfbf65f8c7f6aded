import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { DonutChart } from '@mantine/charts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DASHBOARD_MESSAGES, type DashboardStatuses } from '@fleet/domain';
import { formatInTimeZone } from '../../../lib/company-days';
import { formatCount } from '../model/dashboard-format';
import { MAP_PATH } from '../model/dashboard-links';
import { statusSlices } from '../model/status-slices';
import { DashboardTile } from './dashboard-tile';
import { TileStats } from './tile-stat';

interface StatusTileProps {
  /** The live statuses call: the page holds it, as its failure may say the dashboard is off. */
  query: UseQueryResult<DashboardStatuses>;
  timeZone: string;
}

/** 1. Assets by status now: a donut in the map's marker colours, each status a filtered map. */
export function StatusTile({ query, timeZone }: StatusTileProps) {
  return (
    <DashboardTile
      title="Assets by status"
      caption="Now · live"
      link={{ to: MAP_PATH, label: 'Open the map' }}
      query={query}
      isEmpty={(data) => data.total === 0}
      emptyText={DASHBOARD_MESSAGES.noAssets}
      skeletonLines={7}
    >
      {(data) => <StatusBreakdown statuses={data} timeZone={timeZone} />}
    </DashboardTile>
  );
}

function StatusBreakdown({
  statuses,
  timeZone,
}: {
  statuses: DashboardStatuses;
  timeZone: string;
}) {
  const slices = statusSlices(statuses);
  const asOf = formatInTimeZone(statuses.as_of, timeZone);
  return (
    <>
      <TileStats stats={[{ label: 'Total assets', value: formatCount(statuses.total) }]} />
      <Group gap="xl" wrap="nowrap" align="center">
        <DonutChart
          data={slices.map((slice) => ({
            name: slice.label,
            value: slice.count,
            color: slice.color,
          }))}
          size={150}
          thickness={26}
          paddingAngle={1}
          tooltipDataSource="segment"
          aria-hidden
          style={{ flexShrink: 0 }}
        />
        <Stack gap={6} component="ul" p={0} m={0} flex={1} style={{ listStyle: 'none' }}>
          {slices.map((slice) => (
            <Group key={slice.status} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Group gap={8} wrap="nowrap">
                <Box
                  aria-hidden
                  w={10}
                  h={10}
                  style={{ borderRadius: '50%', backgroundColor: slice.color, flexShrink: 0 }}
                />
                <Anchor component={Link} to={slice.path} size="sm">
                  {slice.label}
                </Anchor>
              </Group>
              <Text size="sm" fw={600} data-status={slice.status}>
                {formatCount(slice.count)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
      {asOf && (
        <Text size="xs" c="dimmed">
          As of {asOf}
        </Text>
      )}
    </>
  );
}
