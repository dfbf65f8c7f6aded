import type { Position } from '@fleet/domain';
import type { IngestOutcome } from '../../devices/ingest';

/**
 * What a batch upload answers (POST /api/devices/positions, POST /api/positions/batch): how
 * many fixes were stored or already known, and each refused one with the reason.
 */
export function toBatchResult(positions: readonly Position[], outcomes: readonly IngestOutcome[]) {
  const refused = outcomes.flatMap((outcome, index) => {
    const device_id = positions[index]?.deviceSerial ?? '';
    if (outcome.kind === 'unknown-device') {
      return [{ index, device_id, reason: `Unknown device '${device_id}'` }];
    }
    if (outcome.kind === 'not-installed') {
      return [{ index, device_id, reason: `Tracker '${device_id}' is not on an asset` }];
    }
    // Outside the fix-time window, text the database cannot hold, or refused by it.
    if (outcome.kind === 'refused') return [{ index, device_id, reason: outcome.reason }];
    return [];
  });
  return {
    stored: outcomes.filter((o) => o.kind === 'stored').length,
    duplicates: outcomes.filter((o) => o.kind === 'duplicate').length,
    refused,
  };
}
