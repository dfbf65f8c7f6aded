import type { AssignmentSource } from './operator.schema';

/** The card's words for how a driver was assigned (spec 1 §2 "Driver (assignment source)"). */
export const ASSIGNMENT_SOURCE_LABELS: Record<AssignmentSource, string> = {
  keypad: 'Keypad code',
  manual: 'Assigned by hand',
  camera: 'Camera face match',
};

/** "Keypad code", or "Assigned by hand by Avery Admin" when we know who. */
export function describeAssignmentSource(
  source: AssignmentSource,
  assignedByName: string | null,
): string {
  const label = ASSIGNMENT_SOURCE_LABELS[source];
  return source === 'manual' && assignedByName ? `${label} by ${assignedByName}` : label;
}

/** "Jordan Miller"; a missing half is left out rather than shown as a gap. */
export function operatorName(person: { first_name: string; last_name: string }): string {
  return [person.first_name, person.last_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
