import type { SafetyEvent } from '@fleet/domain';

export interface CoachingGroup {
  operatorId: number;
  name: string;
  /** Their uncoached events, newest first. */
  events: SafetyEvent[];
}

const latest = (group: CoachingGroup) => Date.parse(group.events[0]?.report_timestamp ?? '') || 0;

/**
 * The coaching center's drivers: each driver with their uncoached events, worst first (most
 * events, then the most recent), the driver a link named (`did`) before everyone. Events
 * with nobody at the wheel cannot be coached to anyone: they are counted apart.
 */
export function coachingGroups(
  events: readonly SafetyEvent[],
  firstOperatorId: number | null,
): { groups: CoachingGroup[]; unassigned: number } {
  const byDriver = new Map<number, CoachingGroup>();
  let unassigned = 0;
  const newestFirst = [...events].sort(
    (a, b) => Date.parse(b.report_timestamp) - Date.parse(a.report_timestamp),
  );
  for (const event of newestFirst) {
    if (event.operator === null) {
      unassigned += 1;
      continue;
    }
    const { operator_id: operatorId, name } = event.operator;
    const group = byDriver.get(operatorId) ?? { operatorId, name, events: [] };
    group.events.push(event);
    byDriver.set(operatorId, group);
  }
  const groups = [...byDriver.values()].sort(
    (a, b) =>
      Number(b.operatorId === firstOperatorId) - Number(a.operatorId === firstOperatorId) ||
      b.events.length - a.events.length ||
      latest(b) - latest(a) ||
      a.name.localeCompare(b.name),
  );
  return { groups, unassigned };
}
