import { z } from 'zod';
import { bodyId, id } from '../api-schemas';
import { MAX_ID } from '../column-bounds';

/**
 * How an operator came to run an asset (spec 1 §3 "Operator" active_assignment.source): a
 * keypad code typed on the asset, a person choosing them on the card, or a camera's face match.
 */
export const ASSIGNMENT_SOURCES = ['keypad', 'manual', 'camera'] as const;
export type AssignmentSource = (typeof ASSIGNMENT_SOURCES)[number];
export const assignmentSource = z.enum(ASSIGNMENT_SOURCES);

/** spec 1 §9: the card shows the last 2 keypad entries; a page of the access log holds ≤ 100. */
export const KEYPAD_ENTRIES_ON_CARD = 2;
export const KEYPAD_ENTRIES_MAX_PAGE = 100;

/** spec 1 §3 "Keypad entry": a code typed on an asset's keypad. */
export const keypadEntry = z.object({
  asset_keypad_entry_id: z.number(),
  asset_id: z.number(),
  keypad_timestamp: z.string(),
  /** is_local_code: the keypad knew the code itself and unlocked without asking the server. */
  keypad_code_assignment: z.object({ is_local_code: z.boolean() }),
  /** The company's code that was typed; null when the digits match none of its codes. */
  company_keypad_code: z.object({ name: z.string() }).nullable(),
});
export type KeypadEntry = z.infer<typeof keypadEntry>;

const pageNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, {
      message: `${name} must be a whole number from ${min} to ${max}`,
    });

/** spec 1 §7 GET assets/{id}/keypad-entries?limit=2&offset=0 (and the rental's): newest first. */
export const keypadEntriesQuery = z.object({
  limit: pageNumber('limit', 1, KEYPAD_ENTRIES_MAX_PAGE).default(KEYPAD_ENTRIES_ON_CARD),
  offset: pageNumber('offset', 0, MAX_ID).default(0),
});

/** spec 1 §3 "Operator" active_assignment: who runs which asset, since when and how. */
export const operatorAssignment = z.object({
  operator_assignment_id: z.number(),
  asset_id: z.number(),
  source: assignmentSource,
  /** The user who assigned them (source 'manual'); null for a keypad or a camera. */
  assigned_by: z.number().nullable(),
  assigned_by_name: z.string().nullable(),
  date_assigned: z.string(),
  date_unassigned: z.string().nullable(),
  unassigned_source: assignmentSource.nullable(),
  unassigned_by: z.number().nullable(),
});
export type OperatorAssignment = z.infer<typeof operatorAssignment>;

/** spec 1 §3 "Operator": a person who runs the company's machines (a driver). */
export const operator = z.object({
  operator_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  /** The camera vendor's id of the same person (the driver score and coaching links use it). */
  fts_driver_id: z.string().nullable(),
  /** Set for a deleted operator (only `include_deleted=true` finds them). */
  deleted_at: z.string().nullable(),
  /** The asset the operator runs now, or null. */
  active_operator: z
    .object({
      active_assignment: operatorAssignment,
      /** The operator is the asset's fallback driver (spec: default_assignment). */
      default_assignment: z.boolean(),
    })
    .nullable(),
});
export type Operator = z.infer<typeof operator>;

const flag = z
  .enum(['true', 'false'], { error: 'Use true or false' })
  .transform((value) => value === 'true');

/** spec 1 §7 GET operators/{id}[?include_deleted=true]. */
export const operatorQuery = z.object({ include_deleted: flag.optional() });

/** spec 1 §3 "Pending operator": a driver a camera saw on an asset but could not name yet. */
export const pendingOperator = z.object({
  pending_operator_id: z.number(),
  fts_ai_profile_id: z.string(),
  /** Set once someone names the driver; the warning then goes away. */
  identified_operator_id: z.number().nullable(),
  /** The asset the camera is on. */
  t3_asset_id: z.number(),
  event_date: z.string(),
  vendor_camera_id: z.string().nullable(),
});
export type PendingOperator = z.infer<typeof pendingOperator>;

/**
 * GET assets/{id}/driver (beyond the spec): the card's Driver panel in one call, what
 * GET operators/current-asset/{id} and GET pending-operators?t3_asset_id={id} answer, side by side.
 */
export const assetDriver = z.object({
  current_operator: operator.nullable(),
  pending_operators: z.array(pendingOperator),
});
export type AssetDriver = z.infer<typeof assetDriver>;

const text = z.string().trim().min(1).max(100);
const moment = (name: string) =>
  z.iso.datetime({ offset: true, error: `${name} must be an ISO-8601 date-time` });

/**
 * spec 1 §7 GET pending-operators: every filter optional; without include_identified=true only
 * the drivers still unnamed are listed.
 */
export const pendingOperatorsQuery = z
  .object({
    pending_operator_id: id.optional(),
    fts_ai_profile_id: text.optional(),
    identified_operator_id: id.optional(),
    t3_asset_id: id.optional(),
    include_identified: flag.optional(),
    event_start_date: moment('event_start_date').optional(),
    event_end_date: moment('event_end_date').optional(),
    vendor_camera_id: text.optional(),
  })
  .refine(
    (q) =>
      !q.event_start_date ||
      !q.event_end_date ||
      Date.parse(q.event_end_date) >= Date.parse(q.event_start_date),
    { message: 'event_end_date must not be before event_start_date', path: ['event_end_date'] },
  );
export type PendingOperatorsQuery = z.infer<typeof pendingOperatorsQuery>;

/** PUT assets/{id}/operator: the driver chosen by hand, or null to leave the asset without. */
export const operatorAssignmentBody = z.object({ operator_id: bodyId.nullable() }).strict();
export type OperatorAssignmentBody = z.infer<typeof operatorAssignmentBody>;

const personName = (field: string) =>
  z
    .string({ error: `Enter the driver’s ${field}.` })
    .trim()
    .min(1, `Enter the driver’s ${field}.`)
    .max(100, `The ${field} can be at most 100 characters.`);

/**
 * POST operators: a new driver (the camera page's create-operator flyout, spec 1 §2). The
 * camera vendor's driver id is optional: most drivers are named before a camera ever sees them.
 */
export const createOperatorBody = z
  .object({
    first_name: personName('first name'),
    last_name: personName('last name'),
    fts_driver_id: z
      .string()
      .trim()
      .max(100, 'The camera driver id can be at most 100 characters.')
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .default(null),
  })
  .strict();
export type CreateOperatorBody = z.input<typeof createOperatorBody>;

/**
 * POST pending-operators/{id}/identify: names the driver a camera saw. The asset's driver then
 * becomes them (source 'camera') unless someone was assigned after the sighting.
 */
export const identifyPendingOperatorBody = z.object({ operator_id: bodyId }).strict();
export type IdentifyPendingOperatorBody = z.infer<typeof identifyPendingOperatorBody>;

/**
 * GET camera/drivers (beyond the spec): the camera page's Drivers tab in one call: every driver
 * with the name of the asset they run now, and the sightings nobody named yet with their
 * asset's name, newest first.
 */
export const driverRoster = z.object({
  drivers: z.array(z.object({ operator, asset_name: z.string().nullable() })),
  unidentified: z.array(z.object({ pending_operator: pendingOperator, asset_name: z.string() })),
});
export type DriverRoster = z.infer<typeof driverRoster>;
