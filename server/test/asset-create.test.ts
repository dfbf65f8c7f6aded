import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_MESSAGES,
  ASSET_CREATE_MESSAGES,
  LICENSE_PLATE_MESSAGES,
  assetCreateBody,
  vinCheckDigit,
  type Asset,
} from '@fleet/domain';
import { makeAsset, makeTrackedAsset } from '../src/demo/asset-factories';
import { makeBranch, makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import {
  assetResources,
  equipmentMakes,
  productCategories,
  products,
  resources,
  assetStatuses,
  branchAssignments,
  categories,
  equipmentClasses,
  organizations,
  photos,
  trackers,
  uploads,
} from '../src/db/schema/index';
import { createAssets } from '../src/modules/asset-create/create-assets';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';
import { connectLive, type LiveConnection } from './live-subscriptions';
import { eq } from 'drizzle-orm';

/** A VIN with its check digit put right. */
const vin = (body: string) => `${body.slice(0, 8)}${vinCheckDigit(body)}${body.slice(9)}`;
const portOf = (app: FastifyInstance): number => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
};

interface Issue {
  path: string[];
  message: string;
}

/** spec 1 §2 /assets/create and spec 2 §7 createAsset, getDetailsFromVin, notification. */
describe.skipIf(isPostgresUnavailable())('creating assets', () => {
  let t: TestApp;
  let companyId: number;
  let admin: string;
  let operations: string;
  let user: string;
  let readOnly: string;
  let other: string;
  let branchId: number;
  let otherBranchId: number;
  let groupId: number;
  let categoryId: number;
  let classId: number;
  let freeSerial: string;
  let live: LiveConnection | undefined;

  const post = (token: string, payload: object) =>
    t.call(token, { method: 'POST', url: '/api/assets', payload });
  const issuesOf = (response: { json: () => unknown }) =>
    (response.json() as { error: { details?: { issues: Issue[] } } }).error.details?.issues ?? [];
  const getAsset = async (assetId: number) =>
    (await t.call(admin, { method: 'GET', url: `/api/assets/${assetId}` })).json<Asset>();

  beforeAll(async () => {
    t = await createTestApp();
    const made = await makeCompanyWithAdmin(t.deps.db, { company: { name: 'Create Paving' } });
    companyId = made.company.companyId;
    admin = await t.login(made.admin.email);
    operations = await t.login(
      (await makeUser(t.deps.db, companyId, { securityLevelId: 6 })).email,
    );
    user = await t.login((await makeUser(t.deps.db, companyId, { securityLevelId: 5 })).email);
    readOnly = await t.login(
      (await makeUser(t.deps.db, companyId, { securityLevelId: 1, readOnly: true })).email,
    );
    branchId = (await makeBranch(t.deps.db, companyId, { name: 'Columbia Yard' })).branchId;
    const [group] = await t.deps.db
      .insert(organizations)
      .values({ companyId, name: 'Paving crew' })
      .returning();
    groupId = group?.organizationId ?? 0;
    const [category] = await t.deps.db
      .insert(categories)
      .values({ companyId, name: 'Trucks' })
      .returning();
    categoryId = category?.categoryId ?? 0;
    const [klass] = await t.deps.db
      .insert(equipmentClasses)
      .values({ companyId, categoryId, name: 'Pickups' })
      .returning();
    classId = klass?.equipmentClassId ?? 0;
    freeSerial = `FREE-${Date.now().toString(36)}`;
    await t.deps.db.insert(trackers).values({ companyId, deviceSerial: freeSerial });
    const otherCompany = await makeCompanyWithAdmin(t.deps.db, { company: { name: 'Hidden Co' } });
    other = await t.login(otherCompany.admin.email);
    otherBranchId = (await makeBranch(t.deps.db, otherCompany.company.companyId)).branchId;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await live?.close();
    await t?.close();
  });

  const STEPS = `{ getConfigurationSteps { createUser createAsset installTracker assignHardware
    updateDefaultBranch createGeofence createGroup } }`;
  const steps = async () =>
    (
      await t.call(admin, { method: 'POST', url: '/api/fleet/graphql', payload: { query: STEPS } })
    ).json<{ data: { getConfigurationSteps: Record<string, string> } }>().data
      .getConfigurationSteps;

  it('reads the configuration steps from the company’s data', async () => {
    expect(await steps()).toEqual({
      createUser: 'COMPLETE',
      createAsset: 'INCOMPLETE',
      installTracker: 'UNAVAILABLE',
      assignHardware: 'COMPLETE',
      updateDefaultBranch: 'INCOMPLETE',
      createGeofence: 'INCOMPLETE',
      createGroup: 'COMPLETE',
    });
  });

  it('creates an asset with every link, and answers its id with 201', async () => {
    live = await connectLive(portOf(t.app), admin);
    const notified = live.subscribe('subscription { notification { type assetIds } }');
    const othersFeed = (await connectLive(portOf(t.app), other)).subscribe(
      'subscription { notification { type assetIds } }',
    );
    const response = await post(admin, {
      custom_name: ' Pickup 12 ',
      asset_type_id: 1,
      make: 'ford',
      model: 'F-150',
      year: 2021,
      vin: vin('1FTFW1E50MFA00012').toLowerCase(),
      serial_number: 'SN-12',
      license_plate_number: 'mo-12 ab',
      license_plate_state: 'mo',
      hours: 120.5,
      odometer: 40_210,
      inventory_branch_id: branchId,
      equipment_class_id: classId,
      organization_ids: [groupId],
      tracker_serial: freeSerial,
      marker_color: '#1c7ed6',
      description: 'Bought at auction',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { asset_id: assetId } = response.json<{ asset_id: number }>();
    const asset = await getAsset(assetId);
    expect(asset).toMatchObject({
      custom_name: 'Pickup 12',
      asset_type_key: 'vehicle',
      vin: vin('1FTFW1E50MFA00012'),
      serial_number: 'SN-12',
      model: 'F-150',
      year: 2021,
      inventory_branch_id: branchId,
      category_id: categoryId,
      equipment_class: { name: 'Pickups' },
      tracker: { device_serial: freeSerial },
      organizations_assets: [{ organization_id: groupId }],
      marker_color: '#1c7ed6',
      description: 'Bought at auction',
    });
    expect(asset.make?.name.toLowerCase()).toBe('ford');
    const [status] = await t.deps.db
      .select()
      .from(assetStatuses)
      .where(eq(assetStatuses.assetId, assetId));
    expect(status?.status).toMatchObject({ hours: 120.5, odometer: 40_210 });
    const history = await t.deps.db
      .select()
      .from(branchAssignments)
      .where(eq(branchAssignments.assetId, assetId));
    expect(history).toMatchObject([{ branchId, assignmentTypeId: 1, endDate: null }]);
    await expect
      .poll(() => notified.received)
      .toContainEqual({ notification: { type: 'ASSET_CREATED', assetIds: [assetId] } });
    await expect
      .poll(() => notified.received)
      .toContainEqual({ notification: { type: 'CONFIGURATION_STEPS_UPDATED', assetIds: [] } });
    expect(othersFeed.received).toEqual([]);
    expect(await steps()).toMatchObject({ createAsset: 'COMPLETE', installTracker: 'COMPLETE' });
  });

  it('refuses a VIN or serial the company has, case-insensitively, under its field', async () => {
    const again = await post(operations, {
      custom_name: 'Pickup 13',
      asset_type_id: 1,
      vin: vin('1FTFW1E50MFA00012'),
      serial_number: 'sn-12',
    });
    expect(again.statusCode).toBe(400);
    expect(issuesOf(again)).toEqual([
      { path: ['vin'], message: ASSET_CREATE_MESSAGES.vinTaken(vin('1FTFW1E50MFA00012')) },
      { path: ['serial_number'], message: ASSET_CREATE_MESSAGES.serialTaken('sn-12') },
    ]);
    // Another company may have the same VIN.
    const elsewhere = await post(other, {
      custom_name: 'Theirs',
      asset_type_id: 1,
      vin: vin('1FTFW1E50MFA00012'),
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('keeps one of two racing creates of one VIN', async () => {
    const body = { custom_name: 'Racer', asset_type_id: 1, vin: vin('1GCUYDED0LZ000077') };
    const answers = await Promise.all([post(admin, body), post(operations, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
  });

  it('says what is wrong with each field, and writes nothing', async () => {
    const before = (await t.call(admin, { method: 'GET', url: '/api/assets' })).json<Asset[]>();
    const plate = await post(admin, {
      custom_name: 'Plate',
      asset_type_id: 2,
      license_plate_number: 'ABC123',
    });
    expect(plate.statusCode).toBe(400);
    expect(issuesOf(plate)).toEqual([
      { path: ['license_plate_state'], message: LICENSE_PLATE_MESSAGES.stateRequired },
    ]);
    const links = await post(admin, {
      custom_name: 'Links',
      asset_type_id: 2,
      inventory_branch_id: otherBranchId,
      organization_ids: [groupId, 999_999],
      tracker_serial: freeSerial,
      equipment_class_id: classId,
      category_id: 999_998,
      photo_id: 999_997,
    });
    expect(links.statusCode).toBe(400);
    expect(issuesOf(links).map((issue) => issue.path[0])).toEqual([
      'inventory_branch_id',
      'category_id',
      'equipment_class_id',
      'organization_ids',
      'photo_id',
      'tracker_serial',
    ]);
    expect(issuesOf(links).at(-1)?.message).toBe(
      ASSET_CREATE_MESSAGES.trackerInstalled(freeSerial, 'Pickup 12'),
    );
    const after = (await t.call(admin, { method: 'GET', url: '/api/assets' })).json<Asset[]>();
    expect(after).toHaveLength(before.length);
  });

  it('refuses read-only users and roles without the edit ability', async () => {
    const body = { custom_name: 'Nope', asset_type_id: 2 };
    const readOnlyAnswer = await post(readOnly, body);
    expect(readOnlyAnswer.statusCode).toBe(403);
    expect(readOnlyAnswer.json().error.code).toBe('READ_ONLY');
    const userAnswer = await post(user, body);
    expect(userAnswer.statusCode).toBe(403);
    expect(userAnswer.json().error.message).toBe(ASSET_CREATE_MESSAGES.notAllowed);
  });

  it('makes an uploaded photo the new asset’s main photo', async () => {
    const session = await t.session(admin);
    const [upload] = await t.deps.db
      .insert(uploads)
      .values({
        companyId,
        userId: session.userId,
        storageKey: `c${companyId}-11111111-1111-4111-8111-111111111111`,
        originalFilename: 'front.png',
        mimeType: 'image/png',
        sizeBytes: 10,
        completedAt: new Date(),
      })
      .returning();
    const [photo] = await t.deps.db
      .insert(photos)
      .values({
        companyId,
        uploadId: upload?.uploadId ?? 0,
        variants: { thumbnail: null, small: null, large: null },
        createdBy: session.userId,
      })
      .returning();
    const photoId = photo?.photoId ?? 0;
    const created = await post(admin, {
      custom_name: 'Pictured',
      asset_type_id: 2,
      photo_id: photoId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const assetId = created.json<{ asset_id: number }>().asset_id;
    const gallery = await t.call(admin, { method: 'GET', url: `/api/assets/${assetId}/photos` });
    expect(gallery.json()).toMatchObject([{ photo_id: photoId, is_primary: true }]);
    const twice = await post(admin, { custom_name: 'Twice', asset_type_id: 2, photo_id: photoId });
    expect(issuesOf(twice)).toEqual([
      { path: ['photo_id'], message: ASSET_CREATE_MESSAGES.photoTaken },
    ]);
    // A class's photo is no asset's to take.
    const [classPhoto] = await t.deps.db
      .insert(photos)
      .values({
        companyId,
        uploadId: upload?.uploadId ?? 0,
        variants: { thumbnail: null, small: null, large: null },
        createdBy: session.userId,
      })
      .returning();
    await t.deps.db
      .insert(equipmentClasses)
      .values({ companyId, name: 'Pictured class', primaryPhotoId: classPhoto?.photoId ?? 0 });
    const classOwned = await post(admin, {
      custom_name: 'Class photo',
      asset_type_id: 2,
      photo_id: classPhoto?.photoId,
    });
    expect(issuesOf(classOwned)).toEqual([
      { path: ['photo_id'], message: ASSET_CREATE_MESSAGES.photoTaken },
    ]);
  });

  it('creates a batch in one transaction, reporting refused inputs in place', async () => {
    const inputs = Array.from({ length: 1000 }, (_value, index) =>
      assetCreateBody.parse({
        custom_name: `Imported ${index}`,
        asset_type_id: 2,
        serial_number: index === 500 ? 'SN-12' : `IMP-${index}`,
        inventory_branch_id: branchId,
        organization_ids: [groupId],
        make: index % 2 === 0 ? 'Caterpillar' : 'CATERPILLAR',
        hours: index,
      }),
    );
    inputs[999] = assetCreateBody.parse({
      custom_name: 'Dup',
      asset_type_id: 2,
      serial_number: 'imp-3',
    });
    const jobId = '2f1c5a56-1b1a-4c9e-8d55-3d4c0f1e9a01';
    const result = await t.deps.db.transaction((tx) =>
      createAssets(tx, { companyId, importJobId: jobId }, inputs),
    );
    expect(result.assetIds).toHaveLength(998);
    expect(result.outcomes[500]).toEqual({
      assetId: null,
      issues: [{ path: ['serial_number'], message: ASSET_CREATE_MESSAGES.serialTaken('SN-12') }],
    });
    expect(result.outcomes[999]?.issues?.[0]?.message).toBe(
      ASSET_CREATE_MESSAGES.serialTwice('imp-3'),
    );
    const ids = result.outcomes.flatMap((outcome) =>
      outcome.assetId === null ? [] : [outcome.assetId],
    );
    expect(ids).toEqual(result.assetIds);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const first = await getAsset(ids[0] ?? 0);
    const second = await getAsset(ids[1] ?? 0);
    expect(first).toMatchObject({ custom_name: 'Imported 0', inventory_branch_id: branchId });
    // One make for both spellings.
    expect(second.make?.equipment_make_id).toBe(first.make?.equipment_make_id);
    const history = await t.deps.db
      .select()
      .from(branchAssignments)
      .where(eq(branchAssignments.companyId, companyId));
    expect(history.filter((row) => ids.includes(row.assetId))).toHaveLength(998);
  });

  it('answers createAsset and getDetailsFromVin over GraphQL, and the VIN over REST', async () => {
    const gql = async (token: string, query: string, variables: object) =>
      (
        await t.call(token, {
          method: 'POST',
          url: '/api/fleet/graphql',
          payload: { query, variables },
        })
      ).json<{ data?: Record<string, unknown>; errors?: Array<{ message: string }> }>();
    const created = await gql(
      admin,
      'mutation ($input: CreateAssetInput!) { createAsset(input: $input) { id } }',
      { input: { customName: 'Graph 1', assetTypeId: 2, organizationIds: [groupId] } },
    );
    expect(created.errors).toBeUndefined();
    const id = (created.data?.createAsset as { id: number }).id;
    expect((await getAsset(id)).organizations_assets).toEqual([{ organization_id: groupId }]);
    const refused = await gql(
      admin,
      'mutation ($input: CreateAssetInput!) { createAsset(input: $input) { id } }',
      { input: { customName: 'Graph 2', assetTypeId: 1, licensePlateState: 'TX' } },
    );
    expect(refused.errors?.[0]?.message).toBe(
      `license_plate_number: ${LICENSE_PLATE_MESSAGES.plateRequired}`,
    );
    const decoded = await gql(
      user,
      'query ($vin: String!) { getDetailsFromVin(vin: $vin) { errors vehicle { make modelYear manufacturer } metadata { wmi isCheckDigitValid } } }',
      { vin: vin('1FTFW1E50MFA00012') },
    );
    expect(decoded.data?.getDetailsFromVin).toEqual({
      errors: [],
      vehicle: { make: 'Ford', modelYear: 2021, manufacturer: 'Ford Motor Company' },
      metadata: { wmi: '1FT', isCheckDigitValid: true },
    });
    const rest = await t.call(user, {
      method: 'GET',
      url: '/api/vin-details?vin=1HGCM82633A004353',
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({
      vehicle: { make: 'Honda', model_year: 2003 },
      metadata: { is_check_digit_valid: false },
    });
    expect(rest.json().errors).toHaveLength(1);
  });

  it('tells the company’s open pages of an edited asset', async () => {
    const asset = await makeAsset(t.deps.db, companyId, { customName: 'Edit me' });
    const feed = (await connectLive(portOf(t.app), admin)).subscribe(
      'subscription { notification { type assetIds } }',
    );
    // The subscription is live once the server has it: an edit after it must arrive.
    await expect
      .poll(async () => {
        await t.call(admin, {
          method: 'PATCH',
          url: `/api/assets/${asset.assetId}`,
          payload: { description: `edit ${Date.now()}` },
        });
        return feed.received;
      })
      .toContainEqual({ notification: { type: 'ASSET_UPDATED', assetIds: [asset.assetId] } });
  });

  it('connects a product and reporting designations with the catalogue’s rules', async () => {
    const [make] = await t.deps.db.insert(equipmentMakes).values({ name: 'Bobcat' }).returning();
    const [category] = await t.deps.db
      .insert(productCategories)
      .values({ name: 'Loaders', path: 'Earthmoving|Loaders' })
      .returning();
    const [product] = await t.deps.db
      .insert(products)
      .values({
        equipmentMakeId: make?.equipmentMakeId ?? 0,
        productCategoryId: category?.productCategoryId ?? 0,
        model: 'S650',
        year: 2019,
        matchText: 'bobcat s650',
      })
      .returning();
    const designation = async (path: string, type: string) => {
      const [row] = await t.deps.db
        .insert(resources)
        .values({
          companyId,
          hierarchyId: 1,
          hierarchyMapType: type,
          value: path.split('|').at(-1) ?? path,
          path,
        })
        .returning();
      return row?.resourceId ?? 0;
    };
    const region = await designation('Central', 'region');
    const yard = await designation('Central|Columbia Yard', 'location');
    const otherYard = await designation('Central|Jefferson Yard', 'location');
    const body = { custom_name: 'Skid 9', asset_type_id: 2, make: 'Typed', year: 2001 };
    const noLocation = await post(admin, { ...body, resource_ids: [region] });
    expect(issuesOf(noLocation)).toEqual([
      { path: ['resource_ids'], message: CATALOGUE_MESSAGES.locationRequired },
    ]);
    const twice = await post(admin, { ...body, resource_ids: [yard, otherYard] });
    expect(issuesOf(twice)).toEqual([
      { path: ['resource_ids'], message: CATALOGUE_MESSAGES.onePerRoot('Central') },
    ]);
    const created = await post(admin, {
      ...body,
      product_id: product?.productId,
      resource_ids: [yard],
    });
    expect(created.statusCode, created.body).toBe(201);
    const assetId = created.json<{ asset_id: number }>().asset_id;
    expect(await getAsset(assetId)).toMatchObject({
      make: { name: 'Bobcat' },
      model: 'S650',
      year: 2019,
    });
    const links = await t.deps.db
      .select()
      .from(assetResources)
      .where(eq(assetResources.assetId, assetId));
    expect(links.map((link) => link.resourceId)).toEqual([yard]);
  });

  it('refuses a tracker another company holds as unknown', async () => {
    const theirs = await makeTrackedAsset(t.deps.db, (await t.session(other)).companyId);
    const answer = await post(admin, {
      custom_name: 'Taken',
      asset_type_id: 1,
      tracker_serial: theirs.tracker.deviceSerial,
    });
    expect(issuesOf(answer)).toEqual([
      {
        path: ['tracker_serial'],
        message: ASSET_CREATE_MESSAGES.trackerUnknown(theirs.tracker.deviceSerial),
      },
    ]);
  });
});
