import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { assets, organizations } from './assets';
import { companyIdColumn, userIdColumn } from './columns';
import { geofences } from './telematics';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** What a rule watches (issue 12 "Alerts"); each maps to a spec 2 §4 incident type. */
export const ALERT_RULE_KINDS = [
  'geofence_enter',
  'geofence_exit',
  'over_speed',
  'outside_hours',
  'idle',
  'low_battery',
  'lost_contact',
  'threshold',
  'service_due',
] as const;

/**
 * An alert rule a manager configures: what fires it (`kind` and `params`: the speed, the idle
 * minutes, the hours, the reading and its range), which assets it watches (all, or one group's),
 * which geofences (one, or a group's), and who is told how (`notify`).
 */
export const alertRules = pgTable(
  'alert_rules',
  {
    alertRuleId: serial('alert_rule_id').primaryKey(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    /** The rule's own settings, checked by its zod schema in the domain. */
    params: jsonb('params').notNull().$type<Record<string, unknown>>().default({}),
    /** A geofence rule's one geofence; null with `geofenceOrganizationId` or for other kinds. */
    geofenceId: integer('geofence_id').references(() => geofences.geofenceId),
    /** A geofence rule over every geofence of this group. */
    geofenceOrganizationId: integer('geofence_organization_id').references(
      () => organizations.organizationId,
    ),
    /** Only this group's assets; null for every asset of the company. */
    assetOrganizationId: integer('asset_organization_id').references(
      () => organizations.organizationId,
    ),
    /** `{ in_app: boolean, sms: boolean, email: boolean, user_ids: number[] }`. */
    notify: jsonb('notify').notNull().$type<Record<string, unknown>>().default({}),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('alert_rules_company_idx').on(t.companyId),
    check(
      'alert_rules_kind_check',
      sql`${t.kind} IN ('geofence_enter', 'geofence_exit', 'over_speed', 'outside_hours', 'idle', 'low_battery', 'lost_contact', 'threshold', 'service_due')`,
    ),
  ],
);

/**
 * A fired alert (an incident, spec 2 §3/§4), written in the transaction of the fixes that fired
 * it, so a restart neither loses nor repeats it; a late or repeated fix never fires it twice
 * (`dedupeKey` with the bracket `windowStart`–`windowEnd`). `evidence` says why: the rule as it was,
 * the fixes and the values that crossed it.
 */
export const alerts = pgTable(
  'alerts',
  {
    alertId: bigserial('alert_id', { mode: 'number' }).primaryKey(),
    companyId: companyIdColumn(),
    alertRuleId: integer('alert_rule_id').references(() => alertRules.alertRuleId),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.assetId),
    incidentTypeId: smallint('incident_type_id').notNull(),
    /** 'critical', 'warning', 'haul' or 'info' (spec 2 §4). */
    severity: text('severity').notNull(),
    geofenceId: integer('geofence_id').references(() => geofences.geofenceId),
    /** The fix time of the event, not when it was evaluated. */
    firedAt: at('fired_at').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The position that fired it, for the trip link. */
    positionId: bigint('position_id', { mode: 'number' }),
    /** The rule, the geofence and the direction: alerts of one key never overlap in time. */
    dedupeKey: text('dedupe_key').notNull(),
    /**
     * The fixes that bracket the event: the last one before it and the first one after. A
     * later (late) fix inside the bracket refines the same event, so it never fires again.
     */
    windowStart: at('window_start').notNull(),
    windowEnd: at('window_end').notNull(),
    evidence: jsonb('evidence').notNull().$type<Record<string, unknown>>().default({}),
    /** Handed to SMS and email (in-app needs nothing more); null until then, even across a restart. */
    notifiedAt: at('notified_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('alerts_dedupe_idx').on(t.companyId, t.dedupeKey, t.windowEnd),
    index('alerts_company_fired_idx').on(t.companyId, t.firedAt),
    index('alerts_asset_idx').on(t.assetId, t.firedAt),
    // Alerts not yet handed to SMS or email, found again after a restart (docs/ALERTS.md).
    index('alerts_unnotified_idx')
      .on(t.alertId)
      .where(sql`notified_at is null`),
  ],
);

/** Which alerts a user has read: the bell counts the others. */
export const alertReads = pgTable(
  'alert_reads',
  {
    alertId: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => alerts.alertId),
    userId: userIdColumn(),
    companyId: companyIdColumn(),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.userId] })],
);

/**
 * What a rule remembers of an asset between fixes (inside or outside, since when over speed or
 * idle, the last fix time applied), written in the positions' transaction so a restart resumes
 * exactly where the committed fixes left it.
 */
export const alertRuleStates = pgTable(
  'alert_rule_states',
  {
    alertRuleId: integer('alert_rule_id')
      .notNull()
      .references(() => alertRules.alertRuleId),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.assetId),
    companyId: companyIdColumn(),
    state: jsonb('state').notNull().$type<Record<string, unknown>>().default({}),
    lastFixTime: at('last_fix_time'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertRuleId, t.assetId] })],
);
