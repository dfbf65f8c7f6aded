import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface ConfigurationFacts {
  users: number;
  assets: number;
  trackers: number;
  trackedAssets: number;
  activeBranches: number;
  hasDefaultBranch: boolean;
  geofences: number;
  groups: number;
}

/** What the configuration steps are read from, in one round trip (counts of the company's rows). */
export async function readConfigurationFacts(
  db: Db,
  companyId: number,
  userId: number,
): Promise<ConfigurationFacts> {
  const result = await db.execute(sql`
    select
      (select count(*) from users where company_id = ${companyId} and active)::int as users,
      (select count(*) from assets
        where company_id = ${companyId} and archived_status is null)::int as assets,
      (select count(*) from trackers where company_id = ${companyId})::int as trackers,
      (select count(*) from assets where company_id = ${companyId}
        and archived_status is null and tracker_id is not null)::int as tracked_assets,
      (select count(*) from branches where company_id = ${companyId} and active)::int
        as active_branches,
      exists (select 1 from user_view_settings where user_id = ${userId}
        and application_id = 1 and cardinality(default_branch_ids) > 0) as has_default_branch,
      (select count(*) from geofences where company_id = ${companyId} and active)::int
        as geofences,
      (select count(*) from organizations where company_id = ${companyId})::int as groups`);
  const [row] = (result as { rows: Array<Record<string, number | boolean>> }).rows;
  const count = (key: string) => Number(row?.[key] ?? 0);
  return {
    users: count('users'),
    assets: count('assets'),
    trackers: count('trackers'),
    trackedAssets: count('tracked_assets'),
    activeBranches: count('active_branches'),
    hasDefaultBranch: row?.has_default_branch === true,
    geofences: count('geofences'),
    groups: count('groups'),
  };
}
