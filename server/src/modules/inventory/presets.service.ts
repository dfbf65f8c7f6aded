import mercurius from 'mercurius';
import {
  INVENTORY_LIMITS,
  INVENTORY_PRESET_DOMAIN,
  MESSAGES,
  inventoryPresetPayload,
  savedSearchPresetInput,
  type InventoryPresetPayload,
} from '@fleet/domain';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/auth';
import { badInput, parseInput } from './inventory.service';
import {
  countPresets,
  deletePreset,
  findPresets,
  insertPreset,
  type PresetRow,
} from './presets.repo';

/** spec 1 §3 "Saved search preset", the inventory payload flat (query_field … vendors). */
function toPreset(row: PresetRow) {
  // Stored by us through the same schema; a row from elsewhere that no longer reads is empty.
  const parsed = inventoryPresetPayload.safeParse(row.preset);
  const preset: InventoryPresetPayload = parsed.success
    ? parsed.data
    : inventoryPresetPayload.parse({});
  return {
    presetId: row.presetId,
    presetName: row.presetName,
    presetDomain: row.presetDomain,
    companyId: row.companyId,
    userId: row.userId,
    preset,
  };
}

function refuseReadOnly(auth: AuthContext): void {
  if (auth.readOnly)
    throw new mercurius.ErrorWithProps(MESSAGES.readOnly, { code: 'READ_ONLY' }, 403);
}

export async function listPresets(db: Db, auth: AuthContext) {
  const rows = await findPresets(db, auth.companyId, auth.userId, INVENTORY_PRESET_DOMAIN);
  return rows.map(toPreset);
}

export async function addPreset(db: Db, auth: AuthContext, input: unknown) {
  refuseReadOnly(auth);
  const { presetName, preset } = parseInput(savedSearchPresetInput, input);
  const bytes = Buffer.byteLength(JSON.stringify(preset), 'utf8');
  if (bytes > INVENTORY_LIMITS.presetBytes) {
    throw badInput(
      `This search is too large to save (${bytes} bytes; at most ${INVENTORY_LIMITS.presetBytes}).`,
    );
  }
  if ((await countPresets(db, auth.companyId, auth.userId)) >= INVENTORY_LIMITS.presetsPerUser) {
    throw badInput(
      `You have ${INVENTORY_LIMITS.presetsPerUser} saved searches, the most there can be. Delete one to save another.`,
    );
  }
  const row = await insertPreset(db, {
    companyId: auth.companyId,
    userId: auth.userId,
    presetDomain: INVENTORY_PRESET_DOMAIN,
    presetName,
    preset,
  });
  return toPreset(row);
}

export async function removePreset(db: Db, auth: AuthContext, presetId: number): Promise<boolean> {
  refuseReadOnly(auth);
  // Another user's or company's preset is not found, exactly like one that never existed.
  if (!(await deletePreset(db, auth.companyId, auth.userId, presetId))) {
    throw new mercurius.ErrorWithProps(
      'This saved search was not found.',
      { code: 'NOT_FOUND' },
      404,
    );
  }
  return true;
}
