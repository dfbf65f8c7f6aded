import { RENTAL_STATUS, RENTAL_TYPE } from '@fleet/domain';
import type { Db } from '../../db/client';
import { insertRentals, type NewRentalRow } from '../../modules/rentals/rentals.repo';
import { DEMO_PLACES } from './places';
import type { DemoAssetPlan } from './plan';
import { DEMO_RATES, type DemoRentalPlan } from './seed-rentals';
import {
  insertJob,
  insertLocations,
  insertOrders,
  insertThirdPartyAsset,
  insertThirdPartyRentals,
  insertVendorEntities,
} from './seed-rental-records.repo';

const DAY_MS = 86_400_000;
const CHUNK = 500;
const MISSOURI = 26;

/** Street addresses of the demo places: [street, city, zip, state_id]. */
const ADDRESSES: Record<string, [string, string, string, number]> = {
  'Columbia Yard': ['4100 N Brown Station Rd', 'Columbia', '65202', MISSOURI],
  'Jefferson City Yard': ['2300 Industrial Dr', 'Jefferson City', '65109', MISSOURI],
  'Kansas City Yard': ['1500 Manchester Trfy', 'Kansas City', '64126', MISSOURI],
  'St. Louis Yard': ['5800 Manchester Ave', 'St. Louis', '63110', MISSOURI],
  'Stadium Blvd Widening': ['2100 W Stadium Blvd', 'Columbia', '65203', MISSOURI],
  'MU Health Care Tower': ['1 Hospital Dr', 'Columbia', '65212', MISSOURI],
  'Discovery Ridge Park': ['4400 Discovery Ridge Pkwy', 'Columbia', '65201', MISSOURI],
  'Route K Bridge': ['6200 S Route K', 'Columbia', '65203', MISSOURI],
  'Battle High Fields': ['7575 N St Charles Rd', 'Columbia', '65202', MISSOURI],
  'I-70 Interchange 128A': ['3000 I-70 Dr NE', 'Columbia', '65201', MISSOURI],
  'Ashland Water Plant': ['900 E Broadway', 'Ashland', '65010', MISSOURI],
  'Rocheport Trailhead': ['101 First St', 'Rocheport', '65279', MISSOURI],
  'Fulton Solar Farm': ['4800 County Rd 212', 'Fulton', '65251', MISSOURI],
  'Capitol Ave Streetscape': ['600 E Capitol Ave', 'Jefferson City', '65101', MISSOURI],
  'KCI Cargo Apron': ['601 Brasilia Ave', 'Kansas City', '64153', MISSOURI],
  'Chesterfield Valley Warehouse': [
    '17000 Chesterfield Airport Rd',
    'Chesterfield',
    '63005',
    MISSOURI,
  ],
  'Boonville Levee': ['1200 Water St', 'Boonville', '65233', MISSOURI],
};

/** Phases every demo job is split into. */
const PHASES = ['Phase 1 - Site Prep', 'Phase 2 - Structure', 'Phase 3 - Finish'];

const VENDORS = [
  { name: 'Show-Me Equipment Rental', isVendor: true, isCustomer: false },
  { name: 'Mid-America Lift Co.', isVendor: true, isCustomer: false },
  { name: 'Heartland Aggregates', isVendor: false, isCustomer: true },
];

export interface DemoRentalContext {
  companyId: number;
  plans: DemoAssetPlan[];
  assetIds: number[];
  rentals: DemoRentalPlan[];
  geofenceIdByPlace: Map<string, number>;
  /** Users who may be an order's contact (can_rent). */
  contactUserIds: number[];
  classIdByName: Map<string, number>;
}

/**
 * Everything behind the demo rentals: a location for every yard and jobsite (jobsites linked to
 * their geofence), a job per jobsite split into phases, an order per rental (contact, phase, PO),
 * the rentals with their rates, and vendors with a few third-party rentals.
 */
export async function seedDemoRentalRecords(db: Db, context: DemoRentalContext): Promise<void> {
  const { companyId, plans, assetIds } = context;
  const vendors = await insertVendorEntities(
    db,
    VENDORS.map((vendor) => ({ ...vendor, companyId })),
  );
  const locations = await insertLocations(
    db,
    DEMO_PLACES.map((place) => {
      const [street1, city, zipCode, stateId] = ADDRESSES[place.name] ?? [
        '',
        'Columbia',
        '',
        MISSOURI,
      ];
      return {
        companyId,
        nickname: place.name,
        street1,
        city,
        stateId,
        zipCode,
        latitude: place.latitude,
        longitude: place.longitude,
        jobsite: place.kind === 'jobsite',
        locationTypeId: place.kind === 'jobsite' ? 1 : 2,
        geofenceId: context.geofenceIdByPlace.get(place.name) ?? null,
      };
    }),
  );
  const locationIdByPlace = new Map(locations.map((row) => [row.nickname, row.locationId]));

  // A job per jobsite, with its phases; rentals are ordered against a phase.
  const phaseIdsByPlace = new Map<string, number[]>();
  let jobNumber = 100;
  for (const place of DEMO_PLACES.filter((p) => p.kind === 'jobsite')) {
    jobNumber += 7;
    const job = await insertJob(db, {
      companyId,
      name: place.name,
      customId: `J-2026-${jobNumber}`,
      geofenceId: context.geofenceIdByPlace.get(place.name) ?? null,
    });
    const phaseIds: number[] = [];
    for (const phase of PHASES) {
      const row = await insertJob(db, { companyId, name: phase, parentJobId: job.jobId });
      phaseIds.push(row.jobId);
    }
    phaseIdsByPlace.set(place.name, phaseIds);
  }

  const orderRows = context.rentals.map((rental, i) => {
    const phases = phaseIdsByPlace.get(rental.place) ?? [];
    return {
      companyId,
      userId: context.contactUserIds[i % context.contactUserIds.length] ?? null,
      // Most orders are for a phase; some for the whole job's first phase is unknown yet.
      jobId: i % 5 === 4 ? null : (phases[i % phases.length] ?? null),
      purchaseOrder: i % 3 === 0 ? null : `PO-${String(40_000 + i * 13)}`,
    };
  });
  const orderIds: number[] = [];
  for (let i = 0; i < orderRows.length; i += CHUNK) {
    for (const row of await insertOrders(db, orderRows.slice(i, i + CHUNK)))
      orderIds.push(row.orderId);
  }

  const rentalRows: NewRentalRow[] = context.rentals.map((rental, i) => {
    const plan = rental.planIndex === null ? undefined : plans[rental.planIndex];
    const [day, week, month] = DEMO_RATES[plan?.kind.category ?? 'Attachments'] ?? [100, 300, 750];
    // Internal rentals carry the company's own internal rates: half the rental house's.
    const factor = rental.vendorType === 'o' ? 0.5 : 1;
    return {
      companyId,
      assetId: rental.planIndex === null ? null : (assetIds[rental.planIndex] ?? null),
      orderId: orderIds[i] ?? null,
      rentalTypeId: rental.rentalTypeId,
      rentalStatusId: rental.rentalStatusId,
      vendorType: rental.vendorType,
      startDate: rental.startDate,
      endDate: rental.endDate,
      offRentDateRequested: rental.offRentDateRequested ?? null,
      locationId: locationIdByPlace.get(rental.place) ?? null,
      pricePerDay: day * factor,
      pricePerWeek: week * factor,
      pricePerMonth: month * factor,
      quantity: rental.quantity ?? 1,
      partAssignments: rental.partNumber
        ? [
            {
              quantity: rental.quantity ?? 1,
              part_information: {
                provider_name: 'Fleet Rentals',
                part_class_description: 'Site safety',
                part_number: rental.partNumber,
              },
            },
          ]
        : [],
    };
  });
  for (let i = 0; i < rentalRows.length; i += CHUNK) {
    await insertRentals(db, rentalRows.slice(i, i + CHUNK));
  }

  await seedThirdPartyRentals(db, context, vendors, locationIdByPlace);
}

/** Machines rented in from other vendors: not the company's assets, so not on the map. */
async function seedThirdPartyRentals(
  db: Db,
  context: DemoRentalContext,
  vendors: Array<{ entityId: number; isVendor: boolean }>,
  locationIdByPlace: Map<string, number>,
): Promise<void> {
  const suppliers = vendors.filter((vendor) => vendor.isVendor);
  const supplierOf = (i: number): number => {
    const supplier = suppliers[i % suppliers.length];
    if (!supplier) throw new Error('the demo has no supplier to rent from');
    return supplier.entityId;
  };
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const machines = [
    ['Rented 80ft Boom Lift', 'Boom Lift', 'MU Health Care Tower', RENTAL_STATUS.onRent],
    ['Rented 19ft Scissor Lift', 'Scissor Lift', 'Discovery Ridge Park', RENTAL_STATUS.onRent],
    ['Rented Mini Excavator', 'Excavator 20-36 ton', 'Route K Bridge', RENTAL_STATUS.onRent],
    ['Rented Telehandler 10K', 'Telehandler', 'Fulton Solar Farm', RENTAL_STATUS.scheduled],
    ['Rented Light Tower', 'Light Tower', 'Boonville Levee', RENTAL_STATUS.offRent],
  ] as const;
  const rows = [];
  for (const [i, [name, className, place, status]] of machines.entries()) {
    const asset = await insertThirdPartyAsset(db, {
      companyId: context.companyId,
      customName: name,
      equipmentClassId: context.classIdByName.get(className) ?? null,
      locationId: locationIdByPlace.get(place) ?? null,
    });
    const [day, week, month] = DEMO_RATES['Aerial & Material Handling'] ?? [250, 750, 1800];
    const start =
      status === RENTAL_STATUS.scheduled ? today + 3 * DAY_MS : today - (8 + i * 5) * DAY_MS;
    rows.push({
      companyId: context.companyId,
      thirdPartyAssetId: asset.thirdPartyAssetId,
      vendorId: supplierOf(i),
      rentalStatusId: status,
      startDate: new Date(start + 7 * 3_600_000),
      endDate: new Date(
        status === RENTAL_STATUS.offRent
          ? today - 2 * DAY_MS
          : start + 21 * DAY_MS + 17 * 3_600_000,
      ),
      pricePerDay: day * 1.1,
      pricePerWeek: week * 1.1,
      pricePerMonth: month * 1.1,
    });
  }
  const thirdParty = await insertThirdPartyRentals(db, rows);
  // Each is also a rental of the company (vendor type 'tp', spec 1 §3), so it is listed, priced
  // and off-rented like the others; it has no asset of the company's.
  await insertRentals(
    db,
    thirdParty.map((row) => {
      const asset = machines[thirdParty.indexOf(row)];
      return {
        companyId: context.companyId,
        assetId: null,
        rentalTypeId: RENTAL_TYPE.standard,
        rentalStatusId: row.rentalStatusId,
        vendorType: 'tp' as const,
        vendorId: row.vendorId,
        thirdPartyRentalId: row.thirdPartyRentalId,
        locationId: asset ? (locationIdByPlace.get(asset[2]) ?? null) : null,
        startDate: row.startDate,
        endDate: row.endDate,
        pricePerDay: row.pricePerDay,
        pricePerWeek: row.pricePerWeek,
        pricePerMonth: row.pricePerMonth,
      };
    }),
  );
}
