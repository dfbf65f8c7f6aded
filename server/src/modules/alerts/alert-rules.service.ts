import {
  ALERT_MESSAGES,
  isAdminOrManager,
  type AlertNotify,
  type AlertRule,
  type AlertRuleBody,
  type AlertRuleKind,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import * as repo from './alert-rules.repo';

/**
 * Alert rules (issue 12 "Alerts", docs/ALERTS.md): admins and managers read and set them
 * (spec 1 §2: the Alerts entry is theirs); read-only users only read. Every write tells every
 * instance's ingest to read the rules again.
 */
export function assertMaySeeAlerts(auth: AuthContext): void {
  if (!isAdminOrManager(auth.securityLevelId)) throw forbidden(ALERT_MESSAGES.notAllowed);
}

function assertMaySetAlerts(auth: AuthContext): void {
  assertMaySeeAlerts(auth);
  if (auth.readOnly) throw forbidden(ALERT_MESSAGES.readOnly);
}

const toDto = (row: repo.AlertRuleRow): AlertRule => ({
  alert_rule_id: row.alertRuleId,
  name: row.name,
  kind: row.kind as AlertRuleKind,
  params: row.params,
  geofence_id: row.geofenceId,
  geofence_organization_id: row.geofenceOrganizationId,
  asset_organization_id: row.assetOrganizationId,
  notify: row.notify as AlertNotify,
  active: row.active,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function listRules(deps: AppDeps, auth: AuthContext): Promise<AlertRule[]> {
  assertMaySeeAlerts(auth);
  return (await repo.listAlertRules(deps.db, auth.companyId)).map(toDto);
}

export async function getRule(deps: AppDeps, auth: AuthContext, ruleId: number) {
  assertMaySeeAlerts(auth);
  const row = await repo.findAlertRule(deps.db, auth.companyId, ruleId);
  if (!row) throw notFound();
  return toDto(row);
}

/** The body's geofence, groups and people must be the company's own. */
async function valuesOf(
  deps: AppDeps,
  auth: AuthContext,
  body: AlertRuleBody,
): Promise<repo.AlertRuleValues> {
  const geofenceIds = body.geofence_id === null ? [] : [body.geofence_id];
  const organizationIds = [
    ...new Set(
      [body.geofence_organization_id, body.asset_organization_id].filter(
        (id): id is number => id !== null,
      ),
    ),
  ];
  const userIds = [...new Set(body.notify.user_ids)];
  const owned = await repo.countOwned(deps.db, auth.companyId, {
    geofenceIds,
    organizationIds,
    userIds,
  });
  if (owned.geofenceCount !== geofenceIds.length) throw badRequest(ALERT_MESSAGES.unknownGeofence);
  if (owned.organizationCount !== organizationIds.length) {
    throw badRequest(ALERT_MESSAGES.unknownGroup);
  }
  if (owned.userCount !== userIds.length) throw badRequest(ALERT_MESSAGES.unknownUser);
  return {
    name: body.name,
    kind: body.kind,
    params: body.params,
    geofenceId: body.geofence_id,
    geofenceOrganizationId: body.geofence_organization_id,
    assetOrganizationId: body.asset_organization_id,
    notify: { ...body.notify, user_ids: userIds },
    active: body.active,
  };
}

const announce = (deps: AppDeps, companyId: number) =>
  deps.bus.publish('alert-rules.changed', { companyId });

export async function createRule(deps: AppDeps, auth: AuthContext, body: AlertRuleBody) {
  assertMaySetAlerts(auth);
  const values = await valuesOf(deps, auth, body);
  const id = await repo.insertAlertRule(deps.db, auth.companyId, auth.userId, values);
  if (id === undefined) throw new Error('The new alert rule has no id');
  announce(deps, auth.companyId);
  return getRule(deps, auth, id);
}

export async function updateRule(
  deps: AppDeps,
  auth: AuthContext,
  ruleId: number,
  body: AlertRuleBody,
) {
  await getRule(deps, auth, ruleId);
  assertMaySetAlerts(auth);
  const values = await valuesOf(deps, auth, body);
  if (!(await repo.updateAlertRule(deps.db, auth.companyId, ruleId, values))) throw notFound();
  announce(deps, auth.companyId);
  return getRule(deps, auth, ruleId);
}

export async function deleteRule(deps: AppDeps, auth: AuthContext, ruleId: number) {
  await getRule(deps, auth, ruleId);
  assertMaySetAlerts(auth);
  if (!(await repo.deleteAlertRule(deps.db, auth.companyId, ruleId))) throw notFound();
  announce(deps, auth.companyId);
}
