import { beforeAll, describe, expect, it } from 'vitest';
import type { KeypadEntry, Operator, PendingOperator } from '@fleet/domain';
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
});
