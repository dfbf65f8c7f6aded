import { useEffect } from 'react';
import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { DRIVER_ANALYTICS_WINDOWS } from '@fleet/domain';
import { useTableUrlState } from '../../../lib/url-state/use-table-url-state';
import { useDriverAnalytics } from '../api/get-driver-analytics';
import { useDriverRoster } from '../api/get-driver-roster';
import { DriverAnalyticsTable } from '../components/driver-analytics-table';
import { DriverScoreCard } from '../components/driver-score-card';
import { analyticsStateSchema, DEFAULT_ANALYTICS_STATE } from '../model/analytics-state';
import { linkedOperatorId } from '../model/linked-driver';
import { loadFailure } from '../model/load-failure';

const WINDOW_OPTIONS = DRIVER_ANALYTICS_WINDOWS.map((days) => ({
  value: String(days),
  label: `Last ${days} days`,
}));

/**
 * Driver analytics (spec 1 §2 "/camera?…&tab=analytics", the driver panel's 'Driver score
 * details'): each driver's miles and safety events over 7, 30 or 90 days, the rate per 1,000
 * miles and its trend against the window before. `did` in the address names a driver: their
 * figures show on top and their row is highlighted.
 */
export function DriverAnalyticsPage() {
  const [state, update] = useTableUrlState(analyticsStateSchema, DEFAULT_ANALYTICS_STATE);
  const [params] = useSearchParams();
  const days = Number(state.days);
  const analytics = useDriverAnalytics(days);
  const roster = useDriverRoster();
  const linkedId = linkedOperatorId(params.get('did'), roster.data?.drivers ?? []);
  const linked = analytics.data?.drivers.find((s) => s.operator_id === linkedId) ?? null;

  // Bring the named driver's row into view once it is there.
  const hasLinkedRow = linked !== null;
  useEffect(() => {
    if (!hasLinkedRow) return;
    document
      .querySelector('tr[data-highlighted="true"]')
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [hasLinkedRow, days]);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={3}>Driver analytics</Title>
          <Text size="sm" c="dimmed">
            Safety events per 1,000 miles driven, and whether each driver is doing better or worse
            than in the window before.
          </Text>
        </Stack>
        <SegmentedControl
          aria-label="Window"
          data={WINDOW_OPTIONS}
          value={state.days}
          onChange={(value) => update({ days: value })}
        />
      </Group>
      {linked && <DriverScoreCard score={linked} days={days} />}
      {params.get('did') && roster.isSuccess && analytics.isSuccess && !linked && (
        <Text size="sm" c="dimmed">
          The driver this link names drove no camera asset in these {days} days.
        </Text>
      )}
      <DriverAnalyticsTable
        scores={analytics.data?.drivers}
        days={days}
        state={state}
        onStateChange={update}
        highlightedId={linkedId}
        isLoading={analytics.isPending}
        failure={loadFailure(analytics)}
      />
    </Stack>
  );
}
