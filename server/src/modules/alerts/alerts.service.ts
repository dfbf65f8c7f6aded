import { alertItem, type AlertItem, type AlertListQuery, type AlertPage } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { assertMaySeeAlerts } from './alert-rules.service';
import * as repo from './alerts.repo';

/** The row checked against the API's shape (evidence is stored JSON). */
const toItem = (row: repo.AlertRow): AlertItem => alertItem.parse(row);

/** Alerts > Activity: the company's fired alerts, newest first, with the unread count. */
export async function listAlerts(
  deps: AppDeps,
  auth: AuthContext,
  query: AlertListQuery,
): Promise<AlertPage> {
  assertMaySeeAlerts(auth);
  const [{ rows, total }, unread] = await Promise.all([
    repo.listAlerts(deps.db, auth.companyId, auth.userId, query),
    repo.countUnread(deps.db, auth.companyId, auth.userId),
  ]);
  return { items: rows.map(toItem), total, unread };
}

export async function getAlert(deps: AppDeps, auth: AuthContext, alertId: number) {
  assertMaySeeAlerts(auth);
  const row = await repo.findAlert(deps.db, auth.companyId, auth.userId, alertId);
  if (!row) throw notFound();
  return toItem(row);
}

/** The bell: unread in-app alerts (0 for those who do not see alerts). */
export async function unreadCount(deps: AppDeps, auth: AuthContext): Promise<number> {
  assertMaySeeAlerts(auth);
  return repo.countUnread(deps.db, auth.companyId, auth.userId);
}

/** Reading is the user's own business: read-only users may mark alerts read too. */
export async function markRead(
  deps: AppDeps,
  auth: AuthContext,
  body: { alert_ids?: number[] | undefined; all?: true | undefined },
): Promise<number> {
  assertMaySeeAlerts(auth);
  await repo.markRead(
    deps.db,
    auth.companyId,
    auth.userId,
    body.all ? 'all' : (body.alert_ids ?? []),
  );
  return repo.countUnread(deps.db, auth.companyId, auth.userId);
}
