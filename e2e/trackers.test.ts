import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@fleet/domain';
import { screenshot, signIn } from './support/browser';
import { reportPosition } from './support/fleet-api';
import { useFleetAndBrowser } from './support/journey';

const report = reportPosition;

/** Picks the first asset the dialog's select offers (assets without a tracker) and names it. */
async function chooseFirstFreeAsset(page: Page, label: string): Promise<string> {
  const dialog = page.getByRole('dialog');
  const select = dialog.getByLabel(label);
  await expect.poll(() => select.isEnabled(), { timeout: 30_000 }).toBe(true);
  await select.click();
  const option = page.getByRole('option').first();
  const name = (await option.innerText()).trim();
  await option.click();
  return name;
}

/** A registered tracker that is on no asset: the gateway refuses it, saying why. */
async function expectNotInstalled(gatewayUrl: string, serial: string): Promise<void> {
  const response = await report(gatewayUrl, serial);
  expect(response.status).toBe(400);
  expect(await response.text()).toBe(`Tracker '${serial}' is not installed on an asset yet.`);
}

function trackerRow(page: Page, serial: string) {
  return page.getByRole('table', { name: 'Trackers' }).locator(`tr[data-serial="${serial}"]`);
}

async function openTrackers(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/#/company-admin/trackers`);
  await page.getByRole('heading', { name: 'Trackers', level: 1 }).waitFor();
  await page.getByRole('table', { name: 'Trackers' }).waitFor({ timeout: 30_000 });
}

describe('the trackers page', () => {
  const journey = useFleetAndBrowser();

  it('registers a device that reported, found by its identifier, onto an asset, and the gateway takes it', async () => {
    const serial = 'E2E-PHONE-1';
    const refused = await report(journey.gatewayUrl, serial);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(serial);

    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await openTrackers(page, journey.url);
    // The page says where to point a device: this server's gateway port.
    const port = new URL(journey.gatewayUrl).port;
    await page.getByText(new RegExp(`^http://[^:]+:${port}$`)).waitFor();
    // Identifiers nobody registered are not listed: typing one says whether it has reported.
    expect(await page.getByRole('heading', { name: 'Unknown devices' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Add tracker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add tracker' });
    await dialog.getByLabel('Identifier').fill(serial);
    await dialog
      .locator('[data-state="reporting"]')
      .getByText(
        'Reporting (last report: Just now; 1 report refused so far). Register it to take its positions.',
      )
      .waitFor();
    await screenshot(page, 'trackers-identifier-reporting');
    const assetName = await chooseFirstFreeAsset(page, 'Install on asset');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The new tracker is the first row, on the asset.
    const row = trackerRow(page, serial);
    await row.getByRole('link', { name: assetName }).waitFor();
    expect(
      await page.getByText(`${serial} is registered and installed on ${assetName}.`).count(),
    ).toBe(1);

    // The gateway now stores its positions, and the page says it checked in.
    const accepted = await report(journey.gatewayUrl, serial);
    expect(accepted.status).toBe(200);
    await page.reload();
    await page.getByRole('table', { name: 'Trackers' }).waitFor({ timeout: 30_000 });
    await trackerRow(page, serial).getByText('Just now').waitFor({ timeout: 15_000 });
    await screenshot(page, 'trackers-registered');

    // Its link opens the asset on the map.
    await trackerRow(page, serial).getByRole('link', { name: assetName }).click();
    await page.waitForURL(/#\/assets\/all\/asset\/\d+/);
    await page.close();
  });

  it('adds a tracker by hand, installs it, moves it and takes it off', async () => {
    const serial = 'E2E-SPARE-7';
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'manager@demo.test');
    await openTrackers(page, journey.url);
    await page.getByRole('button', { name: 'Add tracker' }).click();
    const add = page.getByRole('dialog', { name: 'Add tracker' });
    await add.getByLabel('Identifier').fill('has spaces');
    await add.getByRole('button', { name: 'Register' }).click();
    await add.getByText('Use letters, digits and - _ . : only, as the tracker sends it').waitFor();
    // An identifier already registered: the lookup says so before anyone presses Register.
    await add.getByLabel('Identifier').fill('E2E-PHONE-1');
    await add.getByText('Already one of your trackers: find it in the list.').waitFor();
    await add.getByRole('button', { name: 'Register' }).click();
    await add.getByRole('alert').getByText(MESSAGES.trackerSerialTaken('E2E-PHONE-1')).waitFor();
    await add.getByLabel('Identifier').fill(serial);
    await add.getByRole('button', { name: 'Register' }).click();
    await add.waitFor({ state: 'hidden' });
    const row = trackerRow(page, serial);
    await row.getByText('Not installed').waitFor();
    await expectNotInstalled(journey.gatewayUrl, serial);

    await row.getByRole('button', { name: 'Install on asset…' }).click();
    const first = await chooseFirstFreeAsset(page, 'Install on asset');
    await page.getByRole('dialog').getByRole('button', { name: 'Install' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await row.getByRole('link', { name: first }).waitFor();

    await row.getByRole('button', { name: 'Move…' }).click();
    const second = await chooseFirstFreeAsset(page, 'Move to asset');
    expect(second).not.toBe(first);
    await page.getByRole('dialog').getByRole('button', { name: 'Move' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await row.getByRole('link', { name: second }).waitFor();
    await screenshot(page, 'trackers-moved');

    await row.getByRole('button', { name: 'Take off' }).click();
    const confirm = page.getByRole('dialog', { name: `Take ${serial} off ${second}?` });
    await confirm.getByRole('button', { name: 'Take off' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await row.getByText('Not installed').waitFor();
    await expectNotInstalled(journey.gatewayUrl, serial);
    await page.close();
  });

  it('sorts, keeps the table in the URL, selects rows and copies their identifiers', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: journey.url,
    });
    // A read-only manager: no row actions, but the table's own tools all work.
    await signIn(page, journey.url, 'readonly@demo.test');
    await openTrackers(page, journey.url);
    const table = page.getByRole('table', { name: 'Trackers' });
    await table.locator('tr[data-serial]').first().waitFor();
    const identifier = table.getByRole('columnheader', { name: 'Identifier' });
    expect(await identifier.getAttribute('aria-sort')).toBe('none');
    await identifier.getByRole('button').click();
    await page.waitForURL(/sort=identifier\.asc/);
    await expect.poll(() => identifier.getAttribute('aria-sort')).toBe('ascending');
    const firstSerials = async () =>
      (await table
        .locator('tbody tr[data-serial]')
        .evaluateAll((rows) =>
          rows.slice(0, 3).map((row) => row.getAttribute('data-serial')),
        )) as string[];
    const ascending = await firstSerials();
    expect(ascending).toEqual(
      [...ascending].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
    );

    // A reload shows the same rows; a hand-edited page number falls back instead of breaking.
    await page.goto(page.url().replace('sort=identifier.asc', 'sort=identifier.asc&page=-4'));
    await page.reload();
    await table.locator('tr[data-serial]').first().waitFor({ timeout: 30_000 });
    expect(await table.getByRole('button', { name: 'Take off' }).count()).toBe(0);
    expect(await firstSerials()).toEqual(ascending);

    const [first, second] = ascending;
    await table.getByRole('checkbox', { name: `Select ${first}` }).check();
    await table.getByRole('checkbox', { name: `Select ${second}` }).check();
    const bar = page.getByRole('region', { name: 'Selected rows' });
    await bar.getByText('2 selected').waitFor();
    await screenshot(page, 'trackers-selected');
    await bar.getByRole('button', { name: 'Copy identifiers' }).click();
    await page.getByText('2 identifiers are copied, one a line.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${first}\n${second}`);
    await bar.getByRole('button', { name: 'Cancel' }).click();
    await bar.waitFor({ state: 'hidden' });
    expect(await table.getByRole('checkbox', { name: `Select ${first}` }).isChecked()).toBe(false);
    await page.close();
  });
});
