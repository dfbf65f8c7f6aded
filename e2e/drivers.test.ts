import { beforeAll, describe, expect, it } from 'vitest';
import {
  operatorName,
  type AssetDriver,
  type KeypadEntry,
  type Operator,
  type PendingOperator,
} from '@fleet/domain';
import { screenshot, signIn } from './support/browser';
import { apiGet, apiSignIn } from './support/fleet-api';
import { useFleetAndBrowser } from './support/journey';

describe('drivers and keypad access on the asset card', () => {
  const journey = useFleetAndBrowser();
  /** A demo asset whose driver typed their keypad code: it has entries and a driver. */
  let asset: { id: number; driver: string; code: string };

  beforeAll(async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const drivers = await apiGet<Operator[]>(journey.url, token, '/operators');
    const byKeypad = drivers.find((d) => d.active_operator?.active_assignment.source === 'keypad');
    const assetId = byKeypad?.active_operator?.active_assignment.asset_id;
    if (!byKeypad || assetId === undefined) throw new Error('the demo has no keypad driver');
    const [last] = await apiGet<KeypadEntry[]>(
      journey.url,
      token,
      `/assets/${assetId}/keypad-entries?limit=1`,
    );
    asset = {
      id: assetId,
      driver: `${byKeypad.first_name} ${byKeypad.last_name}`,
      code: last?.company_keypad_code?.name ?? '',
    };
  });

  it('shows the driver, how they were assigned, the last entries and the access log', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await page.goto(`${journey.url}/#/assets/all/asset/${asset.id}`);
    const driver = page.getByRole('region', { name: 'Driver' });
    await driver.getByText(asset.driver).waitFor({ timeout: 60_000 });
    await driver.getByText(/^Keypad code · since /).waitFor();
    expect(await driver.getByRole('button', { name: /Change driver/ }).count()).toBe(1);

    const access = page.getByRole('region', { name: 'Recent access' });
    await access.getByTestId('keypad-entry').first().waitFor();
    expect(await access.getByTestId('keypad-entry').count()).toBeLessThanOrEqual(2);
    await access.getByText(asset.code).first().waitFor();
    await screenshot(page, 'card-driver-recent-access');

    // The office puts another driver on it by hand.
    await driver.getByRole('button', { name: /Change driver/ }).click();
    await page.getByRole('textbox', { name: 'Driver' }).click();
    const other = page.getByRole('option').filter({ hasNotText: asset.driver }).first();
    const otherName = (await other.innerText()).trim();
    await other.click();
    await driver.getByText(otherName, { exact: true }).waitFor();
    await driver.getByText(/^Assigned by hand by Avery Admin · since /).waitFor();

    await access.getByRole('link', { name: 'View all access' }).click();
    await page.waitForURL(/\/access\/log/);
    const log = page.getByRole('table', { name: 'Access log' });
    await log.waitFor();
    expect(await log.getByRole('row').count()).toBeGreaterThan(1);
    await page.close();
  });

  it("warns of a driver the camera could not name, with 'Open Camera Tab'", async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const [sighting] = await apiGet<PendingOperator[]>(journey.url, token, '/pending-operators');
    if (!sighting) throw new Error('the demo has no unidentified driver');
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await page.goto(`${journey.url}/#/assets/all/asset/${sighting.t3_asset_id}`);
    const driver = page.getByRole('region', { name: 'Driver' });
    await driver.getByText('Unidentified Driver').waitFor({ timeout: 60_000 });
    const open = driver.getByRole('link', { name: 'Open Camera Tab' });
    expect(await open.getAttribute('href')).toMatch(/#\/camera\?user=\d+_admin%40demo\.test&/);
    await screenshot(page, 'card-unidentified-driver');
    await page.close();
  });

  it('names the unidentified driver from the camera tab, and the Driver panel changes', async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const sightings = await apiGet<PendingOperator[]>(journey.url, token, '/pending-operators');
    // A sighting that is the asset's latest news: naming it makes the driver the asset's.
    let sighting: PendingOperator | undefined;
    for (const candidate of sightings) {
      const panel = await apiGet<AssetDriver>(
        journey.url,
        token,
        `/assets/${candidate.t3_asset_id}/driver`,
      );
      const since = panel.current_operator?.active_operator?.active_assignment.date_assigned;
      if (!since || Date.parse(since) < Date.parse(candidate.event_date)) sighting = candidate;
    }
    if (!sighting?.vendor_camera_id) {
      throw new Error('the demo has no camera sighting newer than its asset’s driver');
    }
    // A driver put on another asset after the sighting stays there (the naming only assigns
    // where nothing newer happened): name one whose current assignment, if any, is older.
    const seenAt = Date.parse(sighting.event_date);
    const free = (await apiGet<Operator[]>(journey.url, token, '/operators')).find((person) => {
      const since = person.active_operator?.active_assignment.date_assigned;
      return !since || Date.parse(since) < seenAt;
    });
    if (!free) throw new Error('the demo has no driver free to name');

    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await page.goto(`${journey.url}/#/assets/all/asset/${sighting.t3_asset_id}`);
    const driver = page.getByRole('region', { name: 'Driver' });
    await driver.getByText('Unidentified Driver').waitFor({ timeout: 60_000 });
    await driver.getByRole('link', { name: 'Open Camera Tab' }).click();

    // The camera page frames the operators app on its Drivers view.
    await page.waitForURL(/#\/camera\?/);
    await page.getByRole('tab', { name: 'Drivers', selected: true }).waitFor();
    const frame = page.frameLocator('iframe[title="Drivers"]');
    const row = frame
      .getByRole('table', { name: 'Unidentified drivers' })
      .getByRole('row')
      .filter({ hasText: sighting.vendor_camera_id ?? '' });
    await row.first().waitFor({ timeout: 60_000 });
    await row
      .first()
      .getByRole('textbox', { name: /Who was driving/ })
      .click();
    const named = operatorName(free);
    await frame.getByRole('option', { name: named, exact: true }).click();
    await row.first().getByRole('button', { name: 'Identify' }).click();
    await frame.getByText(`${named} identified on`).waitFor();
    await screenshot(page, 'camera-drivers-identified');

    // Back on the card: the driver is the one named, by the camera's face match.
    await page.goto(`${journey.url}/#/assets/all/asset/${sighting.t3_asset_id}`);
    await driver.getByText(named, { exact: true }).waitFor({ timeout: 60_000 });
    await driver.getByText(/^Camera face match · since /).waitFor();
    expect(await driver.getByText('Unidentified Driver').count()).toBe(0);
    await page.close();
  });

  it('creates a driver in the camera page’s flyout', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await page.getByRole('link', { name: 'Camera' }).click();
    await page.getByRole('tab', { name: 'Drivers' }).click();
    const frame = page.frameLocator('iframe[title="Drivers"]');
    await frame.getByRole('button', { name: 'Create driver' }).click();
    const flyout = page.frameLocator('iframe[title="Create driver"]');
    // Cancel closes the flyout and creates nobody.
    await flyout.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Create driver' }).waitFor({ state: 'hidden' });

    await frame.getByRole('button', { name: 'Create driver' }).click();
    await flyout.getByLabel('First name').fill('Rowan');
    await flyout.getByLabel('Last name').fill('Journey');
    await flyout.getByRole('button', { name: 'Create driver' }).click();
    await page.getByText('Driver created successfully').waitFor();
    await page.getByRole('dialog', { name: 'Create driver' }).waitFor({ state: 'hidden' });
    await frame.getByRole('cell', { name: 'Rowan Journey' }).waitFor();
    await page.close();
  });
});
