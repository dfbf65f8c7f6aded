import { useMemo, useState } from 'react';
import { Button, Group, SegmentedControl, Select, Text } from '@mantine/core';
import type { AlertItem, AlertListQuery } from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { describeError } from '../../../lib/error-toasts';
import { useAlertActivity, useMarkAlertsRead } from '../../../lib/alerts-api/alerts-api';
import { activityColumns } from './activity-columns';
import { WhyDrawer } from './why-drawer';

const PAGE_SIZE = 50;
const getRowId = (alert: AlertItem) => String(alert.alert_id);

/** Alerts > Activity: fired alerts, newest first, filtered by severity or unread. */
export function ActivityTab({ timeZone }: { timeZone: string }) {
  const [page, setPage] = useState(1);
  const [severity, setSeverity] = useState<AlertListQuery['severity']>();
  const [show, setShow] = useState<'all' | 'unread'>('all');
  const [why, setWhy] = useState<AlertItem | null>(null);
  const markRead = useMarkAlertsRead();
  const { mutate: markAlertsRead } = markRead;
  const query = {
    page,
    page_size: PAGE_SIZE,
    ...(severity ? { severity } : {}),
    ...(show === 'unread' ? { unread: 'true' as const } : {}),
  };
  const activity = useAlertActivity(query);
  const columns = useMemo(
    () =>
      activityColumns(timeZone, (alert) => {
        setWhy(alert);
        if (!alert.is_read) markAlertsRead({ alert_ids: [alert.alert_id] });
      }),
    [timeZone, markAlertsRead],
  );
  const data = activity.data;
  return (
    <>
      <DataTable
        label="Alert activity"
        columns={columns}
        data={data?.items ?? []}
        getRowId={getRowId}
        isLoading={activity.isPending}
        failure={
          activity.isError
            ? {
                message: describeError(activity.error).message,
                onRetry: () => void activity.refetch(),
              }
            : null
        }
        rowAttributes={(alert) => ({ 'data-alert-id': String(alert.alert_id) })}
        paging={{
          page,
          pageSize: PAGE_SIZE,
          pageSizes: [PAGE_SIZE],
          rowCount: data?.total ?? 0,
          onChange: (change) => {
            if ('page' in change) setPage(change.page);
          },
        }}
        toolbar={
          <>
            <SegmentedControl
              size="xs"
              value={show}
              onChange={(value) => {
                setShow(value as 'all' | 'unread');
                setPage(1);
              }}
              data={[
                { value: 'all', label: 'All' },
                { value: 'unread', label: 'Unread' },
              ]}
            />
            <Select
              size="xs"
              aria-label="Severity"
              placeholder="Any severity"
              clearable
              value={severity ?? null}
              onChange={(value) => {
                setSeverity((value ?? undefined) as AlertListQuery['severity']);
                setPage(1);
              }}
              data={['critical', 'warning', 'haul', 'info']}
              w={150}
            />
          </>
        }
        summary={
          <Group gap="sm">
            <Text fz="sm" c="dimmed">
              {data ? `${data.unread} unread` : ''}
            </Text>
            <Button
              size="xs"
              variant="default"
              disabled={!data || data.unread === 0}
              loading={markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              Mark all read
            </Button>
          </Group>
        }
        empty={
          <Text c="dimmed" fz="sm">
            No alerts yet. They appear here the moment a rule fires; set rules under Configure.
          </Text>
        }
      />
      <WhyDrawer alert={why} timeZone={timeZone} onClose={() => setWhy(null)} />
    </>
  );
}
