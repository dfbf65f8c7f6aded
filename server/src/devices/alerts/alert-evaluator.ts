import { ALERT_RULE_INCIDENT, incidentSeverity } from '@fleet/domain';
import type { Db } from '../../db/client';
import type { GeofenceRegistry } from '../geofence-registry';
import type { StatusRecord } from '../positions.repo';
import type { AlertRuleRegistry } from './alert-rule-registry';
import {
  findNeighbourFixes,
  insertNewAlerts,
  type AlertDraft,
  type WrittenAlert,
} from './alert-writes.repo';
import { viewOfFix, viewOfStatus, type FixView, type StoredFix } from './fix-view';
import { crossings, type ActiveAlertRule } from './rule-crossings';

/** One fresh fix of an asset and its status before and after it, as the ingest applied it. */
export interface AlertStep {
  companyId: number;
  assetId: number;
  fixTime: number;
  latitude: number;
  longitude: number;
  valid: boolean;
  before: StatusRecord | undefined;
  after: StatusRecord;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Alert rules judged as fixes commit (docs/ALERTS.md), in the positions' transaction: an alert
 * is written exactly when its fixes are, so a restart neither loses nor repeats one.
 *
 * - A fix newer than the asset's last one is judged from the status before it to the status
 *   after it: no read at all.
 * - A late fix is judged between its stored neighbours (one read): it can reveal an event the
 *   other fixes hid (out and back between two fixes inside), and an event it only refines (a
 *   fix inside an exit's bracket) overlaps the alert already written, so it fires nothing new.
 */
export function createAlertEvaluator(rules: AlertRuleRegistry, geofences: GeofenceRegistry) {
  const viewOfStored = (companyId: number, fix: StoredFix): FixView =>
    viewOfFix(
      fix,
      fix.valid
        ? geofences.containing(companyId, fix.longitude, fix.latitude).map((hit) => hit.geofence_id)
        : [],
    );

  async function momentsOf(db: Db, step: AlertStep): Promise<Array<[FixView, FixView]>> {
    const { before, after } = step;
    // The first fix of an asset has nothing before it to compare with: no event.
    if (!before || before.lastFixMs === null) return [];
    if (step.fixTime > before.lastFixMs) {
      return [
        [
          viewOfStatus(before.status, before.lastFixMs),
          viewOfStatus(after.status, after.lastFixMs ?? step.fixTime),
        ],
      ];
    }
    const late = viewOfStored(step.companyId, { ...step, ...NO_READINGS });
    const neighbours = await findNeighbourFixes(db, step.assetId, step.fixTime);
    const pairs: Array<[FixView, FixView]> = [];
    if (neighbours.before) pairs.push([viewOfStored(step.companyId, neighbours.before), late]);
    if (neighbours.after) pairs.push([late, viewOfStored(step.companyId, neighbours.after)]);
    return pairs;
  }

  return {
    async evaluate(db: Db, steps: AlertStep[]): Promise<WrittenAlert[]> {
      const drafts: AlertDraft[] = [];
      for (const step of steps) {
        const company = rules.forCompany(step.companyId);
        if (!company) continue;
        const watches = (rule: ActiveAlertRule) =>
          rule.assetIds === null || rule.assetIds.has(step.assetId);
        const names = geofences.names(step.companyId);
        for (const [from, to] of await momentsOf(db, step)) {
          // Geofence rules: only those of a geofence the asset entered or left.
          for (const geofenceId of changedGeofences(from, to)) {
            for (const rule of company.byGeofence.get(geofenceId) ?? []) {
              if (!watches(rule)) continue;
              for (const crossing of crossings(rule, company.hours, from, to, names, geofenceId)) {
                drafts.push(draftOf(rule, step.assetId, from, to, crossing));
              }
            }
          }
          for (const rule of company.perFix) {
            if (!watches(rule)) continue;
            for (const crossing of crossings(rule, company.hours, from, to, names)) {
              drafts.push(draftOf(rule, step.assetId, from, to, crossing));
            }
          }
        }
      }
      return insertNewAlerts(db, withoutOverlaps(drafts));
    },
  };
}
export type AlertEvaluator = ReturnType<typeof createAlertEvaluator>;

/** The geofences one moment is inside and the other is not (entered or left). */
function changedGeofences(from: FixView, to: FixView): number[] {
  // Without a place on one side nothing is known to have changed.
  if (from.latitude === null || to.latitude === null) return [];
  const before = new Set(from.geofenceIds);
  const after = new Set(to.geofenceIds);
  return [
    ...to.geofenceIds.filter((id) => !before.has(id)),
    ...from.geofenceIds.filter((id) => !after.has(id)),
  ];
}

/** A late fix as stored: only its place counts (readings come with in-order fixes). */
const NO_READINGS = {
  speedMph: null,
  ignition: null,
  batteryPercent: null,
  engineHours: null,
  odometerMiles: null,
  def: null,
} as const;

/** The key of the events that must never overlap: one rule, one asset, one geofence. */
export const dedupeKeyOf = (ruleId: number, assetId: number, geofenceId: number | null) =>
  `${ruleId}:${assetId}:${geofenceId ?? '-'}`;

function draftOf(
  rule: ActiveAlertRule,
  assetId: number,
  from: FixView,
  to: FixView,
  crossing: ReturnType<typeof crossings>[number],
): AlertDraft {
  const incidentTypeId = ALERT_RULE_INCIDENT[rule.kind];
  return {
    companyId: rule.companyId,
    alertRuleId: rule.alertRuleId,
    assetId,
    incidentTypeId,
    severity: incidentSeverity(incidentTypeId),
    geofenceId: crossing.geofenceId,
    firedAt: to.time,
    latitude: to.latitude,
    longitude: to.longitude,
    dedupeKey: dedupeKeyOf(rule.alertRuleId, assetId, crossing.geofenceId),
    windowStart: crossing.windowStart,
    windowEnd: crossing.windowEnd,
    evidence: {
      rule: { name: rule.name, kind: rule.kind, params: rule.params },
      fixes: [
        { view: from, value: crossing.valueBefore },
        { view: to, value: crossing.value },
      ].map(({ view, value }) => ({
        fix_time: iso(view.time),
        latitude: view.latitude,
        longitude: view.longitude,
        value,
      })),
      crossed: crossing.crossed,
    },
  };
}

/** Drafts of one batch that overlap an earlier draft of the same key are the same event. */
function withoutOverlaps(drafts: AlertDraft[]): AlertDraft[] {
  const kept: AlertDraft[] = [];
  const byKey = new Map<string, AlertDraft[]>();
  for (const draft of [...drafts].sort((a, b) => a.windowStart - b.windowStart)) {
    const key = `${draft.companyId}:${draft.dedupeKey}`;
    const same = byKey.get(key) ?? [];
    if (same.some((o) => o.windowStart <= draft.windowEnd && o.windowEnd >= draft.windowStart)) {
      continue;
    }
    same.push(draft);
    byKey.set(key, same);
    kept.push(draft);
  }
  return kept;
}
