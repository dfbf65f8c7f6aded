import { z } from 'zod';
import { SECURITY_LEVEL_IDS } from './security-levels';
import { LANDING_PAGE_VALUES } from './landing-pages';
import { FEATURE_FLAG_NAMES, type FeatureFlagName } from './feature-flags';
import { MAX_ID } from './column-bounds';
import { isIanaTimeZone } from './company-admin/workdays';

/** Schemas of every payload of the base calls (spec 1 §3, §7; spec 2 §3, §7). REST is snake_case. */

/** An id inside a JSON body: a positive whole number, never a string or a boolean. */
export const bodyId = z.number().int().positive().max(MAX_ID);
/**
 * A whole number in a path or query string: digits only, so "0x10", "1e3" or " 7" are refused
 * rather than read as another number.
 */
const digits = (what: string) =>
  z.string().regex(/^\d{1,10}$/, `Expected ${what}, a positive whole number such as 42`);
/** An id in a path. */
export const id = digits('an id').pipe(z.coerce.number<string>().int().positive().max(MAX_ID));
export const securityLevelId = z.union(
  SECURITY_LEVEL_IDS.map((level) => z.literal(level)),
  { error: 'Security level must be a whole number from 1 (admin) to 7 (driver)' },
);

export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    type: z.string().optional(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;
/**
 * The `details` of a 400 VALIDATION_FAILED: one issue per refused value, its path inside the
 * request part (`["device_serial"]`, `["items", 0, "name"]`), so a form puts it under its field.
 */
export const validationDetails = z.object({
  issues: z.array(
    z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }),
  ),
});
export type ValidationDetails = z.infer<typeof validationDetails>;

// ---- auth
export const loginRequest = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, 'Email is required')
      .max(254)
      .email('Enter a valid email address'),
    password: z.string().min(1, 'Password is required').max(1024),
  })
  .strict();
export type LoginRequest = z.infer<typeof loginRequest>;

const phone = z
  .string()
  .trim()
  .max(32)
  .regex(/^[0-9+()\-. ]*$/, 'Phone numbers may contain only digits, spaces and + ( ) - .')
  .nullable();

// ---- user (spec 1 §3 "User")
export const user = z.object({
  user_id: z.number().int(),
  company_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  security_level_id: securityLevelId,
  read_only: z.boolean(),
  active: z.boolean(),
  can_access_camera: z.boolean(),
  can_rent: z.boolean(),
  service_work_order_access: z.boolean(),
  cell_phone_number: z.string().nullable(),
  phone_number: z.string().nullable(),
  sms_opted_out: z.boolean(),
  employee_id: z.string().nullable(),
  user_type_id: z.number().int().nullable(),
  preferred_landing_page: z.enum(LANDING_PAGE_VALUES).nullable(),
  i18n_locale: z.string(),
  i18n_unit: z.enum(['imperial', 'metric']),
  i18n_temperature: z.enum(['F', 'C']),
  date_created: z.string(),
});
export type User = z.infer<typeof user>;
export type UserField = keyof User;
export const USER_FIELDS = Object.keys(user.shape) as UserField[];

/** What users may change about themselves (the profile page). */
export const userSelfUpdate = z
  .object({
    first_name: z.string().trim().min(1, 'First name is required').max(100),
    last_name: z.string().trim().min(1, 'Last name is required').max(100),
    phone_number: phone,
    cell_phone_number: phone,
    sms_opted_out: z.boolean(),
    i18n_locale: z.string().trim().min(2).max(20),
    i18n_unit: z.enum(['imperial', 'metric']),
    i18n_temperature: z.enum(['F', 'C']),
    preferred_landing_page: z.enum(LANDING_PAGE_VALUES).nullable(),
  })
  .partial()
  .strict();

/** What an admin may also change about a user of the company. */
export const userAdminUpdate = userSelfUpdate
  .extend({
    security_level_id: securityLevelId,
    read_only: z.boolean(),
    active: z.boolean(),
    can_access_camera: z.boolean(),
    can_rent: z.boolean(),
    service_work_order_access: z.boolean(),
    employee_id: z.string().trim().max(50).nullable(),
    user_type_id: bodyId.nullable(),
  })
  .partial()
  .strict();
export type UserAdminUpdate = z.infer<typeof userAdminUpdate>;

export const userCreate = userAdminUpdate
  .extend({
    email: z.string().trim().toLowerCase().max(254).email('Enter a valid email address'),
    first_name: z.string().trim().min(1, 'First name is required').max(100),
    last_name: z.string().trim().min(1, 'Last name is required').max(100),
    password: z.string().min(8, 'Password must be at least 8 characters').max(1024),
    security_level_id: securityLevelId,
  })
  .strict();
export type UserCreate = z.infer<typeof userCreate>;

export const loginResponse = z.object({ accessToken: z.string(), user });

// ---- session (spec 2 §3 "Session info")
export const sessionInfo = z.object({
  accessToken: z.string(),
  idToken: z.string().nullable(),
  companyId: z.number(),
  userId: z.number(),
  securityLevelId: securityLevelId,
  readOnly: z.boolean(),
  expiresAt: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

// ---- company (spec 1 §3 "Company")
export const company = z.object({
  company_id: z.number(),
  name: z.string(),
  owner_user_id: z.number().nullable(),
  timezone: z.string(),
  white_label_application_id: z.number(),
  has_fleet_cam: z.boolean(),
  has_rentals: z.boolean(),
  white_label_application: z.object({
    white_label_application_id: z.number(),
    show_dashboard: z.boolean(),
  }),
});
export type Company = z.infer<typeof company>;

/** IANA names only ("EST" and other abbreviations Intl would take are refused). */
export const timezone = z
  .string()
  .trim()
  .refine(isIanaTimeZone, 'Enter a valid IANA time zone, such as America/Chicago');

export const companyUpdate = z
  .object({ name: z.string().trim().min(1, 'Company name is required').max(200), timezone })
  .partial()
  .strict();

// ---- preferences (by client application id) and company-preferences
export const clientApplicationQuery = z.object({
  client_application_id: digits('a client application id')
    .pipe(z.coerce.number<string>().int().positive().max(1000))
    .default(1),
});
const preferenceValues = z.record(
  z.string().max(100),
  z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]),
);
export const preferences = z.object({
  client_application_id: z.number(),
  preferences: preferenceValues,
});
export const preferencesUpdate = z.object({ preferences: preferenceValues }).strict();

export const companyPreferences = z.object({
  company_id: z.number(),
  allow_internal_rentals_equipment: z.boolean(),
  allow_internal_rentals_vehicles: z.boolean(),
  hide_details: z.boolean(),
  over_speed_threshold_mph: z.number(),
  /** Normal working hours in company time, for 'outside normal hours' alerts (HH:MM). */
  workday_start: z.string(),
  workday_end: z.string(),
  /** 0 Sunday … 6 Saturday. */
  workdays: z.array(z.number()),
});
const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM, from 00:00 to 23:59');
export const companyPreferencesUpdate = companyPreferences
  .omit({ company_id: true })
  .extend({
    over_speed_threshold_mph: z.number().int().min(5).max(150),
    workday_start: clock,
    workday_end: clock,
    workdays: z
      .array(
        z
          .number()
          .int()
          .min(0, 'Days are 0 (Sunday) to 6 (Saturday)')
          .max(6, 'Days are 0 (Sunday) to 6 (Saturday)'),
      )
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'A day is listed twice'),
  })
  .partial()
  .strict();

// ---- view settings (application id 1 fleet, 4 contractor e-logs; spec 1 §9)
export const viewSettingsApplicationId = z.union([z.literal(1), z.literal(4)], {
  error: 'The application id must be 1 (fleet) or 4 (contractor e-logs)',
});
export const viewSettingsQuery = z.object({
  application_id: digits('an application id')
    .pipe(z.coerce.number<string>().pipe(viewSettingsApplicationId))
    .default(1),
});
export const viewSettings = z.object({
  application_id: viewSettingsApplicationId,
  default_branch_ids: z.array(z.number()),
  default_organization_ids: z.array(z.number()),
});
export const viewSettingsUpdate = z
  .object({
    default_branch_ids: z.array(bodyId).max(1000),
    default_organization_ids: z.array(bodyId).max(1000),
  })
  .strict();

// ---- branches, states, markets
export const branch = z.object({
  id: z.number(),
  name: z.string(),
  active: z.boolean(),
  is_public: z.boolean(),
  is_third_party_msp: z.boolean(),
  /** The market it belongs to (Company admin > Branches & markets); null: none. */
  market_id: z.number().nullable(),
});
const branchFields = z.object({
  name: z.string().trim().min(1, 'Branch name is required').max(200),
  active: z.boolean(),
  is_public: z.boolean(),
  is_third_party_msp: z.boolean(),
  market_id: bodyId.nullable(),
});
export const branchCreate = branchFields
  .extend({
    active: z.boolean().default(true),
    market_id: bodyId.nullable().default(null),
    is_public: z.boolean().default(false),
    is_third_party_msp: z.boolean().default(false),
  })
  .strict();
/** No defaults here: zod fills defaults even in a partial, which would reset omitted fields. */
export const branchUpdate = branchFields.partial().strict();
export const branchQuery = z.object({
  is_third_party_msp: z.enum(['true', 'false']).optional(),
  public: z.enum(['true', 'false']).optional(),
});

export const state = z.object({ state_id: z.number(), abbreviation: z.string(), name: z.string() });
export const market = z.object({ market_id: z.number(), name: z.string() });
export const marketCreate = z
  .object({ name: z.string().trim().min(1, 'Market name is required').max(200) })
  .strict();

// ---- feature flags
const flagMap = z.object(
  Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, z.boolean()])) as Record<
    FeatureFlagName,
    z.ZodBoolean
  >,
);
export const featureFlags = z.object({ flags: flagMap });
export const companyFeatureFlags = z.object({
  flags: flagMap,
  user_overrides: z.array(
    z.object({ user_id: z.number(), flag: z.enum(FEATURE_FLAG_NAMES), enabled: z.boolean() }),
  ),
});
export const featureFlagName = z.enum(FEATURE_FLAG_NAMES, {
  error: () => ({ message: `Unknown feature flag. Known flags: ${FEATURE_FLAG_NAMES.join(', ')}` }),
});
export const featureFlagUpdate = z.object({ enabled: z.boolean() }).strict();

// ---- GraphQL `me` (spec 2 §3 "Current user", §6 permissions)
export const mePermissions = z.object({
  canAccessCamera: z.boolean(),
  canCreateAssetFinancialRecords: z.boolean(),
  canGrantPermissions: z.boolean(),
  canReadAssetFinancialRecords: z.boolean(),
  isCompanyOwner: z.boolean(),
  readOnly: z.boolean(),
  securityLevelId: z.number(),
});
