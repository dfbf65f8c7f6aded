import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASSES_MESSAGES,
  INTERNAL_COMPANY_ID,
  type EquipmentClass,
  type ModelsListPage,
} from '@fleet/domain';
import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import {
  insertCategory,
  insertEquipmentClass,
  insertEquipmentMakes,
  insertEquipmentModel,
} from '../src/demo/fleet/seed-fleet.repo';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

/** spec 2 §6: only the internal company's app admin puts catalogue models in a class. */
describe.skipIf(isPostgresUnavailable())(
  'class-model links (equipment-classes-models-xref)',
  () => {
    let t: TestApp;
    let internalAdmin: string;
    let internalManager: string;
    let ordinaryAdmin: string;
    let internalClass: number;
    let ordinaryClass: number;
    let model: number;
    let ownModelOfOrdinary: number;

    beforeAll(async () => {
      t = await createTestApp();
      const db = t.deps.db;
      const internal = await makeCompanyWithAdmin(db, {
        company: { companyId: INTERNAL_COMPANY_ID },
      });
      internalAdmin = await t.login(internal.admin.email);
      internalManager = await t.login(
        (await makeUser(db, INTERNAL_COMPANY_ID, { securityLevelId: 2 })).email,
      );
      const ordinary = await makeCompanyWithAdmin(db);
      ordinaryAdmin = await t.login(ordinary.admin.email);
      const category = await insertCategory(db, { companyId: INTERNAL_COMPANY_ID, name: 'Lifts' });
      internalClass =
        (
          await insertEquipmentClass(db, {
            companyId: INTERNAL_COMPANY_ID,
            categoryId: category?.categoryId,
            name: 'Boom Lift',
          })
        )?.equipmentClassId ?? 0;
      ordinaryClass =
        (await insertEquipmentClass(db, { companyId: ordinary.company.companyId, name: 'Theirs' }))
          ?.equipmentClassId ?? 0;
      const [genie] = await insertEquipmentMakes(db, ['Genie Test']);
      const makeId = genie?.equipmentMakeId ?? 0;
      model =
        (await insertEquipmentModel(db, { equipmentMakeId: makeId, name: 'S-65' }))
          ?.equipmentModelId ?? 0;
      ownModelOfOrdinary =
        (
          await insertEquipmentModel(db, {
            equipmentMakeId: makeId,
            companyId: ordinary.company.companyId,
            name: 'Private Z-1',
          })
        )?.equipmentModelId ?? 0;
    });
    afterAll(async () => t?.close());

    const link = (token: string, body: object) =>
      t.call(token, { method: 'POST', url: '/api/equipment-classes-models-xref', payload: body });
    const unlink = (token: string, xrefId: number) =>
      t.call(token, { method: 'DELETE', url: `/api/equipment-classes-models-xref/${xrefId}` });

    it('the internal company’s admin puts a model in a class; both lists show it', async () => {
      const response = await link(internalAdmin, {
        equipment_model_id: model,
        equipment_class_id: internalClass,
      });
      expect(response.statusCode, response.body).toBe(201);
      const xref = response.json();
      expect(xref).toMatchObject({ equipment_model_id: model, equipment_class_id: internalClass });
      const classes = (
        await t.call(internalAdmin, { method: 'GET', url: '/api/equipment-classes' })
      ).json<EquipmentClass[]>();
      expect(classes[0]?.equipment_models).toEqual([
        {
          equipment_classes_models_xref_id: xref.equipment_classes_models_xref_id,
          equipment_model_id: model,
          name: 'S-65',
          make_name: 'Genie Test',
        },
      ]);
      const models = (
        await t.call(internalAdmin, { method: 'GET', url: '/api/models?query=genie' })
      ).json<ModelsListPage>();
      expect(models.items[0]?.equipment_classes).toEqual([
        { equipment_class_id: internalClass, name: 'Boom Lift' },
      ]);
      // Another company sees the model, not the internal company's class.
      const seen = (
        await t.call(ordinaryAdmin, { method: 'GET', url: '/api/models?query=genie' })
      ).json<ModelsListPage>();
      expect(seen.items.map((m) => m.equipment_classes)).toEqual([[], []]);

      const twice = await link(internalAdmin, {
        equipment_model_id: model,
        equipment_class_id: internalClass,
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.message).toBe(CLASSES_MESSAGES.modelAlreadyInClass);

      expect(
        (await unlink(internalManager, xref.equipment_classes_models_xref_id)).statusCode,
      ).toBe(403);
      expect((await unlink(internalAdmin, xref.equipment_classes_models_xref_id)).statusCode).toBe(
        204,
      );
      expect((await unlink(internalAdmin, xref.equipment_classes_models_xref_id)).statusCode).toBe(
        404,
      );
    });

    it('refuses everyone else with the reason', async () => {
      const ordinary = await link(ordinaryAdmin, {
        equipment_model_id: model,
        equipment_class_id: ordinaryClass,
      });
      expect(ordinary.statusCode).toBe(403);
      expect(ordinary.json().error.message).toBe(CLASSES_MESSAGES.modelsOnlyInternal);
      const manager = await link(internalManager, {
        equipment_model_id: model,
        equipment_class_id: internalClass,
      });
      expect(manager.statusCode).toBe(403);
    });

    it('finds neither another company’s class nor its own models', async () => {
      const foreignClass = await link(internalAdmin, {
        equipment_model_id: model,
        equipment_class_id: ordinaryClass,
      });
      expect(foreignClass.statusCode).toBe(404);
      const privateModel = await link(internalAdmin, {
        equipment_model_id: ownModelOfOrdinary,
        equipment_class_id: internalClass,
      });
      expect(privateModel.statusCode).toBe(404);
      expect(privateModel.json().error.message).toBe(CLASSES_MESSAGES.modelNotFound);
      const missing = await link(internalAdmin, {
        equipment_model_id: 2_000_000_000,
        equipment_class_id: internalClass,
      });
      expect(missing.statusCode).toBe(404);
    });

    it('takes a deleted class’s links with it', async () => {
      const made = await link(internalAdmin, {
        equipment_model_id: model,
        equipment_class_id: internalClass,
      });
      expect(made.statusCode).toBe(201);
      const deleted = await t.call(internalAdmin, {
        method: 'DELETE',
        url: `/api/companies/${INTERNAL_COMPANY_ID}/equipment-class/${internalClass}`,
      });
      expect(deleted.statusCode, deleted.body).toBe(204);
      const gone = await unlink(internalAdmin, made.json().equipment_classes_models_xref_id);
      expect(gone.statusCode).toBe(404);
    });
  },
);
