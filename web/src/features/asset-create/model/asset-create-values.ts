import { z } from 'zod';
import { assetCreateBody, ASSET_TYPE_KEYS, type AssetCreateBody } from '@fleet/domain';
import { safeReturnTo as safeInAppPath } from '../../../lib/url-state/return-to';

/** The form's values: what its inputs hold (text, '' for an empty number, ids as text). */
export type AssetCreateValues = {
  custom_name: string;
  asset_type_id: '1' | '2';
  asset_type_key: string | null;
  product_id: number | null;
  make: string;
  model: string;
  year: number | '';
  serial_number: string;
  vin: string;
  license_plate_number: string;
  license_plate_state: string | null;
  dot_number: string;
  hours: number | '';
  odometer: number | '';
  inventory_branch_id: string | null;
  category_id: string | null;
  equipment_class_id: string | null;
  organization_ids: string[];
  tracker_serial: string | null;
  marker_color: string;
  description: string;
  photo_id: number | null;
  resource_ids: number[];
};

export const EMPTY_ASSET_CREATE_VALUES: AssetCreateValues = {
  custom_name: '',
  asset_type_id: '1',
  asset_type_key: null,
  product_id: null,
  make: '',
  model: '',
  year: '',
  serial_number: '',
  vin: '',
  license_plate_number: '',
  license_plate_state: null,
  dot_number: '',
  hours: '',
  odometer: '',
  inventory_branch_id: null,
  category_id: null,
  equipment_class_id: null,
  organization_ids: [],
  tracker_serial: null,
  marker_color: '',
  description: '',
  photo_id: null,
  resource_ids: [],
};

const idText = z
  .string()
  .nullable()
  .transform((text) => (text === null || text === '' ? null : Number(text)));
const emptyIsNull = z
  .union([z.number(), z.literal('')])
  .transform((value) => (value === '' ? null : value));

/**
 * The form's values checked and turned into the request body by the domain's own schema, so a
 * field is refused in the form with the sentence the server would answer, under the same name.
 */
export const assetCreateForm = z
  .object({
    custom_name: z.string(),
    asset_type_id: z.enum(['1', '2']).transform(Number),
    asset_type_key: z.enum(ASSET_TYPE_KEYS).nullable().catch(null),
    product_id: z.number().nullable(),
    make: z.string(),
    model: z.string(),
    year: emptyIsNull,
    serial_number: z.string(),
    vin: z.string(),
    license_plate_number: z.string(),
    license_plate_state: z.string().nullable(),
    dot_number: z.string(),
    hours: emptyIsNull,
    odometer: emptyIsNull,
    inventory_branch_id: idText,
    category_id: idText,
    equipment_class_id: idText,
    organization_ids: z.array(z.string()).transform((ids) => ids.map(Number)),
    tracker_serial: z.string().nullable(),
    marker_color: z.string().transform((color) => (color.trim() === '' ? null : color)),
    description: z.string(),
    photo_id: z.number().nullable(),
    resource_ids: z.array(z.number()),
  })
  .transform((values, ctx): AssetCreateBody => {
    const checked = assetCreateBody.safeParse(values);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

/** Where Save goes: `returnTo` when it is an in-app path (lib/url-state), else the inventory. */
export const safeReturnTo = (returnTo: string | null, fallback = '/inventory'): string =>
  safeInAppPath(returnTo) ?? fallback;
