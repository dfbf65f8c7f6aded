import { emptyStoredStatus, EMPTY_TELEMETRY, type StoredStatus } from '@fleet/domain';

export type { StoredStatus };

/** Fills fields a stored row lacks (rows written before a field existed). */
export function withDefaults(assetId: number, stored: Partial<StoredStatus>): StoredStatus {
  return {
    ...emptyStoredStatus(assetId),
    ...stored,
    telemetry: { ...EMPTY_TELEMETRY, ...stored.telemetry },
  };
}
