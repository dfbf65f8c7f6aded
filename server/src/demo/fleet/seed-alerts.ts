import { ALERT_RULE_INCIDENT, incidentSeverity } from '@fleet/domain';
import type { Db } from '../../db/client';
import { findFirstYard, findSomeAssets } from './seed-alerts.repo';
import { insertNewAlerts, type AlertDraft } from '../../devices/alerts/alert-writes.repo';
import { dedupeKeyOf } from '../../devices/alerts/alert-evaluator';
import { insertAlertRule } from '../../modules/alerts/alert-rules.repo';

const notifyInApp = { in_app: true, sms: false, email: false, user_ids: [] };

/**
 * The demo company's alert rules (docs/ALERTS.md): leaving a yard, speeding, long idling and
 * silent trackers; the simulator's trucks fire them live. A few alerts of the past days give
 * Activity something to show from the first sign-in.
 */
export async function seedDemoAlerts(
  db: Db,
  { companyId, adminUserId }: { companyId: number; adminUserId: number },
): Promise<void> {
  const yard = await findFirstYard(db, companyId);
  const rules = [
    yard && {
      name: `Left ${yard.name}`,
      kind: 'geofence_exit' as const,
      params: {},
      geofenceId: yard.id,
    },
    { name: 'Speeding', kind: 'over_speed' as const, params: { speed_mph: 70 } },
    { name: 'Idling over 30 minutes', kind: 'idle' as const, params: { minutes: 30 } },
    { name: 'Tracker silent for a day', kind: 'lost_contact' as const, params: { minutes: 1440 } },
  ].filter((rule) => rule !== undefined);
  const ruleIds = new Map<string, number>();
  for (const rule of rules) {
    const id = await insertAlertRule(db, companyId, adminUserId, {
      geofenceId: null,
      geofenceOrganizationId: null,
      assetOrganizationId: null,
      notify: notifyInApp,
      active: true,
      ...rule,
    });
    if (id !== undefined) ruleIds.set(rule.kind, id);
  }

  const someAssets = await findSomeAssets(db, companyId, 8);
  const now = Date.now();
  const drafts: AlertDraft[] = someAssets.flatMap((asset, index) => {
    const kind = index % 2 === 0 ? 'over_speed' : 'idle';
    const ruleId = ruleIds.get(kind);
    if (ruleId === undefined) return [];
    const at = now - (index + 1) * 5 * 3_600_000;
    const incidentTypeId = ALERT_RULE_INCIDENT[kind];
    const speed = 72 + index;
    return [
      {
        companyId,
        alertRuleId: ruleId,
        assetId: asset.id,
        incidentTypeId,
        severity: incidentSeverity(incidentTypeId),
        geofenceId: null,
        firedAt: at,
        latitude: 38.95 + index * 0.01,
        longitude: -92.33 - index * 0.01,
        dedupeKey: dedupeKeyOf(ruleId, asset.id, null),
        windowStart: at - 60_000,
        windowEnd: at,
        evidence: {
          rule:
            kind === 'over_speed'
              ? { name: 'Speeding', kind, params: { speed_mph: 70 } }
              : { name: 'Idling over 30 minutes', kind, params: { minutes: 30 } },
          fixes: [
            {
              fix_time: new Date(at - 60_000).toISOString(),
              latitude: null,
              longitude: null,
              value: kind === 'over_speed' ? 55 : 29,
            },
            {
              fix_time: new Date(at).toISOString(),
              latitude: null,
              longitude: null,
              value: kind === 'over_speed' ? speed : 30,
            },
          ],
          crossed: kind === 'over_speed' ? `${speed} mph > 70 mph` : 'idle 30 min ≥ 30 min',
        },
      },
    ];
  });
  await insertNewAlerts(db, drafts);
}
