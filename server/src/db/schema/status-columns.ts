import { sql } from 'drizzle-orm';

/**
 * Columns PostgreSQL derives from `asset_statuses.status` on every write (stored generated
 * columns), so the dashboard counts and reads 100,000 statuses without opening their JSON
 * (measured: reading the JSON of 100,000 rows takes about a second; these columns, a tenth of
 * it). Every writer of the table keeps them, whatever code path or instance it runs on.
 */

/** A timestamp counts only when it is a string with text (domain display-status.ts). */
const hasTimestamp = (key: string) =>
  `(jsonb_typeof(status->'${key}') = 'string' and btrim(status->>'${key}', E' \\t\\n\\r\\f\\v') <> '')`;

/**
 * The status's part of domain `trackerDisplayStatus`, in the spec's priority order:
 * 1 manual location, 2 no GPS lock (not communicating), 3 being hauled, 4 engine on with the
 * idle clock running, 5 engine on and moving, 6 engine on otherwise, 7 engine off. The asset's
 * type and Bluetooth node flag finish the rule in the dashboard's query
 * (modules/dashboard/dashboard.repo.ts); a test checks both against the domain function.
 */
export const displayFactsExpression = sql.raw(`case
  when status->'location_source' = '2'::jsonb then 1
  when ${hasTimestamp('out_of_lock_timestamp')} then 2
  when status->'is_being_hauled' = 'true'::jsonb then 3
  when status->'engine_active' = 'true'::jsonb then case
    when ${hasTimestamp('start_idle_timestamp')} then 4
    when jsonb_typeof(status->'speed') = 'number' and (status->>'speed')::float8 > 0 then 5
    else 6 end
  else 7 end`);

/** A number of the status JSON, or null when it is missing or not a number. */
export const statusNumberExpression = (key: 'odometer' | 'hours') =>
  sql.raw(
    `case when jsonb_typeof(status->'${key}') = 'number' then (status->>'${key}')::float8 end`,
  );
