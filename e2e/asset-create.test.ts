import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ASSET_CREATE_MESSAGES, vinCheckDigit } from '@fleet/domain';
import { screenshot, signIn } from './support/browser';
import { apiFetch, apiGet, apiSignIn, reportPosition } from './support/fleet-api';
import { useFleetAndBrowser } from './support/journey';

interface CreatedAsset {
  asset_id: number;
  custom_name: string;
  vin: string | null;
  year: number | null;
  make: { name: string } | null;
  inventory_branch_id: number | null;
  organizations_assets: Array<{ organization_id: number }>;
  tracker: { device_serial: string } | null;
}

/** A 2021 Ford pickup's VIN (position 7 a letter: the 2010 cycle), its check digit put right. */
const BODY = '1FTFW1E50MFA0E2E1';
const VIN = `${BODY.slice(0, 8)}${vinCheckDigit(BODY)}${BODY.slice(9)}`;
const NAME = 'E2E Pickup 41';
const SERIAL = 'E2E-CREATE-0001';

/** The company's asset of that name, read a page of 1,000 at a time. */
async function findAsset(
  url: string,
  token: string,
  name: string,
): Promise<CreatedAsset | undefined> {
  for (let offset = 0; offset < 10_000; offset += 1000) {
    const page = await apiGet<CreatedAsset[]>(url, token, `/assets?limit=1000&offset=${offset}`);
    const found = page.find((asset) => asset.custom_name === name);
    if (found || page.length < 1000) return found;
  }
  return undefined;
}

/** The map's "Showing x of N assets": N. */
async function mapTotal(page: Page): Promise<number> {
  const text = await page.getByText(/Showing [\d,]+ of [\d,]+ assets/).innerText();
  return Number((/of ([\d,]+) assets/.exec(text)?.[1] ?? '0').replace(/,/g, ''));
}

describe('adding one asset', () => {
  const journey = useFleetAndBrowser();

  it('creates an asset with a decoded VIN, a plate, a branch and a group; open pages see it', async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    // A tracker of the company on no asset yet, for the form's tracker choice.
    const registered = await apiFetch(`${journey.url}/api/trackers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ device_serial: SERIAL }),
    });
    expect(registered.status).toBe(201);
    const [group] = await apiGet<Array<{ organization_id: number; name: string }>>(
      journey.url,
      token,
      '/organizations',
    );
    const [branch] = await apiGet<Array<{ id: number; name: string; active: boolean }>>(
      journey.url,
      token,
      '/fleet/company/branches',
    );
    expect(group, 'a group of the demo company').toBeDefined();
    expect(branch, 'a branch of the demo company').toBeDefined();
    if (!group || !branch) return;

    // Open pages: the map, and the inventory searching for the new name (nothing yet).
    const map = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(map, journey.url, 'admin@demo.test');
    await map.goto(`${journey.url}/#/assets/all`);
    await map.getByText(/Showing [\d,]+ of [\d,]+ assets/).waitFor({ timeout: 60_000 });
    const totalBefore = await mapTotal(map);
    const watching = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(watching, journey.url, 'admin@demo.test');
    await watching.goto(`${journey.url}/#/inventory?q=${encodeURIComponent(NAME)}`);
    await watching.getByText('0 assets found').waitFor({ timeout: 30_000 });

    // The Add asset menu (no catalogue flag on) leads to the single-asset form.
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await page.goto(`${journey.url}/#/inventory`);
    await page.getByRole('button', { name: 'Add asset' }).click();
    await page.getByRole('menuitem', { name: 'Upload with CSV' }).waitFor();
    await screenshot(page, 'asset-create-menu');
    await page.getByRole('menuitem', { name: 'Single asset' }).click();
    await page.waitForURL(/#\/assets\/create\?returnTo=/);
    const form = page.getByRole('form', { name: 'Add asset' });
    await form.waitFor({ timeout: 30_000 });

    await form.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await form.getByRole('textbox', { name: 'VIN' }).fill(VIN.toLowerCase());
    // Decoded on entry: the make and the model year, offered to the form.
    await form.getByTestId('vin-decoded').getByText('Ford 2021').waitFor({ timeout: 15_000 });
    await form.getByRole('button', { name: 'Use make and year' }).click();
    expect(await form.getByRole('textbox', { name: 'Make' }).inputValue()).toBe('Ford');
    expect(await form.getByRole('textbox', { name: 'Year' }).inputValue()).toBe('2021');
    await form.getByRole('textbox', { name: 'Model' }).fill('F-150');
    // The plate keeps letters and digits, uppercased, as it is typed.
    const plate = form.getByRole('textbox', { name: 'License plate number' });
    await plate.pressSequentially('mo 4-e2e');
    expect(await plate.inputValue()).toBe('MO4E2E');
    await form.getByRole('textbox', { name: 'Issuing state' }).fill('Misso');
    await page.getByRole('option', { name: 'Missouri (MO)' }).click();
    await form.getByRole('textbox', { name: 'Inventory branch' }).fill(branch.name);
    await page.getByRole('option', { name: branch.name, exact: true }).click();
    await form.getByRole('textbox', { name: 'Groups' }).fill(group.name);
    await page.getByRole('option', { name: group.name, exact: true }).click();
    await form.getByRole('textbox', { name: 'Tracker' }).fill(SERIAL);
    await page.getByRole('option', { name: SERIAL }).click();
    await form.getByRole('textbox', { name: 'Hours' }).fill('1250');
    await screenshot(page, 'asset-create-filled');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(ASSET_CREATE_MESSAGES.created(NAME)).waitFor();
    await page.waitForURL(/#\/inventory\/?$/);
    await screenshot(page, 'asset-create-saved');

    const created = await findAsset(journey.url, token, NAME);
    expect(created).toMatchObject({
      vin: VIN,
      year: 2021,
      make: { name: 'Ford' },
      inventory_branch_id: branch.id,
      organizations_assets: [{ organization_id: group.organization_id }],
      tracker: { device_serial: SERIAL },
    });

    // The inventory open in another tab shows it without a reload (the notification).
    await watching.getByText('1 assets found').waitFor({ timeout: 30_000 });
    await watching.getByRole('link', { name: NAME }).waitFor();
    await screenshot(watching, 'asset-create-inventory-live');

    // The map lists it at once; its tracker's first report places it.
    await expect.poll(() => mapTotal(map), { timeout: 30_000 }).toBe(totalBefore + 1);
    expect((await reportPosition(journey.gatewayUrl, SERIAL)).status).toBe(200);
    await map.getByLabel('Search assets').fill(NAME);
    await map.getByText(NAME, { exact: true }).first().waitFor({ timeout: 30_000 });
    await screenshot(map, 'asset-create-on-map');

    // The same VIN again is refused under its field.
    await page.goto(`${journey.url}/#/assets/create?returnTo=%2Finventory`);
    await form.waitFor({ timeout: 30_000 });
    // The catalogue's product search opens from the form (docs/ASSET-CREATE.md).
    await form.getByRole('button', { name: 'Choose product' }).click();
    const productFlyout = page.getByRole('dialog', { name: 'Choose product' });
    await productFlyout.getByText(/Products found/).waitFor({ timeout: 30_000 });
    await screenshot(page, 'asset-create-product-search');
    await page.keyboard.press('Escape');
    await productFlyout.waitFor({ state: 'hidden' });
    await form.getByRole('textbox', { name: 'Name' }).fill('E2E Pickup 42');
    await form.getByRole('textbox', { name: 'VIN' }).fill(VIN);
    await form.getByRole('button', { name: 'Save' }).click();
    const refusal = form.getByText(ASSET_CREATE_MESSAGES.vinTaken(VIN));
    await refusal.waitFor();
    await refusal.scrollIntoViewIfNeeded();
    expect(page.url()).toContain('/assets/create');
    await screenshot(page, 'asset-create-duplicate-vin');
  }, 180_000);
});
