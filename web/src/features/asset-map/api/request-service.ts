import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  serviceRequestResult,
  type ServiceRequestBody,
  type ServiceRequestResult,
} from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { serviceKeys } from '../../../lib/service-api/service-keys';
import { uploadFiles } from '../../../lib/uploads';
import { cardApiPath, type MapTarget } from '../model/map-routes';

/** The form's fields; the files go up first and travel as their records. */
export type ServiceRequestInput = Omit<ServiceRequestBody, 'files'> & { files: File[] };

/** Which step failed: the spec says different things for each (spec 1 §8). */
export class UploadFailedError extends Error {
  override readonly name = 'UploadFailedError';
}

/**
 * spec 1 §7 POST /{assets or rentals}/{id}/service-request, after the files are uploaded. A file
 * that fails to upload stops here: no request is made with some of its files missing.
 */
export async function requestService(
  target: MapTarget,
  { files, ...fields }: ServiceRequestInput,
): Promise<ServiceRequestResult> {
  const records = await uploadFiles(files, 'service-request').catch((cause: unknown) => {
    throw new UploadFailedError('upload failed', { cause });
  });
  return apiRequest(`${cardApiPath(target)}/service-request`, serviceRequestResult, {
    method: 'POST',
    body: { ...fields, files: records },
  });
}

export function useRequestService(target: MapTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceRequestInput) => requestService(target, input),
    // The request opened a work order: the card's and /service's lists show it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.workOrders() }),
  });
}
