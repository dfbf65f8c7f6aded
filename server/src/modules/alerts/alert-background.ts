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
  type SilentAsset,
  type SweepWindow,
} from './alert-sweep.repo';
import type { ActiveAlertRule } from '../../devices/alerts/rule-crossings';
import { yieldToEventLoop } from '../../platform/yield';

/**
 * How often the rules judged on the clock run: silent trackers (lost-contact rules wait at
 * least 5 minutes) and service due (judged every minute by the service-due sweep).
 */
export const LOST_CONTACT_SWEEP_MS = 60_000;
const NOTIFY_BATCH = 100;
/** Service-due rows a sweep reads per statement. */
const SERVICE_DUE_WINDOW = 500;
/** Statuses a lost-contact sweep reads per statement (on PGlite about 20 ms for 500). */
const SILENT_WINDOW = 500;
/**
 * Alerts a sweep writes per statement: each row has four indexes and its evidence, so 500 took
 * up to 290 ms on PGlite, during which nothing else ran (bench/README.md "Background jobs").
 */
const ALERTS_PER_STATEMENT = 100;

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

/**
 * Runs every active rule of a kind over the company's candidates a window at a time, each
 * window's alerts written before the next is read, so no statement holds the server long
 * whatever the fleet's size (on PGlite every statement runs on the server's event loop, and an
 * awaited query alone never lets a request in). Returns the alerts written.
 */
async function sweepInWindows<Row>(
  deps: AppDeps,
  kind: 'lost_contact' | 'service_due',
  read: (
    companyId: number,
    rule: ActiveAlertRule,
    afterAssetId: number,
  ) => Promise<SweepWindow<Row>>,
  draft: (companyId: number, rule: ActiveAlertRule, row: Row) => AlertDraft | null,
): Promise<number> {
  let fired = 0;
  for (const [companyId, company] of deps.devices.alertRules.withKind(kind)) {
    for (const rule of company.rules.filter((each) => each.kind === kind)) {
      for (let afterAssetId = 0; ;) {
        const { rows, lastAssetId } = await read(companyId, rule, afterAssetId);
        const drafts = rows.flatMap((row) => draft(companyId, rule, row) ?? []);
        for (let i = 0; i < drafts.length; i += ALERTS_PER_STATEMENT) {
          const written = await insertNewAlerts(deps.db, drafts.slice(i, i + ALERTS_PER_STATEMENT));
          publishFired(deps.bus, written);
          fired += written.length;
          await yieldToEventLoop();
        }
        if (lastAssetId === null) break;
        afterAssetId = lastAssetId;
        await yieldToEventLoop();
      }
    }
  }
  return fired;
}

/** One alert per silence: its bracket is the last check-in, so the next sweeps add nothing. */
export async function sweepLostContact(
  deps: AppDeps,
  now: number,
  size = SILENT_WINDOW,
): Promise<number> {
  const minutesOf = (rule: ActiveAlertRule) => Number(rule.params.minutes);
  return sweepInWindows(
    deps,
    'lost_contact',
    (companyId, rule, afterAssetId) => {
      const since = now - minutesOf(rule) * 60_000;
      const query = { alertRuleId: rule.alertRuleId, since, afterAssetId, size };
      return findSilentAssets(deps.db, companyId, query);
    },
    (companyId, rule, asset) =>
      rule.assetIds === null || rule.assetIds.has(asset.assetId)
        ? lostContactDraft(rule, companyId, minutesOf(rule), asset)
        : null,
  );
}

/** What an alert judged on the clock says beyond its rule and asset. */
interface ClockEvent {
  firedAt: number;
  dedupeKey: string;
  /** Its bracket: one moment (the last check-in, the service cycle's start). */
  at: number;
  fixes: unknown[];
  crossed: string;
}

/** An alert judged on the clock: one rule's, one asset's, no geofence. */
function clockDraft(
  rule: ActiveAlertRule,
  companyId: number,
  asset: { assetId: number; latitude: number | null; longitude: number | null },
  event: ClockEvent,
): AlertDraft {
  const incidentTypeId = ALERT_RULE_INCIDENT[rule.kind];
  return {
    companyId,
    alertRuleId: rule.alertRuleId,
    assetId: asset.assetId,
    incidentTypeId,
    severity: incidentSeverity(incidentTypeId),
    geofenceId: null,
    firedAt: event.firedAt,
    latitude: asset.latitude,
    longitude: asset.longitude,
    dedupeKey: event.dedupeKey,
    windowStart: event.at,
    windowEnd: event.at,
    evidence: {
      rule: { name: rule.name, kind: rule.kind, params: rule.params },
      fixes: event.fixes,
      crossed: event.crossed,
    },
  };
}

function lostContactDraft(
  rule: ActiveAlertRule,
  companyId: number,
  minutes: number,
  asset: SilentAsset,
): AlertDraft {
  return clockDraft(rule, companyId, asset, {
    firedAt: asset.lastCheckinMs + minutes * 60_000,
    dedupeKey: dedupeKeyOf(rule.alertRuleId, asset.assetId, null),
    at: asset.lastCheckinMs,
    fixes: [
      {
        fix_time: new Date(asset.lastCheckinMs).toISOString(),
        latitude: asset.latitude,
        longitude: asset.longitude,
        value: null,
      },
    ],
    crossed: `no contact for ${minutes} min`,
  });
}

/** "Oil change: 120 miles overdue", "Annual: 9 days left" (as the dashboard says it). */
const dueText = (due: DueService): string =>
  `${due.intervalName}: ${serviceRemainingText(due.remaining, due.unit)}`;

/**
 * One alert per service interval per service cycle for each service-due rule, from what the
 * service-due sweep last judged (modules/service/service-due-sweep.ts): recording the service
 * starts a new cycle, so the next time it falls due it fires again.
 */
export async function sweepServiceDueAlerts(
  deps: AppDeps,
  now: number,
  size = SERVICE_DUE_WINDOW,
): Promise<number> {
  return sweepInWindows(
    deps,
    'service_due',
    (companyId, rule, afterAssetId) => {
      const query = {
        alertRuleId: rule.alertRuleId,
        isOverdueOnly: rule.params.when === 'overdue',
        assetIds: rule.assetIds === null ? null : [...rule.assetIds],
      };
      return findUnalertedServiceDue(deps.db, companyId, query, { afterAssetId, size });
    },
    (companyId, rule, due) => serviceDueDraft(rule, companyId, now, due),
  );
}

function serviceDueDraft(
  rule: ActiveAlertRule,
  companyId: number,
  now: number,
  due: DueService,
): AlertDraft {
  return clockDraft(rule, companyId, due, {
    firedAt: now,
    dedupeKey: due.dedupeKey,
    at: due.baselineMs,
    fixes: [],
    crossed: dueText(due),
  });
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
      // A storm's texts and emails are several statements an alert: requests go between them.
      await yieldToEventLoop();
    }
    if (claimed.length < NOTIFY_BATCH) return;
  }
}
