import type { EventBus } from '../../platform/events';
import type { WrittenAlert } from './alert-writes.repo';

/** Ids per event: a NOTIFY payload holds under 8,000 bytes (platform/events-postgres.ts). */
const IDS_PER_EVENT = 250;

/** Tells bells, Activity and the notifier which alerts were written, per company. */
export function publishFired(bus: EventBus, fired: readonly WrittenAlert[]): void {
  const byCompany = new Map<number, WrittenAlert[]>();
  for (const alert of fired) {
    const ofCompany = byCompany.get(alert.companyId);
    if (ofCompany) ofCompany.push(alert);
    else byCompany.set(alert.companyId, [alert]);
  }
  for (const [companyId, alerts] of byCompany) {
    for (let i = 0; i < alerts.length; i += IDS_PER_EVENT) {
      const chunk = alerts.slice(i, i + IDS_PER_EVENT);
      bus.publish('alerts.fired', {
        companyId,
        alertIds: chunk.map((alert) => alert.alertId),
        assetIds: [...new Set(chunk.map((alert) => alert.assetId))],
      });
    }
  }
}
