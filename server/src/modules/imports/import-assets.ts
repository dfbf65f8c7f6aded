import { ASSET_TYPE, assetCreateBody, type AssetCreate } from '@fleet/domain';
import { fieldValue, type ImportRowFields } from '@fleet/domain/imports';
import type { Db } from '../../db/client';
import { findGroupsByName, insertGroups, type ImportRowRecord } from './imports.repo';

/** A row as the asset it makes, or the sentences that say why it cannot be one. */
export type RowInput =
  { row: ImportRowRecord; input: AssetCreate } | { row: ImportRowRecord; problems: string[] };

const groupNames = (text: string | null): string[] =>
  (text ?? '')
    .split(/[;,]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');

/**
 * Rows as asset create inputs (docs/IMPORT.md "Creating"): the same schema the single-asset form
 * uses, so every rule is the same. A row with a VIN or a plate is a vehicle, any other equipment.
 * Groups are named in the row ('; ' or ', ' between names); a name the company has no group of
 * becomes a new group, in the batch's transaction.
 */
export async function rowInputs(
  tx: Db,
  companyId: number,
  rows: ImportRowRecord[],
): Promise<RowInput[]> {
  const groups = await groupIdsByName(tx, companyId, rows);
  return rows.map((row): RowInput => {
    const fields = row.fields as ImportRowFields;
    const value = (name: keyof ImportRowFields) => fieldValue(fields[name]);
    const number = (name: keyof ImportRowFields) => {
      const text = value(name);
      return text === null ? null : Number(text);
    };
    const isVehicle = value('vin') !== null || value('licensePlateNumber') !== null;
    const parsed = assetCreateBody.safeParse({
      custom_name: value('name') ?? '',
      asset_type_id: isVehicle ? ASSET_TYPE.vehicle : ASSET_TYPE.equipment,
      product_id: number('productId'),
      make: value('make'),
      model: value('model'),
      year: number('year'),
      serial_number: value('serialNumber'),
      vin: value('vin'),
      license_plate_number: value('licensePlateNumber'),
      license_plate_state: value('licensePlateIssuingState'),
      dot_number: value('dotNumber'),
      hours: number('hours'),
      odometer: number('miles'),
      organization_ids: groupNames(value('group')).flatMap(
        (name) => groups.get(name.toLowerCase()) ?? [],
      ),
      tracker_serial: fields.tracker.values[0]?.displayValue ?? null,
      marker_color: value('color'),
      description: value('notes'),
      resource_ids: value('resourceId') === null ? [] : [Number(value('resourceId'))],
    });
    return parsed.success
      ? { row, input: parsed.data }
      : { row, problems: parsed.error.issues.map((issue) => issue.message) };
  });
}

async function groupIdsByName(tx: Db, companyId: number, rows: ImportRowRecord[]) {
  const wanted = new Map<string, string>();
  for (const row of rows) {
    for (const name of groupNames(fieldValue((row.fields as ImportRowFields).group))) {
      wanted.set(name.toLowerCase(), name.slice(0, 100));
    }
  }
  if (wanted.size === 0) return new Map<string, number>();
  const byName = async () =>
    new Map(
      (await findGroupsByName(tx, companyId)).map((group) => [
        group.name.toLowerCase(),
        group.organizationId,
      ]),
    );
  const known = await byName();
  const missing = [...wanted].filter(([key]) => !known.has(key)).map(([, name]) => name);
  if (missing.length === 0) return known;
  await insertGroups(tx, companyId, missing);
  return byName();
}
