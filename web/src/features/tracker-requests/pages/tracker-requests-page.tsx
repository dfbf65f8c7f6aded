import { useMemo } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { TRACKER_REQUEST_MESSAGES, type TrackerRequest } from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { PageHeader } from '../../../components/page-header';
import { UnauthorizedPage } from '../../../components/unauthorized-page';
import { useAccess } from '../../../lib/access-provider';
import { showErrorToast } from '../../../lib/error-toasts';
import { showSuccessToast } from '../../../lib/toasts';
import { useHandleTrackerRequest, useTrackerRequests } from '../api/tracker-requests';
import { trackerRequestColumns } from '../components/tracker-request-columns';

const getRowId = (request: TrackerRequest) => String(request.tracker_request_id);

/**
 * Company > Tracker requests (spec 1 §2 no-tracker variant): what people asked for from the
 * cards of assets without a tracker or camera. Company admins (level 1) read it; those who may
 * write mark a request handled once the install is booked or declined.
 */
export function TrackerRequestsPage() {
  const { ctx, company } = useAccess();
  const isAdmin = ctx.securityLevelId === 1;
  const requests = useTrackerRequests({ enabled: isAdmin });
  const columns = useMemo(() => trackerRequestColumns(company.timezone), [company.timezone]);
  if (!isAdmin) return <UnauthorizedPage />;
  const open = requests.data?.filter((r) => r.handled_at === null).length ?? 0;
  return (
    <Stack gap="lg" maw={1280}>
      <PageHeader
        title="Tracker requests"
        description="Trackers and cameras asked for from the cards of assets without one. Book the install with your provider, then mark the request handled."
      />
      <DataTable
        label="Tracker requests"
        columns={columns}
        data={requests.data ?? []}
        getRowId={getRowId}
        rowActions={(request) =>
          request.handled_at === null && !ctx.readOnly ? <HandleButton request={request} /> : null
        }
        isLoading={requests.isPending}
        failure={
          requests.isError
            ? {
                message: 'The tracker requests could not be loaded.',
                onRetry: () => void requests.refetch(),
              }
            : null
        }
        empty={
          <Text c="dimmed">
            No requests yet. They come from the cards of assets without a tracker.
          </Text>
        }
        summary={
          requests.data && (
            <Text size="sm" c="dimmed">
              {requests.data.length === 1 ? '1 request' : `${requests.data.length} requests`},{' '}
              {open} open
            </Text>
          )
        }
        estimatedRowHeight={72}
        minWidth={1000}
      />
    </Stack>
  );
}

function HandleButton({ request }: { request: TrackerRequest }) {
  const handle = useHandleTrackerRequest();
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      leftSection={<IconCheck size={14} />}
      loading={handle.isPending}
      aria-label={`Mark the request for ${request.asset_name} handled`}
      onClick={() =>
        handle.mutate(request.tracker_request_id, {
          onSuccess: () => showSuccessToast(TRACKER_REQUEST_MESSAGES.handled),
          onError: (error) => showErrorToast(error),
        })
      }
    >
      Mark handled
    </Button>
  );
}
