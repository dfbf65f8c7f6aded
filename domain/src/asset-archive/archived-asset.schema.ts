import { z } from 'zod';
import { archiveStatus } from './archive-status';

/** One line of the archive page (GET /api/assets/archived). */
export const archivedAsset = z.object({
  asset_id: z.number().int(),
  custom_name: z.string(),
  make_name: z.string().nullable(),
  model: z.string().nullable(),
  serial_number: z.string().nullable(),
  /** The tracker it kept (stolen assets only; the others' trackers were taken off). */
  device_serial: z.string().nullable(),
  archived_status: archiveStatus,
  archived_at: z.string(),
  archived_by: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
});
export type ArchivedAsset = z.infer<typeof archivedAsset>;
