import { z } from 'zod';
import { assetEditBody, type Asset, type AssetEditBody } from '@fleet/domain';

/** The edit form's values: what its inputs hold (text, '' for an empty number, ids as text). */
export interface AssetEditValues extends Record<string, unknown> {
  custom_name: string;
  description: string;
  serial_number: string;
  vin: string;
  model: string;
  year: number | '';
  dot_number: string;
  inventory_branch_id: string | null;
  service_branch_id: string | null;
  rental_branch_id: string | null;
  maintenance_group_id: string | null;
  marker_color: string;
  ble_tag_type: string;
  ble_tag_serial: string;
}

const idText = z
  .string()
  .nullable()
  .transform((text) => (text === null || text === '' ? null : Number(text)));

/**
 * The form's values checked and turned into the request body by the domain's own schema, so a
 * field is refused in the form with the sentence the server would answer.
 */
export const assetEditForm = z
  .object({
    custom_name: z.string(),
    description: z.string(),
    serial_number: z.string(),
    vin: z.string(),
    model: z.string(),
    year: z.union([z.number(), z.literal('')]).transform((year) => (year === '' ? null : year)),
    dot_number: z.string(),
    inventory_branch_id: idText,
    service_branch_id: idText,
    rental_branch_id: idText,
    maintenance_group_id: idText,
    marker_color: z.string().transform((color) => (color.trim() === '' ? null : color)),
    ble_tag_type: z.string(),
    ble_tag_serial: z.string(),
  })
  .transform((values, ctx) => {
    const checked = assetEditBody.safeParse(values);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

const idValue = (value: number | null): string | null => (value === null ? null : String(value));

export function assetEditValues(asset: Asset): AssetEditValues {
  return {
    custom_name: asset.custom_name,
    description: asset.description,
    serial_number: asset.serial_number ?? '',
    vin: asset.vin ?? '',
    model: asset.model ?? '',
    year: asset.year ?? '',
    dot_number: asset.dot_number ?? '',
    inventory_branch_id: idValue(asset.inventory_branch_id),
    service_branch_id: idValue(asset.service_branch_id),
    rental_branch_id: idValue(asset.rental_branch_id),
    maintenance_group_id: idValue(asset.maintenance_group_id),
    marker_color: asset.marker_color ?? '',
    ble_tag_type: asset.ble_tag?.type ?? '',
    ble_tag_serial: asset.ble_tag?.serial ?? '',
  };
}

/** Only what changed from the first values: a PATCH names just those fields (spec 2 §7). */
export function changedFields(initial: AssetEditValues, values: AssetEditValues): AssetEditBody {
  const before: Record<string, unknown> = assetEditForm.parse(initial);
  const after: Record<string, unknown> = assetEditForm.parse(values);
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key] !== value));
}
