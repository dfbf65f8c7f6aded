import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AlertNotify, AlertRuleKind } from '@fleet/domain';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  alertRules,
  companies,
  companyPreferences,
  organizationAssets,
  organizationGeofences,
} from '../../db/schema/index';
import type { CompanyAlertRules } from '../../devices/alerts/alert-rule-registry';
import { idList } from '../../db/id-list';

export type AlertRuleRow = typeof alertRules.$inferSelect;
export type AlertRuleValues = Pick<
  typeof alertRules.$inferInsert,
  | 'name'
  | 'kind'
  | 'params'
  | 'geofenceId'
  | 'geofenceOrganizationId'
  | 'assetOrganizationId'
  | 'notify'
  | 'active'
>;

export async function listAlertRules(db: Db, companyId: number): Promise<AlertRuleRow[]> {
  return db
    .select()
    .from(alertRules)
    .where(eq(alertRules.companyId, companyId))
    .orderBy(asc(alertRules.name), asc(alertRules.alertRuleId));
}

export async function findAlertRule(db: Db, companyId: number, ruleId: number) {
  const [row] = await db
    .select()
    .from(alertRules)
    .where(and(eq(alertRules.companyId, companyId), eq(alertRules.alertRuleId, ruleId)));
  return row;
}

export async function insertAlertRule(
  db: Db,
  companyId: number,
  createdBy: number | null,
  values: AlertRuleValues,
): Promise<number | undefined> {
  const [row] = await db
    .insert(alertRules)
    .values({ ...values, companyId, createdBy })
    .returning({ id: alertRules.alertRuleId });
  return row?.id;
}

export async function updateAlertRule(
  db: Db,
  companyId: number,
  ruleId: number,
  values: AlertRuleValues,
): Promise<boolean> {
  const rows = await db
    .update(alertRules)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(alertRules.companyId, companyId), eq(alertRules.alertRuleId, ruleId)))
    .returning({ id: alertRules.alertRuleId });
  return rows.length === 1;
}

/** Fired alerts keep their place in Activity: they only lose the link to the rule. */
export async function deleteAlertRule(db: Db, companyId: number, ruleId: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`update alerts set alert_rule_id = null
      where company_id = ${companyId} and alert_rule_id = ${ruleId}`);
    await tx.execute(sql`delete from alert_rule_states
      where company_id = ${companyId} and alert_rule_id = ${ruleId}`);
    const rows = await tx
      .delete(alertRules)
      .where(and(eq(alertRules.companyId, companyId), eq(alertRules.alertRuleId, ruleId)))
      .returning({ id: alertRules.alertRuleId });
    return rows.length === 1;
  });
}

/** How many of these ids are the company's: geofences, groups, users (one statement). */
export async function countOwned(
  db: Db,
  companyId: number,
  ids: { geofenceIds: number[]; organizationIds: number[]; userIds: number[] },
) {
  const result = await db.execute(sql`
    select
      (select count(*)::int from geofences
        where company_id = ${companyId} and geofence_id in ${idList(ids.geofenceIds)}) as geofences,
      (select count(*)::int from organizations
        where company_id = ${companyId} and organization_id in ${idList(ids.organizationIds)})
        as organizations,
      (select count(*)::int from users
        where company_id = ${companyId} and user_id in ${idList(ids.userIds)}) as users`);
  const [row] = rowsOf<{ geofences: number; organizations: number; users: number }>(result);
  return {
    geofenceCount: row?.geofences ?? 0,
    organizationCount: row?.organizations ?? 0,
    userCount: row?.users ?? 0,
  };
}

/**
 * Every company's active rules for the ingest (devices/alerts/alert-rule-registry.ts), each
 * with its geofence group's geofences and its asset group's assets resolved, and the company's
 * working hours. Four reads, whatever the number of rules.
 */
export async function listActiveAlertRules(db: Db): Promise<Map<number, CompanyAlertRules>> {
  const rules = await db.select().from(alertRules).where(eq(alertRules.active, true));
  const byCompany = new Map<number, CompanyAlertRules>();
  if (rules.length === 0) return byCompany;
  const companyIds = [...new Set(rules.map((rule) => rule.companyId))];
  const groupIds = [
    ...new Set(
      rules.flatMap((rule) =>
        [rule.geofenceOrganizationId, rule.assetOrganizationId].filter(
          (id): id is number => id !== null,
        ),
      ),
    ),
  ];
  const [hours, fenceLinks, memberLinks] = await Promise.all([
    db
      .select({
        companyId: companies.companyId,
        timezone: companies.timezone,
        workdayStart: companyPreferences.workdayStart,
        workdayEnd: companyPreferences.workdayEnd,
        workdays: companyPreferences.workdays,
      })
      .from(companies)
      .leftJoin(companyPreferences, eq(companyPreferences.companyId, companies.companyId))
      .where(inArray(companies.companyId, companyIds)),
    groupIds.length === 0
      ? []
      : db
          .select()
          .from(organizationGeofences)
          .where(inArray(organizationGeofences.organizationId, groupIds)),
    groupIds.length === 0
      ? []
      : db
          .select()
          .from(organizationAssets)
          .where(inArray(organizationAssets.organizationId, groupIds)),
  ]);
  const fencesOf = new Map<number, number[]>();
  for (const link of fenceLinks) {
    const fences = fencesOf.get(link.organizationId);
    if (fences) fences.push(link.geofenceId);
    else fencesOf.set(link.organizationId, [link.geofenceId]);
  }
  const membersOf = new Map<number, Set<number>>();
  for (const link of memberLinks) {
    const members = membersOf.get(link.organizationId) ?? new Set<number>();
    members.add(link.assetId);
    membersOf.set(link.organizationId, members);
  }
  for (const row of hours) {
    byCompany.set(row.companyId, {
      rules: [],
      hours: {
        timezone: row.timezone,
        workdayStart: row.workdayStart ?? '06:00',
        workdayEnd: row.workdayEnd ?? '18:00',
        workdays: row.workdays ?? [1, 2, 3, 4, 5],
      },
    });
  }
  for (const rule of rules) {
    byCompany.get(rule.companyId)?.rules.push({
      alertRuleId: rule.alertRuleId,
      companyId: rule.companyId,
      name: rule.name,
      kind: rule.kind as AlertRuleKind,
      params: rule.params,
      geofenceIds:
        rule.geofenceId !== null
          ? [rule.geofenceId]
          : rule.geofenceOrganizationId !== null
            ? (fencesOf.get(rule.geofenceOrganizationId) ?? [])
            : [],
      assetIds:
        rule.assetOrganizationId === null
          ? null
          : (membersOf.get(rule.assetOrganizationId) ?? new Set<number>()),
      notify: rule.notify as AlertNotify,
    });
  }
  return byCompany;
}
