import { sql } from 'drizzle-orm';
import type { TestApp } from './harness';

const rule = {
  name: 'Walk: speeding',
  kind: 'over_speed',
  params: { speed_mph: 70 },
  notify: { in_app: true, sms: false, email: false, user_ids: [] },
};

/** The alerts calls (docs/ALERTS.md) for the walks: valid bodies, so each reaches its checks. */
export function alertWriteSamples(): Record<string, object> {
  return {
    'POST /api/alert-rules': rule,
    'PUT /api/alert-rules/:alertRuleId': rule,
    'POST /api/alerts/read': { all: true },
  };
}

/**
 * A rule and a fired alert of the token's company, for :alertRuleId and :alertId (the alert is
 * written as the ingest would, on one of the company's assets).
 */
export async function alertWalkIds(
  t: TestApp,
  token: string,
): Promise<{ alertRuleId: string; alertId: string }> {
  const made = await t.call(token, { method: 'POST', url: '/api/alert-rules', payload: rule });
  const alertRuleId = made.json<{ alert_rule_id: number }>().alert_rule_id;
  const { companyId } = await t.session(token);
  const written = await t.deps.db.execute(sql`
    insert into alerts (company_id, alert_rule_id, asset_id, incident_type_id, severity, fired_at,
      dedupe_key, window_start, window_end, evidence)
    select ${companyId}, ${alertRuleId}, asset_id, 2, 'critical', now(), 'walk', now(), now(),
      ${JSON.stringify({
        rule: { name: rule.name, kind: rule.kind, params: rule.params },
        fixes: [],
        crossed: '80 mph > 70 mph',
      })}::jsonb
    from assets where company_id = ${companyId} order by asset_id limit 1
    returning alert_id::float8 as alert_id`);
  const [row] = (written as { rows: Array<{ alert_id: number }> }).rows;
  return { alertRuleId: String(alertRuleId), alertId: String(row?.alert_id) };
}

/**
 * The same for the fuzz walk's samples, by parameter and field name: a kind with settings that
 * fit it, so some generated rules pass every check and are saved. ('circle' keeps the geofence
 * shapes' own `kind` reachable.)
 */
export async function alertFuzzSamples(t: TestApp, token: string) {
  const { alertRuleId, alertId } = await alertWalkIds(t, token);
  return {
    alertRuleId: [Number(alertRuleId)],
    alertId: [Number(alertId)],
    kind: [rule.kind, 'circle'],
    params: [rule.params],
    notify: [rule.notify],
    // Only geofence rules name a geofence: none, so an over-speed rule is whole.
    geofence_id: [null],
    geofence_organization_id: [null],
    asset_organization_id: [null],
  };
}
