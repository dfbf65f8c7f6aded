import {
  ALERT_RULE_LABELS,
  THRESHOLD_READING_LABELS,
  type AlertItem,
  type AlertRule,
  type IncidentSeverity,
  type ThresholdReading,
} from '@fleet/domain';
import { formatInTimeZone } from '../../../lib/company-days';

export const SEVERITY_COLORS: Record<IncidentSeverity, string> = {
  critical: 'red',
  warning: 'orange',
  haul: 'grape',
  info: 'blue',
};

/** The asset's day of trips around the alert (spec 2 §9 history), in company time. */
export function tripLinkOf(alert: AlertItem, timeZone: string): string {
  const day = formatInTimeZone(alert.fired_at, timeZone, 'YYYY-MM-DD');
  return `/assets/all/asset/${alert.asset_id}/history${day ? `?selectedDate=${day}` : ''}`;
}

/** "45 min", "2 h", "1 day 6 h". */
export function minutesText(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [
    days > 0 ? `${days} ${days === 1 ? 'day' : 'days'}` : null,
    hours > 0 ? `${hours} h` : null,
    rest > 0 ? `${rest} min` : null,
  ].filter(Boolean);
  return parts.length === 0 ? '0 min' : parts.join(' ');
}

/** What a rule watches, in a few words: "Over speed: above 65 mph". */
export function describeRule(rule: Pick<AlertRule, 'kind' | 'params'>): string {
  const label = ALERT_RULE_LABELS[rule.kind];
  const p = rule.params;
  switch (rule.kind) {
    case 'over_speed':
      return `${label}: above ${String(p.speed_mph)} mph`;
    case 'idle':
      return `${label}: ${minutesText(Number(p.minutes))} or more`;
    case 'low_battery':
      return `${label}: below ${String(p.percent)}%`;
    case 'lost_contact':
      return `${label}: ${minutesText(Number(p.minutes))} without a fix`;
    case 'service_due':
      return p.when === 'overdue' ? `${label}: when overdue` : `${label}: when due soon`;
    case 'threshold': {
      const reading = THRESHOLD_READING_LABELS[p.reading as ThresholdReading];
      const bound = (value: unknown, word: string) =>
        typeof value === 'number' ? `${word} ${value}` : null;
      const bounds = [bound(p.min, 'below'), bound(p.max, 'above')].filter(Boolean);
      return `${reading} ${bounds.join(' or ')}`;
    }
    case 'geofence_enter':
    case 'geofence_exit':
    case 'outside_hours':
      return label;
  }
}

/** How a rule tells people: "In app, Text, Email". */
export function describeNotify(rule: Pick<AlertRule, 'notify'>): string {
  const ways = [
    rule.notify.in_app ? 'In app' : null,
    rule.notify.sms ? 'Text' : null,
    rule.notify.email ? 'Email' : null,
  ].filter(Boolean);
  return ways.length === 0 ? 'Activity only' : ways.join(', ');
}
