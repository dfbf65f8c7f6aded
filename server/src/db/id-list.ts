import { sql, type SQL } from 'drizzle-orm';

/**
 * A list of integer ids as one bound parameter, for `column in ${idList(ids)}`: one parameter
 * whatever the list's length (a statement takes at most 65,535), and one prepared shape.
 */
export const idList = (ids: readonly number[]): SQL =>
  sql`(select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
