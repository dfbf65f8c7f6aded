import { useState } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { formatInTimeZone } from '../../../../lib/company-days';
import { useRentalBranchHistory } from '../../api/get-branch-assignments';

const DAY = 'MMM D, YYYY';

/**
 * The rental branch history under the card's details (spec 1 §3 "Branch assignment"): each
 * branch the asset was rented from, with its dates in company time. Loaded when opened.
 */
export function BranchHistory({ assetId, timeZone }: { assetId: number; timeZone: string }) {
  const [opened, setOpened] = useState(false);
  const history = useRentalBranchHistory(assetId, { enabled: opened });
  if (!opened) {
    return (
      <Anchor component="button" type="button" size="sm" onClick={() => setOpened(true)}>
        Rental branch history
      </Anchor>
    );
  }
  const day = (iso: string) => formatInTimeZone(iso, timeZone, DAY);
  return (
    <Stack gap={4} role="list" aria-label="Rental branch history">
      <Text size="xs" fw={700} c="dimmed">
        Rental branch history
      </Text>
      {history.isPending && (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      )}
      {history.isError && (
        <Text size="sm" c="red.7">
          The branch history could not be loaded.{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => void history.refetch()}>
            Try again
          </Anchor>
        </Text>
      )}
      {history.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No rental branch recorded yet.
        </Text>
      )}
      {history.data?.map((row) => (
        <Text size="sm" key={row.branch_assignment_id} role="listitem">
          <Text span fw={500}>
            {row.branch.name}
          </Text>{' '}
          <Text span c="dimmed">
            {row.end_date === null
              ? `since ${day(row.start_date)}`
              : `${day(row.start_date)} – ${day(row.end_date)}`}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}
