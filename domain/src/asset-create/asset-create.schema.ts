import { z } from 'zod';
import { bodyId } from '../api-schemas';
import { ASSET_TYPE } from '../assets/asset-ids';
import { ASSET_TYPE_KEYS, type AssetTypeKey } from '../assets/map-filters';
import { ASSET_EDIT_MESSAGES, markerColor, maxModelYear } from '../asset-edit/asset-edit.schema';
import {
  LICENSE_PLATE_MAX_LENGTH,
  LICENSE_PLATE_MESSAGES,
  isUsStateCode,
  licensePlateCharacters,
  licensePlatePairIssue,
} from './license-plate';
import { VIN_MESSAGES, VIN_PATTERN, hasValidCheckDigit, isCheckDigitRequired } from './vin';

export const ASSET_CREATE_MESSAGES = {
  created: (name: string) => `Asset ${name} was created.`,
  failed: 'Failed to create asset.',
  notAllowed: 'You do not have permission to create assets.',
  assetType: 'Choose vehicle or equipment',
  hours: 'Hours must be a number from 0 to 1,000,000',
  odometer: 'Odometer must be a number of miles from 0 to 10,000,000',
  vinCheckDigit: 'This VIN’s check digit (9th character) does not match: check it for a typo',
  vinTaken: (vin: string) => `Another asset of your company already has VIN ${vin}`,
  serialTaken: (serial: string) =>
    `Another asset of your company already has serial number ${serial}`,
  vinTwice: (vin: string) => `VIN ${vin} is given to another asset of this batch`,
  serialTwice: (serial: string) =>
    `Serial number ${serial} is given to another asset of this batch`,
  branchUnknown: ASSET_EDIT_MESSAGES.branchUnknown,
  categoryUnknown: 'That category is not one of your company’s active categories.',
  classUnknown: 'That class is not one of your company’s classes.',
  classNotInCategory: 'That class is not in the chosen category.',
  groupUnknown: 'That group is not one of your company’s groups.',
  productUnknown: 'That product is not in your catalogue.',
  resourceUnknown: 'That reporting designation is not one of your company’s.',
  photoUnknown: 'That photo is not one of your company’s uploaded photos.',
  photoTaken: 'That photo is already on another asset.',
  trackerUnknown: (serial: string) => `Your company has no tracker ${serial}.`,
  trackerInstalled: (serial: string, assetName: string) =>
    `Tracker ${serial} is already on ${assetName}.`,
  trackerTwice: (serial: string) => `Tracker ${serial} is given to another asset of this batch`,
  batchTooLarge: (max: number) => `Create at most ${max} assets at once.`,
} as const;

/** The most assets one call (the import's batch) creates in one transaction. */
export const ASSET_CREATE_BATCH_MAX = 1000;

/** The map filter's kind of a new asset when none is chosen: its type's own key. */
export const defaultAssetTypeKey = (assetTypeId: number): AssetTypeKey =>
  assetTypeId === ASSET_TYPE.vehicle ? 'vehicle' : 'equipment';

/** Optional text: blank means none (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((text) => (text === '' ? null : text))
    .nullable()
    .optional()
    .transform((text) => text ?? null);

const optionalId = bodyId
  .nullable()
  .optional()
  .transform((value) => value ?? null);

const optionalReading = (max: number, message: string) =>
  z
    .number(message)
    .min(0, message)
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/** A VIN as typed: trimmed, uppercased, blank is none; refused unless of a VIN's form. */
const vin = z
  .string()
  .trim()
  .toUpperCase()
  .refine((text) => text === '' || VIN_PATTERN.test(text), VIN_MESSAGES.format)
  .transform((text) => (text === '' ? null : text))
  .nullable()
  .optional()
  .transform((text) => text ?? null);

/** spec 2 §5: letters and digits kept, uppercased; refused past 8 (the form never sends more). */
const licensePlate = z
  .string()
  .transform(licensePlateCharacters)
  .refine((plate) => plate.length <= LICENSE_PLATE_MAX_LENGTH, LICENSE_PLATE_MESSAGES.tooLong)
  .transform((plate) => (plate === '' ? null : plate))
  .nullable()
  .optional()
  .transform((plate) => plate ?? null);

const licensePlateState = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => code === '' || isUsStateCode(code), LICENSE_PLATE_MESSAGES.stateUnknown)
  .transform((code) => (code === '' ? null : code))
  .nullable()
  .optional()
  .transform((code) => code ?? null);

const year = z
  .number()
  .int(ASSET_EDIT_MESSAGES.year(maxModelYear()))
  .min(1900, ASSET_EDIT_MESSAGES.year(maxModelYear()))
  .refine((value) => value <= maxModelYear(), ASSET_EDIT_MESSAGES.year(maxModelYear()))
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/**
 * One new asset (spec 2 §3 asset fields; spec 2 §7 createAsset(input)), for the single-asset
 * form, POST /api/assets, GraphQL createAsset and the import's batches alike. Catalogue: a
 * product, or a make (by name), model and year; with a product its make, model and year win.
 */
export const assetCreateBody = z
  .object({
    custom_name: z
      .string()
      .trim()
      .min(1, ASSET_EDIT_MESSAGES.nameRequired)
      .max(100, 'At most 100 characters'),
    asset_type_id: z.union([z.literal(ASSET_TYPE.vehicle), z.literal(ASSET_TYPE.equipment)], {
      error: ASSET_CREATE_MESSAGES.assetType,
    }),
    /** The map filter's kind (trailer, small tool…); the type's own key when left out. */
    asset_type_key: z
      .enum(ASSET_TYPE_KEYS)
      .nullable()
      .optional()
      .transform((key) => key ?? null),
    product_id: optionalId,
    make: optionalText(100),
    model: optionalText(100),
    year,
    serial_number: optionalText(100),
    vin,
    license_plate_number: licensePlate,
    license_plate_state: licensePlateState,
    dot_number: optionalText(20),
    hours: optionalReading(1_000_000, ASSET_CREATE_MESSAGES.hours),
    odometer: optionalReading(10_000_000, ASSET_CREATE_MESSAGES.odometer),
    inventory_branch_id: optionalId,
    category_id: optionalId,
    equipment_class_id: optionalId,
    organization_ids: z
      .array(bodyId)
      .max(100, 'At most 100 groups')
      .optional()
      .transform((ids) => [...new Set(ids ?? [])]),
    /** The device serial of one of the company's trackers that is on no asset. */
    tracker_serial: optionalText(64),
    marker_color: markerColor.optional().transform((color) => color ?? null),
    description: optionalText(2000),
    /** A photo made by POST /api/photos-v2 without an asset: it becomes the asset's main one. */
    photo_id: optionalId,
    /** Reporting designations (spec 2 §3 Resource). */
    resource_ids: z
      .array(bodyId)
      .max(50, 'At most 50 reporting designations')
      .optional()
      .transform((ids) => [...new Set(ids ?? [])]),
  })
  .strict()
  .superRefine((body, context) => {
    const pair = licensePlatePairIssue(body.license_plate_number, body.license_plate_state);
    if (pair) context.addIssue({ code: 'custom', path: [pair.field], message: pair.message });
    // Vehicles made for North America carry a check digit; machine PINs and others need not.
    if (
      body.vin !== null &&
      body.asset_type_id === ASSET_TYPE.vehicle &&
      isCheckDigitRequired(body.vin) &&
      !hasValidCheckDigit(body.vin)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['vin'],
        message: ASSET_CREATE_MESSAGES.vinCheckDigit,
      });
    }
  });
export type AssetCreateBody = z.input<typeof assetCreateBody>;
export type AssetCreate = z.output<typeof assetCreateBody>;

/** POST /api/assets and createAsset answer the new asset's id (spec 2 §7 "returns id"). */
export const assetCreated = z.object({ asset_id: z.number() });

/** GET /api/vin-details?vin=… (spec 2 §7 getDetailsFromVin). */
export const vinDetailsQuery = z.object({
  vin: z.string().trim().min(1, 'Enter a VIN').max(64, 'A VIN has 17 characters'),
});

export const vinDetails = z.object({
  errors: z.array(z.string()),
  vehicle: z
    .object({
      make: z.string().nullable(),
      manufacturer: z.string().nullable(),
      model_year: z.number().nullable(),
      country: z.string().nullable(),
      kind: z.enum(['light', 'truck', 'trailer', 'equipment']).nullable(),
    })
    .nullable(),
  metadata: z.object({
    vin: z.string(),
    wmi: z.string().nullable(),
    check_digit: z.string().nullable(),
    expected_check_digit: z.string().nullable(),
    is_check_digit_valid: z.boolean(),
    model_year_code: z.string().nullable(),
    source: z.literal('offline'),
  }),
});
