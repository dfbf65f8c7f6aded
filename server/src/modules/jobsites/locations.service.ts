import type { z } from 'zod';
import {
  formatAddress,
  JOBSITE_GEOFENCE_RADIUS_M,
  JOBSITE_MESSAGES,
  nicknameKey,
  UNKNOWN_ADDRESS,
  type jobsiteCreate,
  type Location,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { AppError, badRequest, isUniqueViolation } from '../../platform/errors';
import {
  findLocationByNicknameKey,
  insertCircleGeofence,
  insertLocation,
  listLocations,
  lockCompanyJobsites,
  stateExists,
} from './jobsites.repo';

type LocationWithState = Awaited<ReturnType<typeof listLocations>>[number];

function toLocationDto({ location: l, stateAbbreviation }: LocationWithState): Location {
  const address = formatAddress({
    street: l.street1,
    city: l.city,
    state: stateAbbreviation ? { abbreviation: stateAbbreviation } : null,
    zip_code: l.zipCode,
  });
  return {
    location_id: l.locationId,
    nickname: l.nickname,
    street_1: l.street1,
    street_2: l.street2,
    city: l.city,
    state:
      l.stateId !== null && stateAbbreviation
        ? { state_id: l.stateId, abbreviation: stateAbbreviation }
        : null,
    zip_code: l.zipCode,
    latitude: l.latitude,
    longitude: l.longitude,
    jobsite: l.jobsite,
    location_type_id: l.locationTypeId,
    geofence_id: l.geofenceId,
    formatted_address: address === UNKNOWN_ADDRESS ? '' : address,
  };
}

/** spec 1 §7 GET companies/{companyId}/locations. */
export async function listCompanyLocations(deps: AppDeps, auth: AuthContext): Promise<Location[]> {
  return (await listLocations(deps.db, auth.companyId)).map(toLocationDto);
}

const nameTaken = () =>
  new AppError('CONFLICT', 409, JOBSITE_MESSAGES.nameTaken, undefined, {
    issues: [{ path: ['nickname'], message: JOBSITE_MESSAGES.nameTaken }],
  });

const invalid = (path: string, message: string) =>
  badRequest(message, { issues: [{ path: [path], message }] });

/**
 * spec 1 §5 "Jobsite create": a named, pinned jobsite with at least a city and state; the name
 * unique in the company (case and whitespace ignored). With create_geofence, a circle around the
 * pin is stored with it and the gateway's geofence index is rebuilt, so the live map and the
 * ingest see the jobsite at once.
 */
export async function createJobsite(
  deps: AppDeps,
  auth: AuthContext,
  body: z.output<typeof jobsiteCreate>,
): Promise<{ location_id: number }> {
  const { latitude, longitude } = body;
  if (latitude == null || longitude == null) {
    throw invalid('latitude', JOBSITE_MESSAGES.pinRequired);
  }
  if (!body.city || body.state_id == null || !(await stateExists(deps.db, body.state_id))) {
    throw invalid('address', JOBSITE_MESSAGES.invalidAddress);
  }
  const row = await deps.db
    .transaction(async (tx) => {
      await lockCompanyJobsites(tx, auth.companyId);
      if (await findLocationByNicknameKey(tx, auth.companyId, nicknameKey(body.nickname))) {
        throw nameTaken();
      }
      const geofenceId = body.create_geofence
        ? await insertCircleGeofence(
            tx,
            auth.companyId,
            body.nickname,
            [longitude, latitude],
            JOBSITE_GEOFENCE_RADIUS_M,
          )
        : null;
      return insertLocation(tx, {
        companyId: auth.companyId,
        nickname: body.nickname,
        street1: body.street_1 ?? null,
        street2: body.street_2 ?? null,
        city: body.city,
        stateId: body.state_id,
        zipCode: body.zip_code ?? null,
        latitude,
        longitude,
        needsReview: body.needs_review,
        jobsite: body.jobsite,
        locationTypeId: body.location_type_id,
        geofenceId,
      });
    })
    .catch((error: unknown) => {
      // The unique index as a last line (a name written by other means than this call).
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    });
  if (row.geofenceId !== null) deps.bus.publish('geofences.changed', { companyId: auth.companyId });
  return { location_id: row.locationId };
}
