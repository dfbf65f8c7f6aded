import type { FastifyInstance } from 'fastify';
import { ALERT_RULE_INCIDENT, incidentSeverity, serviceRemainingText } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { coalescing } from '../../platform/coalescing';
import { runPeriodically } from '../../platform/periodic';
import { insertNewAlerts, type AlertDraft } from '../../devices/alerts/alert-writes.repo';
import { dedupeKeyOf } from '../../devices/alerts/alert-evaluator';
import { publishFired } from '../../devices/alerts/publish-fired';
import { createSmsProvider } from '../../platform/sms/sms-provider';
import { insertSmsMessage } from '../sharing/sharing.repo';
import { sendCompanyEmail } from '../email/email.service';
import {
  claimUnnotifiedAlerts,
  findRecipients,
  findSilentAssets,
  findUnalertedServiceDue,
  type DueService,
} from './alert-sweep.repo';

/**
 * How often the rules judged on the clock run: silent trackers (lost-contact rules wait at
 * least 5 minutes) and service due (judged every minute by the service-due sweep).
 */
export const LOST_CONTACT_SWEEP_MS = 60_000;
const NOTIFY_BATCH = 100;
/** Service-due alerts written per statement: a rule new to a large fleet fires in steps. */
const SERVICE_DUE_BATCH = 500;

/**
 * What alerts do off the ingest path (docs/ALERTS.md): the lost-contact and service-due sweeps,
 * judged on the clock, and the texts and emails of fired alerts. Both run when the server is ready (catching
 * up after downtime) and then on their own: the sweep every minute, the notifier whenever
 * alerts fire on any instance.
 */
export function startAlertBackground(app: FastifyInstance, deps: AppDeps): void {
  const notifier = coalescing(
    () => notifyFired(deps),
    (error: unknown) => app.log.error({ err: error }, 'alert notification failed'),
  );
  // Held for at start, so the alerts missed while the server was down are out before it serves.
  runPeriodically(
    app,
    'alert sweep',
    LOST_CONTACT_SWEEP_MS,
    async () => {
      const now = (deps.now ?? Date.now)();
      await sweepLostContact(deps, now);
      await sweepServiceDueAlerts(deps, now);
      await notifier.run();
    },
    { holdStart: true },
  );
  // A storm of fired alerts asks many times; the notifier runs once more after, not once each.
  const unsubscribe = deps.bus.subscribe('alerts.fired', () => void notifier.run());
  app.addHook('onClose', async () => {
    unsubscribe();
    await notifier.idle();
  });
}

/** One alert per silence: its bracket is the last check-in, so the next sweeps add nothing. */
export async function sweepLostContact(deps: AppDeps, now: number): Promise<number> {
  const drafts: AlertDraft[] = [];
  for (const [companyId, company] of deps.devices.alertRules.withKind('lost_contact')) {
    for (const rule of company.rules.filter((each) => each.kind === 'lost_contact')) {
      const minutes = Number(rule.params.minutes);
      const silent = await findSilentAssets(deps.db, companyId, now - minutes * 60_000);
      for (const asset of silent) {
        if (rule.assetIds !== null && !rule.assetIds.has(asset.assetId)) continue;
        const incidentTypeId = ALERT_RULE_INCIDENT.lost_contact;
        drafts.push({
          companyId,
          alertRuleId: rule.alertRuleId,
          assetId: asset.assetId,
          incidentTypeId,
          severity: incidentSeverity(incidentTypeId),
          geofenceId: null,
          firedAt: asset.lastCheckinMs + minutes * 60_000,
          latitude: asset.latitude,
          longitude: asset.longitude,
          dedupeKey: dedupeKeyOf(rule.alertRuleId, asset.assetId, null),
          windowStart: asset.lastCheckinMs,
          windowEnd: asset.lastCheckinMs,
          evidence: {
            rule: { name: rule.name, kind: rule.kind, params: rule.params },
            fixes: [
              {
                fix_time: new Date(asset.lastCheckinMs).toISOString(),
                latitude: asset.latitude,
                longitude: asset.longitude,
                value: null,
              },
            ],
            crossed: `no contact for ${minutes} min`,
          },
        });
      }
    }
  }
  const written = await insertNewAlerts(deps.db, drafts);
  publishFired(deps.bus, written);
  return written.length;
}

/** "Oil change: 120 miles overdue", "Annual: 9 days left" (as the dashboard says it). */
const dueText = (due: DueService): string =>
  `${due.intervalName}: ${serviceRemainingText(due.remaining, due.unit)}`;

/**
 * One alert per service interval per service cycle for each service-due rule, from what the
 * service-due sweep last judged (modules/service/service-due-sweep.ts): recording the service
 * starts a new cycle, so the next time it falls due it fires again.
 */
export async function sweepServiceDueAlerts(deps: AppDeps, now: number): Promise<number> {
  let fired = 0;
  for (const [companyId, company] of deps.devices.alertRules.withKind('service_due')) {
    for (const rule of company.rules.filter((each) => each.kind === 'service_due')) {
      const query = {
        alertRuleId: rule.alertRuleId,
        isOverdueOnly: rule.params.when === 'overdue',
        assetIds: rule.assetIds === null ? null : [...rule.assetIds],
      };
      for (;;) {
        const due = await findUnalertedServiceDue(deps.db, companyId, query, SERVICE_DUE_BATCH);
        const incidentTypeId = ALERT_RULE_INCIDENT.service_due;
        const written = await insertNewAlerts(
          deps.db,
          due.map((each) => ({
            companyId,
            alertRuleId: rule.alertRuleId,
            assetId: each.assetId,
            incidentTypeId,
            severity: incidentSeverity(incidentTypeId),
            geofenceId: null,
            firedAt: now,
            latitude: each.latitude,
            longitude: each.longitude,
            dedupeKey: each.dedupeKey,
            windowStart: each.baselineMs,
            windowEnd: each.baselineMs,
            evidence: {
              rule: { name: rule.name, kind: rule.kind, params: rule.params },
              fixes: [],
              crossed: dueText(each),
            },
          })),
        );
        publishFired(deps.bus, written);
        fired += written.length;
        // Fewer than asked, or none written (a concurrent instance wrote them): done.
        if (due.length < SERVICE_DUE_BATCH || written.length === 0) break;
      }
    }
  }
  return fired;
}

/** Texts and emails the people each fired alert names, once (docs/ALERTS.md "Telling people"). */
export async function notifyFired(deps: AppDeps): Promise<void> {
  const provider = createSmsProvider(deps.config.sms);
  for (;;) {
    const claimed = await claimUnnotifiedAlerts(deps.db, NOTIFY_BATCH);
    for (const alert of claimed) {
      if (!alert.notify?.sms && !alert.notify?.email) continue;
      const recipients = await findRecipients(
        deps.db,
        alert.company_id,
        alert.notify.user_ids ?? [],
      );
      const title = `${alert.rule_name ?? 'Alert'}: ${alert.asset_name}`;
      const text = `Fleet alert: ${title}, ${alert.crossed ?? ''} (${alert.fired_at}).`;
      for (const recipient of recipients) {
        if (alert.notify.sms && recipient.phone) {
          const outcome = await provider.send({ to: recipient.phone, body: text });
          await insertSmsMessage(deps.db, {
            companyId: alert.company_id,
            toNumber: recipient.phone,
            body: text,
            provider: provider.kind,
            status: outcome.status,
            providerMessageId: outcome.status === 'sent' ? outcome.providerMessageId : null,
            error: outcome.status === 'failed' ? outcome.error : null,
            purpose: 'alert',
            createdBy: null,
          });
        }
        if (alert.notify.email) {
          await sendCompanyEmail(deps, deps.db, {
            companyId: alert.company_id,
            to: recipient.email,
            subject: `Fleet alert: ${title}`,
            text,
            purpose: 'alert',
            createdBy: null,
          });
        }
      }
    }
    if (claimed.length < NOTIFY_BATCH) return;
  }
}
