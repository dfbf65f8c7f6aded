import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BULK_EDIT_MESSAGES, GROUP_MESSAGES } from '@fleet/domain';
import { screenshot, signIn } from './support/browser';
import { apiFetch, apiGet, apiSignIn } from './support/fleet-api';
import { useFleetAndBrowser } from './support/journey';

interface EditedAsset {
  asset_id: number;
  custom_name: string;
  inventory_branch_id: number | null;
  category_id: number | null;
  equipment_class: { name: string } | null;
  organizations_assets: { organization_id: number }[];
}

const inventoryTable = (page: Page) => page.getByRole('table', { name: 'Inventory' });

/**
 * Selects rows `from`..`to` (exclusive) of the inventory as listed (by name) and answers the
 * names the page gave their checkboxes ("Select PU-0004").
 */
async function selectRows(page: Page, from: number, to: number): Promise<string[]> {
  await page.goto(`${page.url().split('#')[0]}#/inventory`);
  await inventoryTable(page).locator('tbody tr a').first().waitFor({ timeout: 30_000 });
  const boxes = inventoryTable(page).locator('tbody').getByRole('checkbox');
  const names: string[] = [];
  for (let row = from; row < to; row++) {
    const box = boxes.nth(row);
    await box.check();
    // The checkbox is labelled "Select PU-0004": take the name.
    names.push(((await box.getAttribute('aria-label')) ?? '').replace(/^Select /, ''));
  }
  await page.getByText(`${to - from} selected`).waitFor();
  return names;
}

/** Chooses an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('groups and the bulk edit pages', () => {
  const journey = useFleetAndBrowser();

  // Groups, the inventory, the map and two bulk edits: longer than the default minute.
  it('makes a group, puts selected assets in it, then moves assets to a branch and class', async () => {
    // The branch the bulk edit moves assets to exists before the pages load (the app reads
    // branches again only when its copy is a minute old, spec 2 §9).
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const made = await apiFetch(`${journey.url}/api/fleet/company/branches`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'E2E Yard' }),
    });
    expect(made.status).toBe(201);
    const branch = (await made.json()) as { id: number };
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');

    // Company > Groups: the Create Group modal refuses a blank name, then makes the group.
    await page.goto(`${journey.url}/#/company-admin`);
    await page.getByRole('link', { name: 'Groups', exact: true }).click();
    const groups = page.getByRole('table', { name: 'Groups' });
    await groups.locator('tbody tr').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Create Group' }).click();
    const modal = page.getByRole('dialog', { name: 'Create Group' });
    await modal.getByRole('button', { name: 'Create Group' }).click();
    await modal.getByText(GROUP_MESSAGES.nameRequired).waitFor();
    await modal.getByLabel('Group name').fill('E2E Crew');
    await modal.getByRole('button', { name: 'Create Group' }).click();
    await page.getByText(GROUP_MESSAGES.created).waitFor();
    const crewRow = groups.locator('tbody tr', { hasText: 'E2E Crew' });
    await crewRow.waitFor();
    expect(await crewRow.innerText()).toMatch(/E2E Crew\s+0/);
    await screenshot(page, 'groups-created');

    // The inventory's '<n> selected' bar opens Edit groups with those assets.
    const grouped = await selectRows(page, 0, 3);
    await screenshot(page, 'groups-inventory-selected');
    await page.getByRole('button', { name: 'Edit groups' }).click();
    await page.waitForURL(/#\/inventory\/bulk-edit-groups\?assetIds=/);
    const selected = page.getByRole('table', { name: 'Selected assets' });
    for (const name of grouped) await selected.getByText(name, { exact: true }).waitFor();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Override existing groups' }).isChecked()).toBe(
      false,
    );
    await choose(page, 'Group', 'E2E Crew');
    await screenshot(page, 'groups-bulk-edit-groups');
    await save.click();
    await page.getByText(BULK_EDIT_MESSAGES.updated).waitFor();
    await page.waitForURL(/#\/inventory$/);
    // The selection was cleared on the way back.
    await inventoryTable(page).locator('tbody tr a').first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'groups-back-on-inventory');
    expect(await page.getByText(/^\d+ selected$/).count()).toBe(0);

    // The group now has them: its count and its members.
    await page.goto(`${journey.url}/#/company-admin/groups`);
    await expect.poll(() => crewRow.innerText(), { timeout: 30_000 }).toMatch(/E2E Crew\s+3/);
    await crewRow.getByRole('button', { name: 'E2E Crew', exact: true }).click();
    const members = page.getByRole('table', { name: 'Assets of E2E Crew' });
    for (const name of grouped) await members.getByText(name, { exact: true }).waitFor();
    await screenshot(page, 'groups-members');
    await page.keyboard.press('Escape');

    // The map's Group filter offers the group and narrows the map to its three assets.
    await page.goto(`${journey.url}/#/assets/all`);
    await page.getByText(/Showing [\d,]+ of [\d,]+ assets/).waitFor({ timeout: 90_000 });
    await page.getByRole('button', { name: /^Group/ }).click();
    await page.getByRole('button', { name: 'None' }).click();
    await page.getByText('E2E Crew', { exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByText(/Showing 3 of [\d,]+ assets/).waitFor({ timeout: 30_000 });
    await screenshot(page, 'groups-map-filter');

    // Edit details: a class of a category for two of three selected assets.
    const categories = await apiGet<{ category_id: number; name: string }[]>(
      journey.url,
      token,
      '/categories',
    );
    const category = categories[0];
    if (!category) throw new Error('the demo company has no category');
    // The class the edit gives them is added from the page itself (Add a class).
    const className = 'E2E Compactors';

    const [kept, edited, removed] = await selectRows(page, 3, 6);
    await page.getByRole('button', { name: 'Edit details' }).click();
    await page.waitForURL(/#\/inventory\/bulk-edit-details\?assetIds=/);
    await selected.getByText(removed ?? '', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Remove ${removed}` }).click();
    await expect.poll(() => selected.getByText(removed ?? '', { exact: true }).count()).toBe(0);
    await page.getByText('2 selected assets').waitFor();

    await choose(page, 'Branch', 'E2E Yard');
    await choose(page, 'Category', category.name);
    // spec 2 §5: a category needs a class of it; Save sends nothing until one is chosen.
    await page.getByText(BULK_EDIT_MESSAGES.classRequired).waitFor();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/assets/bulk-update')) sent.push(request.url());
    });
    await save.click();
    await screenshot(page, 'groups-bulk-edit-class-required');
    expect(sent).toEqual([]);
    // spec 2 §5 'select or add a class': the Add Class flyout opens in the chosen category and
    // the class it adds becomes the choice.
    await page.getByRole('button', { name: 'Add a class' }).click();
    const classFlyout = page.getByRole('dialog', { name: 'Add Class' });
    expect((await classFlyout.getByRole('textbox', { name: 'Category' }).inputValue()).trim()).toBe(
      category.name,
    );
    await classFlyout.getByLabel('Class name').fill(className);
    await classFlyout.getByLabel('Description').fill('Added from the bulk edit');
    await classFlyout.getByRole('button', { name: 'Add Class' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Class', exact: true }).inputValue())
      .toBe(className);
    await expect.poll(() => page.getByText(BULK_EDIT_MESSAGES.classRequired).count()).toBe(0);
    await classFlyout.waitFor({ state: 'hidden' });
    await screenshot(page, 'groups-bulk-edit-details');
    await save.click();
    await page.getByText(BULK_EDIT_MESSAGES.updated).waitFor();
    await page.waitForURL(/#\/inventory$/);

    // The inventory's Branches filter finds exactly those two in the new branch.
    await inventoryTable(page).locator('tbody tr a').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Branches' }).click();
    await page.getByRole('checkbox', { name: 'E2E Yard' }).click();
    await page.keyboard.press('Escape');
    await page.getByText('2 assets found').waitFor({ timeout: 30_000 });
    const names = await inventoryTable(page).locator('tbody tr td a').allInnerTexts();
    expect(names.sort()).toEqual([kept, edited].sort());
    await screenshot(page, 'groups-inventory-branch');

    const after: EditedAsset[] = [];
    for (let offset = 0; ; offset += 1000) {
      const batch = await apiGet<EditedAsset[]>(
        journey.url,
        token,
        `/assets?limit=1000&offset=${offset}`,
      );
      after.push(...batch);
      if (batch.length < 1000) break;
    }
    const byName = (name: string | undefined) => after.find((a) => a.custom_name === name);
    for (const name of [kept, edited]) {
      expect(byName(name)).toMatchObject({
        inventory_branch_id: branch.id,
        category_id: category.category_id,
        equipment_class: { name: className },
      });
    }
    expect(byName(removed)?.inventory_branch_id).not.toBe(branch.id);
    expect(sent).toHaveLength(1);

    // spec 2 §4: an asset that cannot change is listed with why; the changed one leaves the page.
    const keptId = byName(kept)?.asset_id ?? 0;
    await page.goto(`${journey.url}/#/inventory/bulk-edit-groups?assetIds=${keptId},2147483000`);
    await selected.getByText(kept ?? '', { exact: true }).waitFor({ timeout: 30_000 });
    await choose(page, 'Group', 'E2E Crew');
    await page.getByRole('checkbox', { name: 'Override existing groups' }).check();
    await save.click();
    await page.getByText(BULK_EDIT_MESSAGES.failedToUpdate(1)).waitFor();
    await page.getByText(`: ${BULK_EDIT_MESSAGES.assetNotFound}`).waitFor();
    await expect.poll(() => page.url()).toMatch(/assetIds=2147483000$/);
    await screenshot(page, 'groups-bulk-edit-partial');
    const overridden = await apiGet<EditedAsset>(journey.url, token, `/assets/${keptId}`);
    const crew = (
      await apiGet<{ organization_id: number; name: string }[]>(
        journey.url,
        token,
        '/organizations',
      )
    ).find((group) => group.name === 'E2E Crew');
    expect(overridden.organizations_assets).toEqual([{ organization_id: crew?.organization_id }]);

    // Rename the group, then delete it behind the confirm dialog: its assets leave it.
    await page.goto(`${journey.url}/#/company-admin/groups`);
    await page.getByRole('button', { name: 'Actions for E2E Crew' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename group' });
    await rename.getByLabel('Group name').fill('E2E Night Crew');
    await rename.getByRole('button', { name: 'Save' }).click();
    await page.getByText(GROUP_MESSAGES.updated('E2E Night Crew')).waitFor();
    await page.getByRole('button', { name: 'Actions for E2E Night Crew' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete E2E Night Crew?' });
    await confirm.getByText('Its 4 assets leave the group', { exact: false }).waitFor();
    // The dialog fades in: the picture once it has.
    await expect
      .poll(() => confirm.evaluate((element) => getComputedStyle(element).opacity))
      .toBe('1');
    await screenshot(page, 'groups-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete group' }).click();
    await page.getByText(GROUP_MESSAGES.deleted).waitFor();
    await expect.poll(() => groups.getByText('E2E Night Crew').count()).toBe(0);
    const gone = await apiGet<EditedAsset>(journey.url, token, `/assets/${keptId}`);
    expect(gone.organizations_assets).toEqual([]);
    await page.close();
  }, 180_000);
});
