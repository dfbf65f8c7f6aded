import { useState } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import type { SafetyEvent } from '@fleet/domain';
import { urlPaging } from '../../../components/data-table/url-paging';
import { useAccess } from '../../../lib/access-provider';
import { todayIn } from '../../../lib/company-days';
import { useNow } from '../../../lib/hooks/use-now';
import { useTableUrlState } from '../../../lib/url-state/use-table-url-state';
import { useDriverRoster } from '../api/get-driver-roster';
import { useSafetyEvents } from '../api/get-safety-events';
import { CoachEventModal } from '../components/coach-event-modal';
import { SafetyEventFilterBar } from '../components/safety-event-filters';
import { SafetyEventsTable } from '../components/safety-events-table';
import { loadFailure } from '../model/load-failure';
import {
  DEFAULT_EVENT_FILTERS,
  eventWindow,
  eventWindowProblem,
  safetyEventFiltersSchema,
  safetyEventsSearch,
} from '../model/safety-event-filters';

const count = new Intl.NumberFormat('en-US');

/**
 * The Safety events view (spec 1 §2 "/camera/safety-events", behind the safety-events flag):
 * what the dash cams filmed on their own, filtered and paged in the address, each with its clip
 * and, for users who may write, 'Mark coached'.
 */
export function SafetyEventsPage() {
  const { company, ctx } = useAccess();
  const today = todayIn(company.timezone, useNow(60_000));
  const [filters, update] = useTableUrlState(safetyEventFiltersSchema, DEFAULT_EVENT_FILTERS);
  const range = eventWindow(filters, today);
  const search = safetyEventsSearch(filters, today);
  const problem = eventWindowProblem(search);
  const events = useSafetyEvents(search, { enabled: problem === null });
  const roster = useDriverRoster();
  const [coaching, setCoaching] = useState<SafetyEvent | null>(null);
  const total = events.data?.total;
  const isFiltered =
    filters.type !== 'all' || filters.driver !== 'all' || filters.coached !== 'all';

  return (
    <Stack gap="xs">
      <Title order={3}>Safety events</Title>
      <Text size="sm" c="dimmed">
        Hard braking, impacts and over speed the dash cams filmed. Play a clip to see what happened;
        mark an event coached once you have talked it through with the driver.
      </Text>
      <SafetyEventFilterBar
        filters={filters}
        window={range}
        today={today}
        drivers={roster.data?.drivers ?? []}
        onChange={update}
      />
      {problem && (
        <Alert color="yellow" role="alert">
          {problem}
        </Alert>
      )}
      <SafetyEventsTable
        label="Safety events"
        events={problem === null ? events.data?.events : []}
        paging={{ ...urlPaging(filters, update), rowCount: total ?? 0 }}
        isLoading={problem === null && events.isPending}
        failure={loadFailure(events)}
        timeZone={company.timezone}
        onCoach={ctx.readOnly ? null : setCoaching}
        summary={
          total !== undefined && (
            <Text size="sm" c="dimmed">
              {count.format(total)} {total === 1 ? 'event' : 'events'}
            </Text>
          )
        }
        empty={
          <Text c="dimmed" size="sm">
            {isFiltered
              ? 'No safety event matches these filters in this window.'
              : 'No safety events in this window: nobody braked hard, hit anything or sped where a camera was watching.'}
          </Text>
        }
      />
      <CoachEventModal
        event={coaching}
        timeZone={company.timezone}
        onClose={() => setCoaching(null)}
      />
    </Stack>
  );
}
