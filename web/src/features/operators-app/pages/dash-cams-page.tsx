import { Stack, Text, Title } from '@mantine/core';
import { useAccess } from '../../../lib/access-provider';
import { useCameras } from '../../../lib/cameras-api/get-cameras';
import { DashCamsTable } from '../components/dash-cams-table';

/** The Dash cams view (spec 1 §2 "/camera for the dash-cams tab"): every camera and its state. */
export function DashCamsPage() {
  const { company } = useAccess();
  const cameras = useCameras();
  return (
    <Stack gap="xs">
      <Title order={3}>Dash cams</Title>
      <Text size="sm" c="dimmed">
        Your cameras and the assets they ride on. View opens a camera’s live video.
      </Text>
      <DashCamsTable
        cameras={cameras.data}
        isLoading={cameras.isPending}
        onRetry={cameras.isError ? () => void cameras.refetch() : null}
        timeZone={company.timezone}
      />
    </Stack>
  );
}
