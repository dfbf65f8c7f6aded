import { useState } from 'react';
import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { SAFETY_EVENTS_MAX_PAGE, type SafetyEvent } from '@fleet/domain';
import { useAccess } from '../../../lib/access-provider';
import { shiftDate, todayIn } from '../../../lib/company-days';
import { useNow } from '../../../lib/hooks/use-now';
import { useDriverRoster } from '../api/get-driver-roster';
import { useSafetyEvents } from '../api/get-safety-events';
import { CoachEventModal } from '../components/coach-event-modal';
import { SafetyEventsTable } from '../components/safety-events-table';
import { coachingGroups, type CoachingGroup } from '../model/coaching-groups';
import { linkedOperatorId } from '../model/linked-driver';
import { typeCountsText } from '../model/safety-event-text';
import classes from '../components/highlight.module.css';
import { loadFailure } from '../model/load-failure';

/** The coaching center looks back as far as the longest analytics window. */
const COACHING_DAYS = 90;
const HIDDEN_COLUMNS = ['driver', 'coached'] as const;
/** About five events in view per driver: the next driver is never far down the page. */
const DRIVER_TABLE_HEIGHT = 300;

/**
 * The coaching center (spec 1 §2 "/camera?…&tab=coaching-center", the driver panel's
 * 'Coaching center'): the drivers with events nobody coached them on yet, worst first, each
 * with those events, their clips and 'Mark coached'. `did` puts that driver first.
 */
export function CoachingCenterPage() {
  const { company, ctx } = useAccess();
  const today = todayIn(company.timezone, useNow(60_000));
  const [params] = useSearchParams();
  const search = new URLSearchParams({
    from: shiftDate(today, 1 - COACHING_DAYS),
    to: today,
    coached: 'false',
    limit: String(SAFETY_EVENTS_MAX_PAGE),
  });
  const events = useSafetyEvents(search);
  const roster = useDriverRoster();
  const [coaching, setCoaching] = useState<SafetyEvent | null>(null);
  const linkedId = linkedOperatorId(params.get('did'), roster.data?.drivers ?? []);
  const { groups, unassigned } = coachingGroups(events.data?.events ?? [], linkedId);
  const failure = loadFailure(events);
  const isCut = (events.data?.total ?? 0) > (events.data?.events.length ?? 0);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={3}>Coaching center</Title>
        <Text size="sm" c="dimmed">
          Drivers with safety events of the last {COACHING_DAYS} days nobody has coached them on
          yet, the most first. Watch the clip with the driver, then mark the event coached.
        </Text>
      </Stack>
      {isCut && (
        <Alert color="blue">
          Showing the {SAFETY_EVENTS_MAX_PAGE} most recent uncoached events: coach these and the
          older ones follow.
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      )}
      {events.isSuccess && groups.length === 0 && (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" size="sm" ta="center">
            Nothing to coach: every safety event of the last {COACHING_DAYS} days with a driver has
            been talked through.
          </Text>
        </Paper>
      )}
      {groups.map((group) => (
        <DriverToCoach
          key={group.operatorId}
          group={group}
          isLinked={group.operatorId === linkedId}
          timeZone={company.timezone}
          onCoach={ctx.readOnly ? null : setCoaching}
        />
      ))}
      {unassigned > 0 && (
        <Text size="sm" c="dimmed">
          {unassigned} uncoached {unassigned === 1 ? 'event has' : 'events have'} no driver: see
          Safety events.
        </Text>
      )}
      {events.isPending && (
        <SafetyEventsTable
          label="Uncoached events"
          events={undefined}
          isLoading
          failure={null}
          timeZone={company.timezone}
          onCoach={null}
          empty={null}
        />
      )}
      <CoachEventModal
        event={coaching}
        timeZone={company.timezone}
        onClose={() => setCoaching(null)}
      />
    </Stack>
  );
}

/** One driver: their name and count on the table's bar, their events under it (a few in view). */
function DriverToCoach(props: {
  group: CoachingGroup;
  isLinked: boolean;
  timeZone: string;
  onCoach: ((event: SafetyEvent) => void) | null;
}) {
  const { group } = props;
  const count = group.events.length;
  return (
    <section
      aria-label={`${group.name}: ${count} to coach`}
      aria-current={props.isLinked ? 'true' : undefined}
      className={props.isLinked ? classes.linked : undefined}
    >
      <SafetyEventsTable
        label={`Uncoached events of ${group.name}`}
        events={group.events}
        isLoading={false}
        failure={null}
        timeZone={props.timeZone}
        onCoach={props.onCoach}
        hiddenColumns={HIDDEN_COLUMNS}
        maxHeight={DRIVER_TABLE_HEIGHT}
        toolbar={
          <Group gap="sm">
            <Title order={4}>{group.name}</Title>
            <Badge color="orange" variant="light" radius="sm">
              {count} to coach
            </Badge>
            {props.isLinked && (
              <Badge color="yellow" variant="outline" radius="sm">
                Linked from the asset card
              </Badge>
            )}
          </Group>
        }
        summary={
          <Text size="sm" c="dimmed">
            {typeCountsText(group.events)}
          </Text>
        }
        empty={null}
      />
    </section>
  );
}
