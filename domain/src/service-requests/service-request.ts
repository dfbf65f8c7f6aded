import { z } from 'zod';
import { MAX_ID } from '../column-bounds';
import { fileRecord } from '../uploads/upload-types';

/** spec 1 §5: at most this many service requests open on an asset at once. */
export const SERVICE_REQUEST_MAX_OPEN = 3;

/** spec 1 §8 and §5: the Request Service modal's messages. */
export const SERVICE_REQUEST_MESSAGES = {
  requesterRequired: 'Requester is Required',
  descriptionRequired: 'Service Description is Required',
  tooMany: `Maximum amount of service requests (${SERVICE_REQUEST_MAX_OPEN}) have already been submitted.`,
  failed:
    'There was an error requesting service. Please try again later or contact customer support.',
  uploadFailed: 'One or more files failed to upload and the service request was not made.',
  requested: 'Service Requested!',
} as const;

const LIMITS = { description: 2000, text: 500 } as const;

/** spec 1 §3 "Service request payload" (files: records of completed uploads). */
export const serviceRequestBody = z.strictObject({
  requesting_user_id: z
    .number({ error: SERVICE_REQUEST_MESSAGES.requesterRequired })
    .int()
    .positive(SERVICE_REQUEST_MESSAGES.requesterRequired)
    .max(MAX_ID),
  site_point_of_contact: z.string().trim().max(LIMITS.text).default(''),
  description: z
    .string({ error: SERVICE_REQUEST_MESSAGES.descriptionRequired })
    .trim()
    .min(1, SERVICE_REQUEST_MESSAGES.descriptionRequired)
    .max(LIMITS.description),
  location_and_access_instructions: z.string().trim().max(LIMITS.text).default(''),
  files: z
    .array(fileRecord.extend({ photo_type_id: z.number().int().positive().optional() }))
    .max(10)
    .default([]),
});
export type ServiceRequestBody = z.input<typeof serviceRequestBody>;

export const serviceRequestResult = z.object({
  service_request_id: z.number().int(),
  work_order_id: z.number().int(),
});
export type ServiceRequestResult = z.infer<typeof serviceRequestResult>;
