import type { AlertNotify, AlertRule, AlertRuleKind } from '@fleet/domain';

/** The form's values: the request body's shape, so the domain schema checks it as it is. */
export type RuleFormValues = {
  name: string;
  kind: AlertRuleKind;
  params: Record<string, unknown>;
  geofence_id: number | null;
  geofence_organization_id: number | null;
  asset_organization_id: number | null;
  notify: AlertNotify;
  active: boolean;
};

export const isGeofenceKind = (kind: AlertRuleKind) =>
  kind === 'geofence_enter' || kind === 'geofence_exit';

/** A kind's settings when it is chosen: sensible values a manager then adjusts. */
export function defaultParams(kind: AlertRuleKind): Record<string, unknown> {
  switch (kind) {
    case 'over_speed':
      return { speed_mph: 65 };
    case 'idle':
      return { minutes: 15 };
    case 'low_battery':
      return { percent: 20 };
    case 'lost_contact':
      return { minutes: 60 };
    case 'threshold':
      return { reading: 'diesel_exhaust_fluid_level', min: 10, max: null };
    case 'service_due':
      return { when: 'overdue' };
    case 'geofence_enter':
    case 'geofence_exit':
    case 'outside_hours':
      return {};
  }
}

export function valuesOfRule(rule: AlertRule | null): RuleFormValues {
  if (rule) {
    return {
      name: rule.name,
      kind: rule.kind,
      params: rule.params,
      geofence_id: rule.geofence_id,
      geofence_organization_id: rule.geofence_organization_id,
      asset_organization_id: rule.asset_organization_id,
      notify: rule.notify,
      active: rule.active,
    };
  }
  return {
    name: '',
    kind: 'geofence_exit',
    params: {},
    geofence_id: null,
    geofence_organization_id: null,
    asset_organization_id: null,
    notify: { in_app: true, sms: false, email: false, user_ids: [] },
    active: true,
  };
}
