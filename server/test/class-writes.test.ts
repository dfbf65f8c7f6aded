import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSES_MESSAGES, type Category, type EquipmentClass } from '@fleet/domain';
import { makeAsset } from '../src/demo/asset-factories';
import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';
import { SAMPLE_FILES } from './sample-files';

/** spec 2 §5 Add Category and Add Class, §7 their writes, §8 their messages. */
describe.skipIf(isPostgresUnavailable())('categories and classes: writes', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let user: string;
  let readOnly: string;
  let other: string;
  let companyId: number;
  let otherCompanyId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.deps.db;
    const mine = await makeCompanyWithAdmin(db);
    companyId = mine.company.companyId;
    admin = await t.login(mine.admin.email);
    manager = await t.login((await makeUser(db, companyId, { securityLevelId: 2 })).email);
    user = await t.login((await makeUser(db, companyId, { securityLevelId: 5 })).email);
    readOnly = await t.login(
      (await makeUser(db, companyId, { securityLevelId: 1, readOnly: true })).email,
    );
    const theirs = await makeCompanyWithAdmin(db);
    otherCompanyId = theirs.company.companyId;
    other = await t.login(theirs.admin.email);
  });
  afterAll(async () => t?.close());

  const send = (
    token: string,
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.call(token, { method, url, ...(payload ? { payload } : {}) });
  const addCategory = (token: string, body: object, company = companyId) =>
    send(token, 'POST', `/api/companies/${company}/category`, body);
  const names = (name: string, extra: object = {}) => ({
    category_name: name,
    singular_name: `${name} item`,
    canonical_name: name.toLowerCase(),
    ...extra,
  });
  const categories = async (token = admin) =>
    (await t.call(token, { method: 'GET', url: '/api/categories' })).json<Category[]>();
  const classes = async (token = admin) =>
    (await t.call(token, { method: 'GET', url: '/api/equipment-classes' })).json<
      EquipmentClass[]
    >();
  const created = async <T>(response: Awaited<ReturnType<typeof send>>): Promise<T> => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json<T>();
  };
  const issues = (response: Awaited<ReturnType<typeof send>>) =>
    response
      .json<{ error: { details?: { issues: Array<{ path: string[]; message: string }> } } }>()
      .error.details?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  describe('categories', () => {
    it('a manager adds a category with its names and description; it is listed', async () => {
      const category = await created<Category>(
        await addCategory(
          manager,
          names('Earthmoving', { category_name: '  Earthmoving ', description: 'Dirt movers' }),
        ),
      );
      expect(category).toMatchObject({
        name: 'Earthmoving',
        singular_name: 'Earthmoving item',
        canonical_name: 'earthmoving',
        description: 'Dirt movers',
        parent_category_id: null,
        company_id: companyId,
        date_deactivated: null,
        asset_count: 0,
      });
      expect((await categories()).map((c) => c.name)).toContain('Earthmoving');
    });

    it('requires the three names with the spec’s sentence, each on its field', async () => {
      const response = await addCategory(admin, { category_name: ' ', singular_name: '' });
      expect(response.statusCode).toBe(400);
      expect(issues(response)).toEqual([
        `category_name: ${CLASSES_MESSAGES.required}`,
        `singular_name: ${CLASSES_MESSAGES.required}`,
        `canonical_name: ${CLASSES_MESSAGES.required}`,
      ]);
    });

    it('refuses a name already in use, in any case, with 409 and the spec’s sentence', async () => {
      await created(await addCategory(admin, names('Trailers')));
      const again = await addCategory(manager, names('TRAILERS '));
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('This Category name is already in use');
      // Another company may have its own "Trailers".
      await created(await addCategory(other, names('Trailers'), otherCompanyId));
    });

    it('takes a parent only among active top-level categories', async () => {
      const top = await created<Category>(await addCategory(admin, names('Aerial')));
      const sub = await created<Category>(
        await addCategory(admin, names('Scissor lifts', { parent_category_id: top.category_id })),
      );
      expect(sub.parent_category_id).toBe(top.category_id);
      const third = await addCategory(
        admin,
        names('Small scissors', { parent_category_id: sub.category_id }),
      );
      expect(third.statusCode).toBe(400);
      expect(issues(third)).toEqual([`parent_category_id: ${CLASSES_MESSAGES.parentNotTopLevel}`]);
      const theirs = (await categories(other))[0]?.category_id ?? 0;
      const foreign = await addCategory(admin, names('Stolen', { parent_category_id: theirs }));
      expect(foreign.statusCode).toBe(400);
      expect(JSON.stringify(foreign.json())).not.toContain('Trailers');
    });

    it('lets only managers and admins of the company write', async () => {
      const byUser = await addCategory(user, names('By user'));
      expect(byUser.statusCode).toBe(403);
      const byReadOnly = await addCategory(readOnly, names('By read-only'));
      expect(byReadOnly.statusCode).toBe(403);
      expect(byReadOnly.json().error.code).toBe('READ_ONLY');
      expect((await addCategory(admin, names('Elsewhere'), otherCompanyId)).statusCode).toBe(404);
      expect((await categories()).map((c) => c.name)).not.toContain('By user');
    });

    it('renames, moves and describes a category; a duplicate rename is refused', async () => {
      const cat = await created<Category>(await addCategory(admin, names('Lighting')));
      const url = `/api/companies/${companyId}/category/${cat.category_id}`;
      const renamed = await send(manager, 'PATCH', url, {
        category_name: 'Power & Lighting',
        description: '',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Power & Lighting', description: null });
      const taken = await send(admin, 'PATCH', url, { category_name: 'trailers' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.message).toBe(CLASSES_MESSAGES.categoryNameInUse);
      // Nothing to change is a sentence, not a failure of the database.
      const nothing = await send(admin, 'PATCH', url, {});
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().error.message).toBe(
        'Send at least one field of the category to change.',
      );
      const self = await send(admin, 'PATCH', url, { parent_category_id: cat.category_id });
      expect(issues(self)).toEqual([`parent_category_id: ${CLASSES_MESSAGES.parentIsSelf}`]);
      const aerial = (await categories()).find((c) => c.name === 'Aerial');
      const aerialUrl = `/api/companies/${companyId}/category/${aerial?.category_id}`;
      const nested = await send(admin, 'PATCH', aerialUrl, {
        parent_category_id: cat.category_id,
      });
      expect(issues(nested)).toEqual([`parent_category_id: ${CLASSES_MESSAGES.hasSubcategories}`]);
      const theirs = (await categories(other))[0]?.category_id;
      const foreign = `/api/companies/${companyId}/category/${theirs}`;
      expect((await send(admin, 'PATCH', foreign, { category_name: 'Mine' })).statusCode).toBe(404);
    });

    it('deactivates an unused category and frees its name; refuses one in use', async () => {
      const cat = await created<Category>(await addCategory(admin, names('Short-lived')));
      const url = `/api/companies/${companyId}/category/${cat.category_id}`;
      await makeAsset(t.deps.db, companyId, { categoryId: cat.category_id });
      const used = await send(admin, 'DELETE', url);
      expect(used.statusCode).toBe(409);
      expect(used.json().error.message).toBe(CLASSES_MESSAGES.categoryInUse('1 asset'));
      const aerial = (await categories()).find((c) => c.name === 'Aerial');
      const parent = await send(
        admin,
        'DELETE',
        `/api/companies/${companyId}/category/${aerial?.category_id}`,
      );
      expect(parent.json().error.message).toBe(CLASSES_MESSAGES.categoryInUse('1 sub-category'));

      const empty = await created<Category>(await addCategory(admin, names('Gone soon')));
      const emptyUrl = `/api/companies/${companyId}/category/${empty.category_id}`;
      expect((await send(manager, 'DELETE', emptyUrl)).statusCode).toBe(204);
      expect((await categories()).map((c) => c.name)).not.toContain('Gone soon');
      expect((await send(manager, 'DELETE', emptyUrl)).statusCode).toBe(404);
      await created(await addCategory(admin, names('Gone soon')));
      expect((await send(user, 'DELETE', url)).statusCode).toBe(403);
    });
  });

  describe('equipment classes', () => {
    let categoryId: number;
    let otherCategoryId: number;
    const addClass = (token: string, body: object, company = companyId) =>
      send(token, 'POST', `/api/companies/${company}/equipment-class`, body);

    beforeAll(async () => {
      categoryId = (await created<Category>(await addCategory(admin, names('Compaction'))))
        .category_id;
      otherCategoryId = (
        await created<Category>(await addCategory(other, names('Theirs'), otherCompanyId))
      ).category_id;
    });

    async function classPhoto(token = admin, assetId?: number): Promise<number> {
      const asked = await t.call(token, {
        method: 'GET',
        url: '/api/uploads?file=roller.png&purpose=photo',
      });
      const [target] = asked.json().uploads;
      const put = await t.call(token, {
        method: 'PUT',
        url: target.url,
        payload: SAMPLE_FILES.png,
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(put.statusCode, put.body).toBe(200);
      const photo = await send(token, 'POST', '/api/photos-v2', {
        upload_id: put.json().upload_id,
        ...(assetId === undefined ? {} : { asset_id: assetId }),
      });
      expect(photo.statusCode, photo.body).toBe(201);
      return photo.json().photo_id;
    }

    it('a manager adds a class with a photo; the list shows its sizes', async () => {
      const photoId = await classPhoto(manager);
      const cls = await created<EquipmentClass>(
        await addClass(manager, {
          category_id: categoryId,
          class_name: 'Plate Compactor',
          description: 'Walk-behind plate compactors',
          primary_photo_id: photoId,
        }),
      );
      expect(cls).toMatchObject({
        name: 'Plate Compactor',
        category_id: categoryId,
        company_id: companyId,
        asset_count: 0,
        photo: {
          photo_id: photoId,
          filename: 'roller.png',
          small: `/api/photos/${photoId}/thumbnail`,
          medium: `/api/photos/${photoId}/small`,
          large: `/api/photos/${photoId}/large`,
        },
      });
      const image = await t.call(admin, { method: 'GET', url: cls.photo?.medium ?? '' });
      expect(image.statusCode).toBe(200);
      expect((await classes()).map((c) => c.name)).toContain('Plate Compactor');
    });

    it('requires name, category and description (spec 2 §5)', async () => {
      const response = await addClass(admin, { class_name: '', description: ' ' });
      expect(response.statusCode).toBe(400);
      expect(issues(response)).toEqual(
        expect.arrayContaining([
          `class_name: ${CLASSES_MESSAGES.required}`,
          `description: ${CLASSES_MESSAGES.required}`,
        ]),
      );
      expect(issues(response)?.some((issue) => issue.startsWith('category_id'))).toBe(true);
    });

    it('refuses another company’s category or photo, a photo of an asset, a name in use', async () => {
      const body = { category_id: categoryId, class_name: 'Rammer', description: 'Jumping jacks' };
      const foreign = await addClass(admin, { ...body, category_id: otherCategoryId });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.message).toBe(CLASSES_MESSAGES.categoryNotFound);
      const theirPhoto = await classPhoto(other);
      const stolen = await addClass(admin, { ...body, primary_photo_id: theirPhoto });
      expect(stolen.statusCode).toBe(404);
      const asset = await makeAsset(t.deps.db, companyId);
      const galleryPhoto = await classPhoto(admin, asset.assetId);
      const onAsset = await addClass(admin, { ...body, primary_photo_id: galleryPhoto });
      expect(issues(onAsset)).toEqual([`primary_photo_id: ${CLASSES_MESSAGES.photoOnAsset}`]);
      const taken = await addClass(admin, { ...body, class_name: 'plate compactor' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.message).toBe(CLASSES_MESSAGES.classNameInUse);
      expect((await classes()).map((c) => c.name)).not.toContain('Rammer');
    });

    it('lets only managers and admins of the company write', async () => {
      const body = { category_id: categoryId, class_name: 'Nope', description: 'No' };
      expect((await addClass(user, body)).statusCode).toBe(403);
      expect((await addClass(readOnly, body)).json().error.code).toBe('READ_ONLY');
      expect((await addClass(admin, body, otherCompanyId)).statusCode).toBe(404);
    });

    it('renames, moves, describes and changes the photo of a class', async () => {
      const cls = await created<EquipmentClass>(
        await addClass(admin, { category_id: categoryId, class_name: 'Roller', description: 'R' }),
      );
      const url = `/api/companies/${companyId}/equipment-class/${cls.equipment_class_id}`;
      const lighting = (await categories()).find((c) => c.name === 'Power & Lighting');
      const photoId = await classPhoto();
      const changed = await send(manager, 'PATCH', url, {
        class_name: 'Smooth Drum Roller',
        description: 'Ride-on rollers',
        category_id: lighting?.category_id,
        primary_photo_id: photoId,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        name: 'Smooth Drum Roller',
        description: 'Ride-on rollers',
        category_id: lighting?.category_id,
        photo: { photo_id: photoId },
      });
      const noPhoto = await send(admin, 'PATCH', url, { primary_photo_id: null });
      expect(noPhoto.json().photo).toBeNull();
      const taken = await send(admin, 'PATCH', url, { class_name: 'Plate Compactor' });
      expect(taken.statusCode).toBe(409);
      const blank = await send(admin, 'PATCH', url, { class_name: ' ' });
      expect(issues(blank)).toEqual([`class_name: ${CLASSES_MESSAGES.required}`]);
      const nothing = await send(admin, 'PATCH', url, {});
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().error.message).toBe('Send at least one field of the class to change.');
      const theirs = await created<EquipmentClass>(
        await addClass(
          other,
          { category_id: otherCategoryId, class_name: 'Their class', description: 'T' },
          otherCompanyId,
        ),
      );
      const foreign = `/api/companies/${companyId}/equipment-class/${theirs.equipment_class_id}`;
      expect((await send(admin, 'PATCH', foreign, { class_name: 'Mine' })).statusCode).toBe(404);
      expect((await send(admin, 'DELETE', foreign)).statusCode).toBe(404);
    });

    it('deletes an empty class; refuses while assets, archived ones too, are in it', async () => {
      const cls = await created<EquipmentClass>(
        await addClass(admin, { category_id: categoryId, class_name: 'Tamper', description: 'T' }),
      );
      const url = `/api/companies/${companyId}/equipment-class/${cls.equipment_class_id}`;
      const asset = await makeAsset(t.deps.db, companyId, {
        equipmentClassId: cls.equipment_class_id,
        archivedStatus: 'SOLD',
        archivedAt: new Date(),
      });
      const refused = await send(manager, 'DELETE', url);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(CLASSES_MESSAGES.classInUse(1));
      // The category is in use by the class, too.
      const categoryUrl = `/api/companies/${companyId}/category/${categoryId}`;
      expect((await send(admin, 'DELETE', categoryUrl)).json().error.message).toContain('class');
      expect((await send(user, 'DELETE', url)).statusCode).toBe(403);
      expect(asset.assetId).toBeGreaterThan(0);

      const empty = await created<EquipmentClass>(
        await addClass(admin, { category_id: categoryId, class_name: 'Empty', description: 'E' }),
      );
      const emptyUrl = `/api/companies/${companyId}/equipment-class/${empty.equipment_class_id}`;
      expect((await send(manager, 'DELETE', emptyUrl)).statusCode).toBe(204);
      expect((await classes()).map((c) => c.name)).not.toContain('Empty');
      expect((await send(manager, 'DELETE', emptyUrl)).statusCode).toBe(404);
    });
  });
});
