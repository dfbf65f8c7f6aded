import { z } from 'zod';
import { MAX_ID } from '../column-bounds';

/** What an upload is for: each purpose takes its own file types (spec 1 §5, spec 2 §9). */
export const UPLOAD_PURPOSES = ['service-request', 'photo', 'asset-import'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** spec 1 §5 "Service request" file types; spec 2 §9 photo types; the import's spreadsheets. */
export const UPLOAD_EXTENSIONS: Record<UploadPurpose, readonly string[]> = {
  'service-request': [
    '.pdf',
    '.jpg',
    '.jpeg',
    '.gif',
    '.png',
    '.docx',
    '.doc',
    '.txt',
    '.csv',
    '.xlsx',
    '.xls',
    '.heic',
  ],
  photo: ['.jpg', '.jpeg', '.png', '.gif', '.heic'],
  /** docs/IMPORT.md "Files": the spreadsheets the bulk import reads. */
  'asset-import': ['.csv', '.xlsx'],
};

/** Files one call may ask targets for. */
export const UPLOADS_PER_CALL = 10;

/** The extension of a file name, lower case with its dot; '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/** spec 1 §3 service request `files[]`: a file record as the request carries it. */
export const fileRecord = z.object({
  upload_id: z.number().int().positive().max(MAX_ID),
  mime_type: z.string().max(200),
  size_bytes: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  original_filename: z.string().max(255),
  url: z.string().max(2000),
});
export type FileRecord = z.infer<typeof fileRecord>;

/** `GET /uploads`: where to PUT each file. */
export const uploadTargets = z.object({
  uploads: z.array(
    z.object({
      upload_id: z.number().int().positive(),
      original_filename: z.string(),
      method: z.literal('PUT'),
      url: z.string(),
    }),
  ),
});
export type UploadTargets = z.infer<typeof uploadTargets>;
