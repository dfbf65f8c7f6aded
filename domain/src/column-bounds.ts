/**
 * The ranges of the database columns requests write or compare with: past them PostgreSQL fails
 * the query, so request schemas refuse such numbers first. Constants only (no schema), so a page
 * that needs a number does not load zod.
 */

/** The largest value of a PostgreSQL integer column: every id. */
export const MAX_ID = 2_147_483_647;
/** The largest value of a PostgreSQL smallint column: type ids such as geofence types. */
export const MAX_SMALLINT = 32_767;
