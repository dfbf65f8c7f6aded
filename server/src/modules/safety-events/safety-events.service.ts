import {
  SAFETY_EVENT_MESSAGES,
  SAFETY_EVENTS_MAX_DAYS,
  type SafetyEvent,
  type SafetyEventsPage,
  type coachSafetyEventBody,
  type safetyEventsQuery,
} from '@fleet/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { requireCameraAccess } from '../camera-access/camera-access';
import { companyCalendar } from '../companies/company-calendar';
import { dayCount, daysEndingOn, instantsOf, type DayRange } from './company-days';
import { toSafetyEventDto } from './safety-event-dto';
import * as repo from './safety-events.repo';

/** The list's window when the caller names none: the last week, today included. */
const DEFAULT_DAYS = 7;

/**
 * The company days a list asks for: `to` defaults to today, `from` to a week before `to`.
 * The schema checks the pair when both are given; a default can still land the wrong way.
 */
function rangeOf(query: z.output<typeof safetyEventsQuery>, today: string): DayRange {
  const last = query.to ?? today;
  const range = query.from ? { first: query.from, last } : daysEndingOn(last, DEFAULT_DAYS);
  if (dayCount(range) < 1) throw badRequest('from: from must be on or before to');
  if (dayCount(range) > SAFETY_EVENTS_MAX_DAYS) {
    throw badRequest(SAFETY_EVENT_MESSAGES.tooManyDays(SAFETY_EVENTS_MAX_DAYS));
  }
  return range;
}

/**
 * GET camera/safety-events (docs/CAMERAS.md "Safety events"): the company's events in its
 * days `from`..`to`, newest first, narrowed by type, driver, asset or coaching; `total` counts
 * every match, not only the page.
 */
export async function listCompanySafetyEvents(
  deps: AppDeps,
  auth: AuthContext,
  query: z.output<typeof safetyEventsQuery>,
): Promise<SafetyEventsPage> {
  await requireCameraAccess(deps.db, auth);
  const { timeZone, today } = await companyCalendar(deps, auth.companyId);
  const filter: repo.SafetyEventFilter = {
    ...instantsOf(rangeOf(query, today), timeZone),
    typeId: query.type,
    operatorId: query.operator_id,
    assetId: query.asset_id,
    coached: query.coached === undefined ? undefined : query.coached === 'true',
  };
  const [rows, total] = await Promise.all([
    repo.listSafetyEvents(deps.db, auth.companyId, filter, query),
    repo.countSafetyEvents(deps.db, auth.companyId, filter),
  ]);
  return { events: rows.map(toSafetyEventDto), total };
}

/**
 * POST camera/safety-events/{id}/coaching: the driver was coached on the event, by the caller.
 * Camera access as for creating a driver (read-only users are refused before this runs);
 * once only: a second coaching answers 409 and changes nothing.
 */
export async function coachSafetyEvent(
  deps: AppDeps,
  auth: AuthContext,
  safetyEventId: number,
  body: z.output<typeof coachSafetyEventBody>,
): Promise<SafetyEvent> {
  await requireCameraAccess(deps.db, auth);
  const found = await repo.findSafetyEvent(deps.db, auth.companyId, safetyEventId);
  if (!found) throw notFound(SAFETY_EVENT_MESSAGES.notFound);
  if (found.event.coachedAt !== null) throw conflict(SAFETY_EVENT_MESSAGES.alreadyCoached);
  const isCoached = await repo.markCoached(deps.db, auth.companyId, safetyEventId, {
    at: new Date(deps.now?.() ?? Date.now()),
    by: auth.userId,
    note: body.note,
  });
  // Someone else coached it between the read and the write.
  if (!isCoached) throw conflict(SAFETY_EVENT_MESSAGES.alreadyCoached);
  const updated = await repo.findSafetyEvent(deps.db, auth.companyId, safetyEventId);
  if (!updated) throw notFound(SAFETY_EVENT_MESSAGES.notFound);
  return toSafetyEventDto(updated);
}
