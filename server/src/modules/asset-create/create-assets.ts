import {
  CATALOGUE_MESSAGES,
  LOCATION_MAP_TYPE,
  rootsChosenTwice,
  ASSET_CREATE_BATCH_MAX,
  ASSET_CREATE_MESSAGES as M,
  BRANCH_ASSIGNMENT_TYPE,
  defaultAssetTypeKey,
  type AssetCreate,
} from '@fleet/domain';
import type { Db } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { insertBranchAssignments } from '../branch-assignments/branch-assignments.repo';
import * as repo from './asset-create.repo';

/** Who the assets are for, and what the batch belongs to. */
export interface CreateAssetsContext {
  companyId: number;
  /** The import job creating them (assets.import_job_id: undo takes back exactly these). */
  importJobId?: string | null;
  /** When they were added: their first branch assignment starts then. */
  at?: Date;
}

export interface CreateIssue {
  /** The input's field, as the body names it (`vin`, `organization_ids`). */
  path: string[];
  message: string;
}

/** One input's outcome, in input order: its new id, or why it was not created. */
export type CreateOutcome =
  { assetId: number; issues: null } | { assetId: null; issues: CreateIssue[] };

export interface CreateAssetsResult {
  outcomes: CreateOutcome[];
  /** The ids created, in input order. */
  assetIds: number[];
  /** A tracker was installed: the gateways must forget what they cached. */
  installedTrackers: boolean;
}

const upper = (text: string | null): string | null => (text === null ? null : text.toUpperCase());
const values = <T>(inputs: AssetCreate[], pick: (input: AssetCreate) => T | null): T[] => [
  ...new Set(inputs.map(pick).filter((value): value is T => value !== null)),
];

/** What the batch refers to, read once for all inputs. */
async function readReferences(tx: Db, companyId: number, inputs: AssetCreate[]) {
  const [taken, branchIds, categoryIds, classes, groupIds, designations] = [
    await repo.findTakenIdentifiers(
      tx,
      companyId,
      values(inputs, (input) => input.vin),
      values(inputs, (input) => upper(input.serial_number)),
    ),
    await repo.findBranchIds(
      tx,
      companyId,
      values(inputs, (input) => input.inventory_branch_id),
    ),
    await repo.findCategoryIds(
      tx,
      companyId,
      values(inputs, (input) => input.category_id),
    ),
    await repo.findClasses(
      tx,
      companyId,
      values(inputs, (input) => input.equipment_class_id),
    ),
    await repo.findGroupIds(tx, companyId, [...new Set(inputs.flatMap((i) => i.organization_ids))]),
    await repo.findResources(tx, companyId, [...new Set(inputs.flatMap((i) => i.resource_ids))]),
  ];
  return {
    taken,
    branchIds,
    categoryIds,
    classes,
    groupIds,
    designations,
    products: await repo.findVisibleProducts(
      tx,
      companyId,
      values(inputs, (i) => i.product_id),
    ),
    photos: await repo.findPhotos(
      tx,
      companyId,
      values(inputs, (input) => input.photo_id),
    ),
    trackers: await repo.findTrackersBySerial(
      tx,
      companyId,
      values(inputs, (input) => input.tracker_serial),
    ),
  };
}
type References = Awaited<ReturnType<typeof readReferences>>;

/** What is claimed by earlier inputs of the batch: a VIN, serial, tracker or photo once only. */
interface Claimed {
  vins: Set<string>;
  serials: Set<string>;
  trackers: Set<string>;
  photos: Set<number>;
}

/** The issues of one input against the company's data and the inputs before it. */
function issuesOf(input: AssetCreate, refs: References, claimed: Claimed): CreateIssue[] {
  const issues: CreateIssue[] = [];
  const add = (field: string, message: string) => issues.push({ path: [field], message });
  const serial = upper(input.serial_number);
  if (input.vin !== null) {
    if (refs.taken.vins.has(input.vin)) add('vin', M.vinTaken(input.vin));
    else if (claimed.vins.has(input.vin)) add('vin', M.vinTwice(input.vin));
  }
  if (serial !== null && input.serial_number !== null) {
    if (refs.taken.serials.has(serial)) add('serial_number', M.serialTaken(input.serial_number));
    else if (claimed.serials.has(serial)) add('serial_number', M.serialTwice(input.serial_number));
  }
  const branchId = input.inventory_branch_id;
  if (branchId !== null && !refs.branchIds.has(branchId))
    add('inventory_branch_id', M.branchUnknown);
  if (input.category_id !== null && !refs.categoryIds.has(input.category_id)) {
    add('category_id', M.categoryUnknown);
  }
  if (input.equipment_class_id !== null) {
    const classCategory = refs.classes.get(input.equipment_class_id);
    if (classCategory === undefined) add('equipment_class_id', M.classUnknown);
    else if (input.category_id !== null && classCategory !== input.category_id) {
      add('equipment_class_id', M.classNotInCategory);
    }
  }
  if (input.organization_ids.some((id) => !refs.groupIds.has(id))) {
    add('organization_ids', M.groupUnknown);
  }
  const designationIssue = designationIssueOf(input.resource_ids, refs);
  if (designationIssue) add('resource_ids', designationIssue);
  if (input.product_id !== null && !refs.products.has(input.product_id)) {
    add('product_id', M.productUnknown);
  }
  if (input.photo_id !== null) {
    const onAsset = refs.photos.get(input.photo_id);
    if (onAsset === undefined) add('photo_id', M.photoUnknown);
    else if (onAsset !== null || claimed.photos.has(input.photo_id)) add('photo_id', M.photoTaken);
  }
  const trackerSerial = input.tracker_serial;
  if (trackerSerial !== null) {
    const tracker = refs.trackers.get(trackerSerial);
    if (!tracker) add('tracker_serial', M.trackerUnknown(trackerSerial));
    else if (tracker.onAsset !== null) {
      add('tracker_serial', M.trackerInstalled(trackerSerial, tracker.onAsset));
    } else if (claimed.trackers.has(trackerSerial))
      add('tracker_serial', M.trackerTwice(trackerSerial));
  }
  return issues;
}

/**
 * Designations, when given, follow the catalogue's rule (spec 2 §5, docs/CATALOGUE.md): the
 * company's own, at least one location, at most one under each top-level root.
 */
function designationIssueOf(ids: readonly number[], refs: References): string | null {
  if (ids.length === 0) return null;
  const rows = ids.map((id) => refs.designations.get(id));
  if (rows.some((row) => row === undefined)) return M.resourceUnknown;
  const known = rows.filter((row): row is { path: string; mapType: string } => row !== undefined);
  if (!known.some((row) => row.mapType === LOCATION_MAP_TYPE)) {
    return CATALOGUE_MESSAGES.locationRequired;
  }
  const [twice] = rootsChosenTwice(known.map((row) => row.path));
  return twice === undefined ? null : CATALOGUE_MESSAGES.onePerRoot(twice);
}

function claim(input: AssetCreate, claimed: Claimed): void {
  if (input.vin !== null) claimed.vins.add(input.vin);
  const serial = upper(input.serial_number);
  if (serial !== null) claimed.serials.add(serial);
  if (input.tracker_serial !== null) claimed.trackers.add(input.tracker_serial);
  if (input.photo_id !== null) claimed.photos.add(input.photo_id);
}

/** The asset row of a valid input: a product's make, model and year win over typed ones. */
function toRow(
  input: AssetCreate,
  assetId: number,
  ctx: CreateAssetsContext,
  refs: References,
  makeIds: Map<string, number>,
): repo.NewAsset {
  const product = input.product_id === null ? undefined : refs.products.get(input.product_id);
  const classCategory =
    input.equipment_class_id === null ? null : (refs.classes.get(input.equipment_class_id) ?? null);
  const tracker =
    input.tracker_serial === null ? undefined : refs.trackers.get(input.tracker_serial);
  return {
    assetId,
    companyId: ctx.companyId,
    assetTypeId: input.asset_type_id,
    assetKind: input.asset_type_key ?? defaultAssetTypeKey(input.asset_type_id),
    customName: input.custom_name,
    description: input.description ?? '',
    serialNumber: input.serial_number,
    vin: input.vin,
    productId: product ? input.product_id : null,
    equipmentMakeId: product
      ? product.makeId
      : input.make === null
        ? null
        : (makeIds.get(input.make.toLowerCase()) ?? null),
    model: product ? product.model : input.model,
    year: product ? (product.year ?? input.year) : input.year,
    licensePlateNumber: input.license_plate_number,
    licensePlateState: input.license_plate_state,
    dotNumber: input.dot_number,
    inventoryBranchId: input.inventory_branch_id,
    equipmentClassId: input.equipment_class_id,
    categoryId: input.category_id ?? classCategory,
    trackerId: tracker?.trackerId ?? null,
    markerColor: input.marker_color,
    importJobId: ctx.importJobId ?? null,
  };
}

/**
 * Creates a batch of assets in the caller's transaction (docs/ASSET-CREATE.md): the single
 * form sends one, the import up to a thousand. Inputs are checked against the company's data
 * and each other (a VIN or serial the company has, case-insensitive; a tracker, photo, VIN or
 * serial given twice); each refused input is reported with its issues and the others are
 * created: the rows, their first inventory branch assignment, group memberships, tracker,
 * first hours and odometer, main photo and reporting designations, each kind in one statement.
 * Holds the company's asset-creation lock until the transaction ends, so concurrent creates
 * see each other's VINs. The caller publishes `publishAssetsCreated` after it commits.
 */
export async function createAssets(
  tx: Db,
  ctx: CreateAssetsContext,
  inputs: AssetCreate[],
): Promise<CreateAssetsResult> {
  if (inputs.length > ASSET_CREATE_BATCH_MAX) {
    throw badRequest(M.batchTooLarge(ASSET_CREATE_BATCH_MAX));
  }
  if (inputs.length === 0) return { outcomes: [], assetIds: [], installedTrackers: false };
  await repo.lockAssetCreation(tx, ctx.companyId);
  const refs = await readReferences(tx, ctx.companyId, inputs);
  const claimed: Claimed = {
    vins: new Set(),
    serials: new Set(),
    trackers: new Set(),
    photos: new Set(),
  };
  const checked = inputs.map((input) => {
    const issues = issuesOf(input, refs, claimed);
    if (issues.length === 0) claim(input, claimed);
    return issues;
  });
  const valid = inputs.filter((_input, index) => checked[index]?.length === 0);
  const makeNames = valid.flatMap((input) =>
    input.product_id === null && input.make !== null ? [input.make] : [],
  );
  const makeIds = await repo.resolveMakeIds(tx, ctx.companyId, makeNames);
  const ids = await repo.reserveAssetIds(tx, valid.length);
  const created = valid.map((input, index) => ({ input, assetId: ids[index] ?? 0 }));
  await repo.insertAssetRows(
    tx,
    created.map(({ input, assetId }) => toRow(input, assetId, ctx, refs, makeIds)),
  );
  await writeLinks(tx, ctx, created);

  let next = 0;
  const outcomes = checked.map((issues): CreateOutcome => {
    if (issues.length > 0) return { assetId: null, issues };
    const assetId = ids[next] ?? 0;
    next += 1;
    return { assetId, issues: null };
  });
  return {
    outcomes,
    assetIds: ids,
    installedTrackers: created.some(({ input }) => input.tracker_serial !== null),
  };
}

/** Everything beside the asset rows, one statement per kind. */
async function writeLinks(
  tx: Db,
  ctx: CreateAssetsContext,
  created: Array<{ input: AssetCreate; assetId: number }>,
): Promise<void> {
  const { companyId } = ctx;
  const at = ctx.at ?? new Date();
  await insertBranchAssignments(
    tx,
    created.flatMap(({ input, assetId }) =>
      input.inventory_branch_id === null
        ? []
        : [
            {
              companyId,
              assetId,
              branchId: input.inventory_branch_id,
              assignmentTypeId: BRANCH_ASSIGNMENT_TYPE.inventory,
              startDate: at,
            },
          ],
    ),
  );
  await repo.insertGroupMembers(
    tx,
    created.flatMap(({ input, assetId }) =>
      input.organization_ids.map((organizationId) => ({ organizationId, assetId, companyId })),
    ),
  );
  await repo.insertAssetResourceRows(
    tx,
    created.flatMap(({ input, assetId }) =>
      input.resource_ids.map((resourceId) => ({ resourceId, assetId, companyId })),
    ),
  );
  await repo.insertInitialStatuses(
    tx,
    companyId,
    created.flatMap(({ input, assetId }) =>
      input.hours === null && input.odometer === null
        ? []
        : [{ assetId, hours: input.hours, odometer: input.odometer }],
    ),
  );
  await repo.attachPhotos(
    tx,
    companyId,
    created.flatMap(({ input, assetId }) =>
      input.photo_id === null ? [] : [{ photoId: input.photo_id, assetId }],
    ),
  );
}
