import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CLASSES_MESSAGES, type EquipmentClass } from '@fleet/domain';
import { screenshot, signIn } from './support/browser';
import { apiFetch, apiGet, apiSignIn } from './support/fleet-api';
import { useFleetAndBrowser } from './support/journey';

/** A small real PNG (64×48, orange): what a person picks as the class's photo. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDlsScl9gcF2M8/sAAOhY/TpO6gQugvqK7EHdJ3cAFUF/RXYi7pG7gAqiv6C7EXVI3cAHUV3QX4i6pG7gA6iu6C3GX1A1cAPUV3YW4S+oGLoD6iu5C3CV1AxdAfUV3Ie6SuoELoL6iuxB3Sd3AxwN+6DnRAKodIXAAAAAASUVORK5CYII=',
  'base64',
);

async function chooseFile(page: Page, button: Locator, file: { name: string; mimeType: string }) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles({ ...file, buffer: PHOTO });
}

describe('classes and categories (spec 2 §2, §5, §8)', () => {
  const journey = useFleetAndBrowser({ SIMULATOR: 'off' });

  it('adds a category and a class with a photo, which the inventory shows by class; renames and deletes', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await page.goto(`${journey.url}/#/company-admin`);
    await page.getByRole('link', { name: 'Classes & categories' }).click();
    await page.getByRole('region', { name: 'Category Earthmoving' }).waitFor();

    // Add Category: the three names are required.
    await page.getByRole('button', { name: 'Add Category' }).click();
    const categoryFlyout = page.getByRole('dialog', { name: 'Add Category' });
    await categoryFlyout.getByRole('button', { name: 'Add Category' }).click();
    expect(await categoryFlyout.getByText(CLASSES_MESSAGES.required).count()).toBe(3);
    await categoryFlyout.getByLabel('Category name').fill('Compaction');
    await categoryFlyout.getByLabel('Singular name').fill('Compactor');
    await categoryFlyout.getByLabel('Canonical name').fill('compaction');
    await categoryFlyout.getByLabel('Description').fill('Plates, rammers and rollers');
    await categoryFlyout.getByRole('button', { name: 'Add Category' }).click();
    await page.getByText(CLASSES_MESSAGES.categoryCreated('Compaction')).waitFor();
    await categoryFlyout.waitFor({ state: 'hidden' });
    const compaction = page.getByRole('region', { name: 'Category Compaction' });
    await compaction.getByText('No classes in this category yet.').waitFor();

    // The same name again, in another case: refused with the spec's sentence.
    await page.getByRole('button', { name: 'Add Category' }).click();
    await categoryFlyout.getByLabel('Category name').fill('COMPACTION');
    await categoryFlyout.getByLabel('Singular name').fill('Compactor');
    await categoryFlyout.getByLabel('Canonical name').fill('compaction');
    await categoryFlyout.getByRole('button', { name: 'Add Category' }).click();
    await page.getByRole('alert').getByText(CLASSES_MESSAGES.categoryNameInUse).first().waitFor();
    await categoryFlyout.getByText(CLASSES_MESSAGES.categoryNameInUse).first().waitFor();
    await screenshot(page, 'classes-category-name-in-use');
    await categoryFlyout.getByRole('button', { name: 'Cancel' }).click();

    // Add Class from the category's menu: the category is chosen already.
    await compaction.getByRole('button', { name: 'Actions for category Compaction' }).click();
    await page.getByRole('menuitem', { name: 'Add class here' }).click();
    const classFlyout = page.getByRole('dialog', { name: 'Add Class' });
    expect(await classFlyout.getByRole('textbox', { name: 'Category' }).inputValue()).toBe(
      'Compaction',
    );
    await classFlyout.getByLabel('Class name').fill('Walk-behind Plate');
    await classFlyout.getByLabel('Description').fill('Walk-behind plate compactors');
    // A file of another type is refused before it is sent.
    const upload = classFlyout.getByRole('button', { name: 'Upload photo' });
    await chooseFile(page, upload, { name: 'notes.txt', mimeType: 'text/plain' });
    await classFlyout.getByText(CLASSES_MESSAGES.invalidFileType).waitFor();
    // A photo whose bytes are held back: adding the class waits for it ('Uploading file...').
    let releaseUpload: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseUpload = resolve));
    await page.route('**/api/uploads/**', async (route) => {
      await held;
      await route.continue();
    });
    await chooseFile(page, upload, { name: 'plate.png', mimeType: 'image/png' });
    await classFlyout.getByRole('button', { name: 'Add Class' }).click();
    await classFlyout.getByText(CLASSES_MESSAGES.uploading).waitFor();
    await screenshot(page, 'classes-photo-uploading');
    releaseUpload();
    await classFlyout.getByText('plate.png').waitFor();
    await page.unroute('**/api/uploads/**');
    await classFlyout.getByRole('button', { name: 'Add Class' }).click();
    await page.getByText(/^Class \d+ created successfully!$/).waitFor();
    await classFlyout.waitFor({ state: 'hidden' });
    const row = compaction.locator('tr[data-class="Walk-behind Plate"]');
    await row.getByRole('img', { name: 'Walk-behind Plate photo' }).waitFor();
    await screenshot(page, 'classes-page');

    // An asset in the class (the asset form's call) shows in the inventory's by-class view.
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const classes = await apiGet<EquipmentClass[]>(journey.url, token, '/equipment-classes');
    const created = classes.find((c) => c.name === 'Walk-behind Plate');
    expect(created?.photo?.filename).toBe('plate.png');
    const asset = await apiFetch(`${journey.url}/api/assets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        custom_name: 'PC-01',
        asset_type_id: 2,
        category_id: created?.category_id,
        equipment_class_id: created?.equipment_class_id,
      }),
    });
    expect(asset.status, await asset.clone().text()).toBe(201);
    await openByClass(page, journey.url);
    const byClass = page.getByRole('table', { name: 'Inventory by class' });
    const newRow = byClass.locator('tr[data-class="Walk-behind Plate"]');
    await newRow.getByText('1').first().waitFor();
    await newRow.scrollIntoViewIfNeeded();
    await screenshot(page, 'classes-inventory-by-class');

    // Renamed, it is renamed in the inventory too.
    await page.goto(`${journey.url}/#/company-admin/classes`);
    await row.getByRole('button', { name: 'Actions for Walk-behind Plate' }).click();
    await page.getByRole('menuitem', { name: 'Edit class' }).click();
    const editFlyout = page.getByRole('dialog', { name: 'Edit Walk-behind Plate' });
    await editFlyout.getByLabel('Class name').fill('Reversible Plate');
    await editFlyout.getByRole('button', { name: 'Save' }).click();
    await page.getByText(CLASSES_MESSAGES.classUpdated('Reversible Plate')).waitFor();
    const renamed = compaction.locator('tr[data-class="Reversible Plate"]');
    await renamed.waitFor();
    await openByClass(page, journey.url);
    await byClass.locator('tr[data-class="Reversible Plate"]').waitFor();

    // A class with an asset is not deleted: the dialog says why.
    await page.goto(`${journey.url}/#/company-admin/classes`);
    await renamed.getByRole('button', { name: 'Actions for Reversible Plate' }).click();
    await page.getByRole('menuitem', { name: 'Delete class' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Reversible Plate?' });
    await confirm.getByRole('button', { name: 'Delete class' }).click();
    await confirm.getByText(CLASSES_MESSAGES.classInUse(1)).waitFor();
    await screenshot(page, 'classes-delete-refused');
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // An empty class is deleted.
    await page.getByRole('button', { name: 'Add Class' }).click();
    await classFlyout.getByLabel('Class name').fill('Rammer');
    await classFlyout.getByRole('textbox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Compaction' }).click();
    await classFlyout.getByLabel('Description').fill('Jumping jack rammers');
    await classFlyout.getByRole('button', { name: 'Add Class' }).click();
    const rammer = compaction.locator('tr[data-class="Rammer"]');
    await rammer.waitFor();
    await rammer.getByRole('button', { name: 'Actions for Rammer' }).click();
    await page.getByRole('menuitem', { name: 'Delete class' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Rammer?' })
      .getByRole('button', { name: 'Delete class' })
      .click();
    await page.getByText(CLASSES_MESSAGES.classDeleted('Rammer')).waitFor();
    await rammer.waitFor({ state: 'detached' });
    await page.close();
  }, 180_000);
});

async function openByClass(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/#/inventory`);
  await page.getByText('By class', { exact: true }).click();
  await page.getByRole('table', { name: 'Inventory by class' }).waitFor();
}
