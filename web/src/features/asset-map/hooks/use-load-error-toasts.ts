import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '@fleet/domain';
import { isApiError } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/error-toasts';
import { MAP_MESSAGES } from '../model/messages';

function showOnce(id: string, message: string): void {
  notifications.show({ id, color: 'red', message, autoClose: TOAST_MS.default });
}

/** A server without the call (it came later than the map) answers 404: the map does without. */
const isMissingCall = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * The data-layer messages of spec 2 §8, one toast per failure. Groups and geofences are extras:
 * where their calls are missing (404) the map goes on without them and says nothing.
 */
export function useLoadErrorToasts(errors: {
  assets: unknown;
  statuses: unknown;
  branches: unknown;
  organizations: unknown;
  geofences: unknown;
}): void {
  const { assets, statuses, branches, organizations, geofences } = errors;
  useEffect(() => {
    if (assets) showOnce('asset-map-assets', MAP_MESSAGES.assetsFetchFailed);
  }, [assets]);
  useEffect(() => {
    if (statuses) showOnce('asset-map-statuses', MAP_MESSAGES.statusesFetchFailed);
  }, [statuses]);
  useEffect(() => {
    if (branches) showOnce('asset-map-branches', MAP_MESSAGES.branchesFetchFailed);
  }, [branches]);
  useEffect(() => {
    if (organizations && !isMissingCall(organizations)) {
      showOnce('asset-map-organizations', MAP_MESSAGES.organizationsFetchFailed);
    }
  }, [organizations]);
  useEffect(() => {
    if (geofences && !isMissingCall(geofences)) showErrorToast(geofences);
  }, [geofences]);
}
