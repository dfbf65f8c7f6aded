import { fileTypeFromBuffer } from 'file-type';

/**
 * What the bytes are, checked against the name's extension: a file named .png must be a PNG.
 * Binary formats by their signature (file-type reads it, zip containers included: .docx and
 * .xlsx are told apart); text (.txt, .csv) must have no signature, no NUL byte and be UTF-8.
 */
const SIGNATURES: Record<string, readonly string[]> = {
  '.pdf': ['pdf'],
  '.jpg': ['jpg'],
  '.jpeg': ['jpg'],
  '.png': ['png'],
  '.gif': ['gif'],
  '.heic': ['heic'],
  '.docx': ['docx'],
  '.xlsx': ['xlsx'],
  // The old Office formats are compound files; file-type names them 'cfb'.
  '.doc': ['cfb'],
  '.xls': ['cfb'],
};
const TEXT = new Set(['.txt', '.csv']);

const MIME: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.heic': 'image/heic',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.doc': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
};

/** The type the file is stored and served as, from its (already checked) extension. */
export function mimeTypeOf(extension: string): string {
  return MIME[extension] ?? 'application/octet-stream';
}

function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** True when the bytes are what the extension says. */
export async function bytesMatchExtension(bytes: Buffer, extension: string): Promise<boolean> {
  const detected = await fileTypeFromBuffer(bytes);
  if (TEXT.has(extension)) return detected === undefined && isUtf8Text(bytes);
  const expected = SIGNATURES[extension];
  return detected !== undefined && expected !== undefined && expected.includes(detected.ext);
}
