import { z } from 'zod';
import { bodyId } from '../api-schemas';

/** spec 1 §9 "Default asset marker colour dark gray". */
export const DEFAULT_MARKER_COLOR = '#495057';

/** The colours offered for a marker (any #rrggbb is accepted from the API). */
export const MARKER_COLOR_SWATCHES = [
  DEFAULT_MARKER_COLOR,
  '#1c7ed6',
  '#0ca678',
  '#f59f00',
  '#e8590c',
  '#e03131',
  '#ae3ec9',
  '#5c940d',
] as const;

export const ASSET_EDIT_MESSAGES = {
  saved: (name: string) => `Asset ${name} was saved.`,
  failed: 'Failed to save asset.',
  nameRequired: 'Asset name is required',
  vin: 'A VIN is 17 letters and digits, without I, O or Q',
  year: (max: number) => `Year must be between 1900 and ${max}`,
  markerColor: 'Marker colour must be a colour such as #1c7ed6',
  notAllowed: 'You do not have permission to edit this asset.',
  branchUnknown: 'That branch is not one of your company’s branches.',
  groupUnknown: 'That service group is not one of your company’s service groups.',
  colorSaved: 'Marker colour saved.',
} as const;

/** The latest model year an asset may have: next year's models are sold this year. */
export const maxModelYear = (now = new Date()): number => now.getUTCFullYear() + 1;

/** Optional free text: blank means none (stored as null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((text) => (text === '' ? null : text))
    .nullable();

/** spec 2 §7 setAssetColor's markerColor: a #rrggbb colour, or null for the default. */
export const markerColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, ASSET_EDIT_MESSAGES.markerColor)
  .transform((text) => text.toLowerCase())
  .nullable();

/**
 * The editable fields of an asset (spec 1 §3 Asset; spec 2 §7 updateAsset). Every field is
 * optional: a PATCH names only what changed. Catalogue links (make, product, class, category)
 * are set by the catalogue tools, not here.
 */
export const assetEditBody = z
  .object({
    custom_name: z
      .string()
      .trim()
      .min(1, ASSET_EDIT_MESSAGES.nameRequired)
      .max(100, 'At most 100 characters'),
    description: z.string().trim().max(2000, 'At most 2000 characters'),
    serial_number: optionalText(100),
    vin: z
      .string()
      .trim()
      .toUpperCase()
      .transform((text) => (text === '' ? null : text))
      .pipe(
        z
          .string()
          .regex(/^[A-HJ-NPR-Z0-9]{17}$/, ASSET_EDIT_MESSAGES.vin)
          .nullable(),
      )
      .nullable(),
    model: optionalText(100),
    year: z
      .number()
      .int(ASSET_EDIT_MESSAGES.year(maxModelYear()))
      .min(1900, ASSET_EDIT_MESSAGES.year(maxModelYear()))
      .refine((year) => year <= maxModelYear(), ASSET_EDIT_MESSAGES.year(maxModelYear()))
      .nullable(),
    dot_number: optionalText(20),
    inventory_branch_id: bodyId.nullable(),
    service_branch_id: bodyId.nullable(),
    rental_branch_id: bodyId.nullable(),
    maintenance_group_id: bodyId.nullable(),
    marker_color: markerColor,
    /** The Bluetooth tag on the asset (spec 1 §2 card panel); blank clears it. */
    ble_tag_type: optionalText(64),
    ble_tag_serial: optionalText(64),
  })
  .partial()
  .strict();
export type AssetEditBody = z.input<typeof assetEditBody>;
export type AssetEdit = z.output<typeof assetEditBody>;

export const markerColorBody = z.object({ marker_color: markerColor }).strict();
