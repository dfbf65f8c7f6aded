import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AlertItem } from '@fleet/domain';
import { CardFlyoutLink } from '../../../components/card-flyout-link';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { formatInTimeZone } from '../../../lib/company-days';
import { SEVERITY_COLORS, tripLinkOf } from '../model/alert-view';

const column = dataTableColumns<AlertItem>();

/** Alerts > Activity: newest first, as the server sends them. */
export function activityColumns(timeZone: string, onWhy: (alert: AlertItem) => void) {
  return column.columns([
    column.accessor('severity', {
      id: 'severity',
      header: 'Severity',
      enableHiding: false,
      meta: { width: 110 },
      cell: ({ row: { original } }) => (
        <Badge color={SEVERITY_COLORS[original.severity]} variant="light" size="sm">
          {original.severity}
        </Badge>
      ),
    }),
    column.display({
      id: 'alert',
      header: 'Alert',
      enableHiding: false,
      cell: ({ row: { original } }) => (
        <Stack gap={2}>
          <Group gap={6}>
            {!original.is_read && (
              <Badge size="xs" color="blue" variant="filled" aria-label="Unread">
                New
              </Badge>
            )}
            <Text span fz="sm" fw={600}>
              {original.rule_name ?? 'A deleted rule'}
            </Text>
          </Group>
          <Anchor
            component="button"
            type="button"
            fz="xs"
            ta="left"
            w="fit-content"
            onClick={() => onWhy(original)}
          >
            Why: {original.evidence.crossed}
          </Anchor>
        </Stack>
      ),
    }),
    column.accessor('asset_name', {
      id: 'asset',
      header: 'Asset',
      enableHiding: false,
      cell: ({ row: { original } }) => (
        <CardFlyoutLink target={{ kind: 'asset', assetId: original.asset_id }}>
          {original.asset_name}
        </CardFlyoutLink>
      ),
    }),
    column.accessor('fired_at', {
      id: 'time',
      header: 'Time',
      enableHiding: false,
      cell: ({ row: { original } }) => (
        <Text span fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatInTimeZone(original.fired_at, timeZone) ?? '--'}
        </Text>
      ),
    }),
    column.display({
      id: 'place',
      header: 'Place',
      cell: ({ row: { original } }) => (
        <Stack gap={2}>
          <Text span fz="sm">
            {original.geofence_name ??
              (original.latitude === null
                ? '--'
                : `${original.latitude.toFixed(5)}, ${original.longitude?.toFixed(5) ?? ''}`)}
          </Text>
          {/* Service due is judged on the clock from service records: it has no trip. */}
          {original.evidence.rule.kind !== 'service_due' && (
            <Anchor component={Link} to={tripLinkOf(original, timeZone)} fz="xs">
              See the trip
            </Anchor>
          )}
        </Stack>
      ),
    }),
  ]);
}
