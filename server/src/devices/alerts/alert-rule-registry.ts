import { coalescing } from '../../platform/coalescing';
import type { EventBus } from '../../platform/events';
import type { CompanyHours } from './company-hours';
import type { ActiveAlertRule } from './rule-crossings';

export interface CompanyAlertRules {
  rules: ActiveAlertRule[];
  hours: CompanyHours;
}

/** A company's rules as the ingest reads them: geofence rules found by the geofence crossed. */
export interface IndexedAlertRules extends CompanyAlertRules {
  byGeofence: ReadonlyMap<number, readonly ActiveAlertRule[]>;
  /** Rules judged on every fix (speed, hours, idle, battery, readings). */
  perFix: readonly ActiveAlertRule[];
}

function indexed(company: CompanyAlertRules): IndexedAlertRules {
  const byGeofence = new Map<number, ActiveAlertRule[]>();
  const perFix: ActiveAlertRule[] = [];
  for (const rule of company.rules) {
    if (rule.kind === 'geofence_enter' || rule.kind === 'geofence_exit') {
      for (const geofenceId of rule.geofenceIds) {
        const rules = byGeofence.get(geofenceId);
        if (rules) rules.push(rule);
        else byGeofence.set(geofenceId, [rule]);
      }
    } else if (rule.kind !== 'lost_contact' && rule.kind !== 'service_due') {
      // Lost contact and service due are judged on the clock (modules/alerts/alert-background.ts).
      perFix.push(rule);
    }
  }
  return { ...company, byGeofence, perFix };
}

/** Every company's active rules with their groups resolved (the alerts module reads them). */
export type ActiveAlertRulesLookup = () => Promise<Map<number, CompanyAlertRules>>;

export interface AlertRuleRegistry {
  /** The company's active rules, or undefined when it has none (most fixes stop here). */
  forCompany(companyId: number): IndexedAlertRules | undefined;
  /** Every company with rules of this kind (the lost-contact sweep). */
  withKind(kind: ActiveAlertRule['kind']): Array<[number, IndexedAlertRules]>;
  reload(): Promise<void>;
  close(): void;
}

/**
 * Rules change seldom and are read for every fix: they are held in memory, read again when
 * rules, geofences or assets change (on every instance: the events cross through
 * LISTEN/NOTIFY) and once a minute, so a group's new member is watched without an event.
 */
export async function createAlertRuleRegistry(
  lookup: ActiveAlertRulesLookup,
  bus: EventBus,
  refreshMs = 60_000,
): Promise<AlertRuleRegistry> {
  let byCompany = new Map<number, IndexedAlertRules>();
  const load = async (): Promise<void> => {
    const next = await lookup();
    byCompany = new Map([...next].map(([companyId, rules]) => [companyId, indexed(rules)]));
  };
  // A change during a read may be missed by it: the read is done once more after.
  const reloader = coalescing(load, (error: unknown) => {
    console.error('alert rules reload failed:', error);
  });
  const reloadSoon = (): void => void reloader.run();
  await load();
  const unsubscribe = [
    bus.subscribe('alert-rules.changed', reloadSoon),
    bus.subscribe('geofences.changed', reloadSoon),
    bus.subscribe('assets.updated', reloadSoon),
  ];
  const timer = setInterval(reloadSoon, refreshMs);
  timer.unref();
  return {
    forCompany: (companyId) => byCompany.get(companyId),
    withKind: (kind) =>
      [...byCompany].filter(([, company]) => company.rules.some((rule) => rule.kind === kind)),
    reload: reloader.run,
    close() {
      clearInterval(timer);
      for (const stop of unsubscribe) stop();
    },
  };
}
